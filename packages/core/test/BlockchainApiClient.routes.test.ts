import { describe, expect, it } from 'vitest'
import { BlockchainApiClient } from '../src'
import { BASE_URL, catchAll, HttpResponse, useMswServer } from './helpers/msw'

const server = useMswServer()

const base = { projectId: 'p1', st: 'appkit', sv: 'html-core-1.0.0' }
const withClient = { ...base, clientId: 'c9' }

function client(clientId?: string) {
  return new BlockchainApiClient({
    baseUrl: BASE_URL,
    projectId: 'p1',
    sdkType: 'appkit',
    sdkVersion: 'html-core-1.0.0',
    ...(clientId ? { clientId } : {}),
  })
}

const usdc = {
  id: 'USDC',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xa0' },
  ],
}
const usd = { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }

interface Route {
  name: string
  call: (c: BlockchainApiClient) => Promise<unknown>
  method: 'GET' | 'POST'
  path: string
  query: Record<string, string>
  body?: unknown
  answer: unknown
  result?: unknown
}

/** SPEC §7 table: one row per route, with the request it must produce. */
const routes: Route[] = [
  {
    name: 'fetchSupportedChains',
    call: (c) => c.fetchSupportedChains(),
    method: 'GET',
    path: '/v1/supported-chains',
    query: withClient,
    answer: { http: ['eip155:1'], ws: ['eip155:1'] },
  },
  {
    name: 'fetchIdentity',
    call: (c) => c.fetchIdentity({ address: '0xAbC', sender: '0xdef' }),
    method: 'GET',
    path: '/v1/identity/0xAbC',
    query: { ...withClient, sender: '0xdef' },
    answer: { name: 'alice.latchkey.id', avatar: 'https://127.0.0.1/a.png' },
  },
  {
    name: 'fetchNfts',
    call: (c) => c.fetchNfts({ account: '0xabc', chainId: 'eip155:1', cursor: 'p2' }),
    method: 'GET',
    path: '/v1/account/0xabc/nfts',
    query: { ...withClient, chainId: 'eip155:1', cursor: 'p2' },
    answer: { data: [{ chainId: 'eip155:1', contract: '0xc', tokenId: '1' }], next: 'p3' },
  },
  {
    name: 'fetchTransactions',
    call: (c) =>
      c.fetchTransactions({
        account: '0xabc',
        cursor: 'n2',
        onramp: 'coinbase',
        chainId: 'eip155:1',
      }),
    method: 'GET',
    path: '/v1/account/0xabc/history',
    query: { ...withClient, cursor: 'n2', onramp: 'coinbase', chainId: 'eip155:1' },
    answer: { data: [{ id: 't1', metadata: {}, transfers: [] }], next: 'n3' },
  },
  {
    name: 'fetchSwapQuote',
    call: (c) =>
      c.fetchSwapQuote({
        amount: '100',
        userAddress: 'eip155:1:0xu',
        from: 'eip155:1:0xf',
        to: 'eip155:1:0xt',
        gasPrice: '7',
      }),
    method: 'GET',
    path: '/v1/convert/quotes',
    query: {
      ...withClient,
      amount: '100',
      userAddress: 'eip155:1:0xu',
      from: 'eip155:1:0xf',
      to: 'eip155:1:0xt',
      gasPrice: '7',
    },
    answer: { quotes: [{ fromAmount: '100', fromAccount: 'a', toAmount: '99', toAccount: 'b' }] },
  },
  {
    name: 'fetchSwapTokens',
    call: (c) => c.fetchSwapTokens({ chainId: 'eip155:137' }),
    method: 'GET',
    path: '/v1/convert/tokens',
    query: { ...withClient, chainId: 'eip155:137' },
    answer: { tokens: [] },
  },
  {
    name: 'fetchTokenPrice',
    call: (c) => c.fetchTokenPrice({ addresses: ['eip155:1:0xa', 'eip155:1:0xb'] }),
    method: 'POST',
    path: '/v1/fungible/price',
    query: withClient,
    body: { currency: 'usd', addresses: ['eip155:1:0xa', 'eip155:1:0xb'], projectId: 'p1' },
    answer: { fungibles: [{ name: 'A', symbol: 'A', iconUrl: '', price: 1.5 }] },
  },
  {
    name: 'fetchSwapAllowance',
    call: (c) =>
      c.fetchSwapAllowance({ tokenAddress: 'eip155:1:0xt', userAddress: 'eip155:1:0xu' }),
    method: 'GET',
    path: '/v1/convert/allowance',
    query: { ...withClient, tokenAddress: 'eip155:1:0xt', userAddress: 'eip155:1:0xu' },
    answer: { allowance: '1000' },
  },
  {
    name: 'fetchGasPrice',
    call: (c) => c.fetchGasPrice({ chainId: 'eip155:1' }),
    method: 'GET',
    path: '/v1/convert/gas-price',
    query: { ...withClient, chainId: 'eip155:1' },
    answer: { standard: '1', fast: '2', instant: '3' },
  },
  {
    name: 'generateSwapCalldata',
    call: (c) =>
      c.generateSwapCalldata({
        amount: '5',
        from: 'eip155:1:0xf',
        to: 'eip155:1:0xt',
        userAddress: 'eip155:1:0xu',
      }),
    method: 'POST',
    path: '/v1/convert/build-transaction',
    query: withClient,
    body: {
      amount: '5',
      eip155: { slippage: 1 },
      projectId: 'p1',
      from: 'eip155:1:0xf',
      to: 'eip155:1:0xt',
      userAddress: 'eip155:1:0xu',
      disableEstimate: false,
    },
    answer: {
      tx: { from: 'a', to: 'b', data: '0x', amount: '5', eip155: { gas: '1', gasPrice: '2' } },
    },
  },
  {
    name: 'generateApproveCalldata',
    call: (c) =>
      c.generateApproveCalldata({
        userAddress: 'eip155:1:0xu',
        from: 'eip155:1:0xf',
        to: 'eip155:1:0xt',
      }),
    method: 'GET',
    path: '/v1/convert/build-approve',
    query: { ...withClient, userAddress: 'eip155:1:0xu', from: 'eip155:1:0xf', to: 'eip155:1:0xt' },
    answer: { tx: { from: 'a', to: 'b', data: '0x', value: '0', eip155: { gasPrice: '2' } } },
  },
  {
    name: 'getBalance',
    call: (c) => c.getBalance({ address: '0xabc', chainId: 'eip155:1', forceUpdate: true }),
    method: 'GET',
    path: '/v1/account/0xabc/balance',
    query: { ...withClient, currency: 'usd', chainId: 'eip155:1', forceUpdate: 'true' },
    answer: {
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: 'eip155:1',
          value: 1,
          price: 1,
          quantity: { decimals: '18', numeric: '1' },
          iconUrl: '',
        },
      ],
    },
  },
  {
    name: 'lookupEnsName',
    call: (c) => c.lookupEnsName({ name: 'alice.latchkey.id' }),
    method: 'GET',
    path: '/v1/profile/account/alice.latchkey.id',
    query: { ...withClient, apiVersion: '2' },
    answer: {
      name: 'alice.latchkey.id',
      addresses: { '60': { address: '0xabc' } },
      attributes: [],
    },
  },
  {
    name: 'reverseLookupEnsName',
    call: (c) => c.reverseLookupEnsName({ address: '0xabc', sender: '0xabc' }),
    method: 'GET',
    path: '/v1/profile/reverse/0xabc',
    query: { ...withClient, sender: '0xabc', apiVersion: '2' },
    answer: [{ name: 'alice.latchkey.id', addresses: {}, attributes: [] }],
  },
  {
    name: 'getEnsNameSuggestions',
    call: (c) => c.getEnsNameSuggestions({ name: 'alice' }),
    method: 'GET',
    path: '/v1/profile/suggestions/alice',
    // No zone unless one is asked: the provider answers for the zone it serves.
    query: withClient,
    answer: { suggestions: [{ name: 'alice1.latchkey.id', registered: false }] },
  },
  {
    name: 'getEnsNameSuggestions with a zone',
    call: (c) => c.getEnsNameSuggestions({ name: 'alice', zone: 'example.org' }),
    method: 'GET',
    path: '/v1/profile/suggestions/alice',
    query: { ...withClient, zone: 'example.org' },
    answer: { suggestions: [{ name: 'alice1.example.org', registered: false }] },
  },
  {
    name: 'registerEnsName',
    call: (c) =>
      c.registerEnsName({
        name: 'alice',
        coinType: 2147483649,
        address: '0xabc',
        message: 'm',
        signature: '0xsig',
      }),
    method: 'POST',
    path: '/v1/profile/account',
    query: withClient,
    body: { coin_type: 2147483649, address: '0xabc', message: 'm', signature: '0xsig' },
    answer: { success: true },
  },
  {
    name: 'generateOnRampURL',
    call: (c) =>
      c.generateOnRampURL({
        destinationWallets: [{ address: '0xabc', blockchains: ['ethereum'], assets: ['USDC'] }],
        defaultNetwork: 'ethereum',
        partnerUserId: 'user-1',
        purchaseAmount: 10,
        paymentAmount: 20,
      }),
    method: 'POST',
    path: '/v1/generators/onrampurl',
    query: withClient,
    body: {
      destinationWallets: [{ address: '0xabc', blockchains: ['ethereum'], assets: ['USDC'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: 'user-1',
      defaultExperience: 'buy',
      presetCryptoAmount: 10,
      presetFiatAmount: 20,
    },
    answer: { url: 'https://127.0.0.1/buy?x=1' },
    result: 'https://127.0.0.1/buy?x=1',
  },
  {
    name: 'getOnrampOptions',
    call: (c) => c.getOnrampOptions(),
    method: 'GET',
    path: '/v1/onramp/options',
    query: withClient,
    answer: { purchaseCurrencies: [usdc], paymentCurrencies: [usd] },
  },
  {
    name: 'getOnrampQuote',
    call: (c) =>
      c.getOnrampQuote({
        purchaseCurrency: usdc,
        paymentCurrency: usd,
        amount: 50,
        network: 'ethereum',
      }),
    method: 'POST',
    path: '/v1/onramp/quote',
    query: withClient,
    body: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'ethereum' },
    answer: {
      coinbaseFee: { amount: '1', currency: 'USD' },
      networkFee: { amount: '0.1', currency: 'USD' },
      paymentSubtotal: { amount: '48.9', currency: 'USD' },
      paymentTotal: { amount: '50', currency: 'USD' },
      purchaseAmount: { amount: '48.9', currency: 'USDC' },
      quoteId: 'q1',
    },
  },
  {
    name: 'getSmartSessions',
    call: (c) => c.getSmartSessions({ caipAddress: 'eip155:1:0xabc' }),
    method: 'GET',
    path: '/v1/sessions/eip155%3A1%3A0xabc',
    query: withClient,
    // The provider's shape; apps/provider/test/sessionsAccess.test.ts holds this client to the real server.
    answer: {
      sessions: [
        {
          pci: 'x',
          data: {
            domain: 'app.example',
            accountAddress: '0xabc',
            uri: 'https://app.example',
            version: '1',
            chainId: 'eip155:1',
            nonce: 'n1',
          },
          message: 'm',
        },
      ],
    },
  },
  {
    name: 'revokeSmartSession',
    call: (c) =>
      c.revokeSmartSession({ caipAddress: 'eip155:1:0xabc', pci: 'x', signature: '0xs' }),
    method: 'POST',
    path: '/v1/sessions/eip155%3A1%3A0xabc/revoke',
    query: withClient,
    body: { pci: 'x', signature: '0xs' },
    answer: { revoked: true },
  },
]

describe('BlockchainApiClient routes (SPEC §7)', () => {
  it.each(routes)('$name sends $method $path', async (route) => {
    const { handler, log } = catchAll(() => HttpResponse.json(route.answer as object))
    server.use(handler)
    const result = await route.call(client('c9'))
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({ method: route.method, path: route.path, query: route.query })
    expect(log[0]?.body).toEqual(route.body)
    expect(result).toEqual(route.result ?? route.answer)
  })

  it('leaves clientId out when none is set', async () => {
    const { handler, log } = catchAll(() => HttpResponse.json({ tokens: [] }))
    server.use(handler)
    await client().fetchSwapTokens({ chainId: 'eip155:1' })
    expect(log[0]?.query).toEqual({ ...base, chainId: 'eip155:1' })
  })

  it('covers every public method of the client', () => {
    const methods = Object.getOwnPropertyNames(BlockchainApiClient.prototype).filter(
      (name) => !['constructor', 'clearCaches', 'isActiveNetworkSupported'].includes(name),
    )
    // A method may have several rows ('getEnsNameSuggestions with a zone'): its name comes first.
    expect(methods.sort()).toEqual([...new Set(routes.map((r) => r.name.split(' ')[0]))].sort())
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BlockchainApiClient,
  type BlockchainApiClientOptions,
  CONSTANTS,
  isLatchkeyError,
} from '../src'
import { BASE_URL, catchAll, HttpResponse, type RecordedRequest, useMswServer } from './helpers/msw'

const server = useMswServer()

function client(options: Partial<BlockchainApiClientOptions> = {}) {
  return new BlockchainApiClient({
    baseUrl: BASE_URL,
    projectId: 'p1',
    sdkType: 'appkit',
    sdkVersion: 'test-1',
    retry: { attempts: 0 },
    ...options,
  })
}

const paths = (log: RecordedRequest[]) => log.map((r) => r.path)

describe('gating on supported chains', () => {
  const supported = { http: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ws: [] }

  it('skips every call with an empty answer when the active network is not supported', async () => {
    const { handler, log } = catchAll((r) =>
      r.path === '/v1/supported-chains'
        ? HttpResponse.json(supported)
        : HttpResponse.json({ boom: 1 }),
    )
    server.use(handler)
    const api = client({ getActiveCaipNetworkId: () => 'eip155:31337' })
    const usdc = CONSTANTS.ONRAMP_FALLBACK_OPTIONS.purchaseCurrencies[0]!
    const usd = CONSTANTS.ONRAMP_FALLBACK_OPTIONS.paymentCurrencies[0]!

    expect(await api.fetchIdentity({ address: '0xa' })).toEqual({ name: null, avatar: null })
    expect(await api.fetchTransactions({ account: '0xa' })).toEqual({ data: [], next: undefined })
    expect(await api.getBalance({ address: '0xa', chainId: 'eip155:31337' })).toEqual({
      balances: [],
    })
    expect(
      await api.fetchSwapQuote({
        amount: '1',
        userAddress: 'u',
        from: 'f',
        to: 't',
        gasPrice: '1',
      }),
    ).toEqual({ quotes: [] })
    expect(await api.fetchSwapTokens({ chainId: 'eip155:31337' })).toEqual({ tokens: [] })
    expect(await api.fetchTokenPrice({ addresses: [] })).toEqual({ fungibles: [] })
    expect(await api.fetchSwapAllowance({ tokenAddress: 't', userAddress: 'u' })).toEqual({
      allowance: '0',
    })
    expect(await api.lookupEnsName({ name: 'bob' })).toEqual({
      name: 'bob',
      addresses: {},
      attributes: [],
    })
    expect(await api.reverseLookupEnsName({ address: '0xa' })).toEqual([])
    expect(await api.getEnsNameSuggestions({ name: 'bob' })).toEqual({ suggestions: [] })
    expect(
      await api.registerEnsName({
        name: 'bob',
        coinType: 60,
        address: '0xa',
        message: 'm',
        signature: 's',
      }),
    ).toEqual({ success: false })
    expect(await api.generateOnRampURL({ destinationWallets: [], partnerUserId: 'u' })).toBe('')
    expect(await api.getOnrampOptions()).toEqual({ purchaseCurrencies: [], paymentCurrencies: [] })
    expect(
      await api.getOnrampQuote({
        purchaseCurrency: usdc,
        paymentCurrency: usd,
        amount: 10,
        network: 'ethereum',
      }),
    ).toBeNull()
    expect(await api.getSmartSessions({ caipAddress: 'eip155:1:0xa' })).toEqual({ sessions: [] })
    expect(
      await api.revokeSmartSession({ caipAddress: 'eip155:1:0xa', pci: 'p', signature: 's' }),
    ).toEqual({
      revoked: false,
    })
    await expect(api.fetchGasPrice({ chainId: 'eip155:31337' })).rejects.toThrow(
      'Network not supported for Gas Price',
    )
    await expect(
      api.generateSwapCalldata({ amount: '1', from: 'f', to: 't', userAddress: 'u' }),
    ).rejects.toThrow('Network not supported for Swaps')
    await expect(
      api.generateApproveCalldata({ userAddress: 'u', from: 'f', to: 't' }),
    ).rejects.toThrow('Network not supported for Swaps')
    // Only the list itself was fetched, and only once.
    expect(paths(log)).toEqual(['/v1/supported-chains'])
  })

  it("keeps the provider's swap and on-ramp lists of the answer", async () => {
    const lists = { ...supported, swap: ['eip155:1'], onramp: ['eip155:1', 'eip155:8453'] }
    server.use(catchAll(() => HttpResponse.json(lists)).handler)
    expect(await client().fetchSupportedChains()).toEqual(lists)
  })

  it('lets calls through for a supported network, fetching the list once', async () => {
    const { handler, log } = catchAll((r) =>
      r.path === '/v1/supported-chains'
        ? HttpResponse.json(supported)
        : HttpResponse.json({ tokens: [] }),
    )
    server.use(handler)
    let active = 'eip155:1'
    const api = client({ getActiveCaipNetworkId: () => active })
    await Promise.all([
      api.fetchSwapTokens({ chainId: 'eip155:1' }),
      api.fetchSwapTokens({ chainId: 'eip155:1' }),
    ])
    active = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    await api.fetchSwapTokens({ chainId: active })
    expect(paths(log)).toEqual([
      '/v1/supported-chains',
      '/v1/convert/tokens',
      '/v1/convert/tokens',
      '/v1/convert/tokens',
    ])
  })

  it('treats no active network or a failed list as unsupported, and retries the list later', async () => {
    let listUp = false
    const { handler, log } = catchAll((r) => {
      if (r.path === '/v1/supported-chains')
        return listUp ? HttpResponse.json(supported) : new HttpResponse(null, { status: 500 })
      return HttpResponse.json({ tokens: [{ symbol: 'X' }] })
    })
    server.use(handler)
    let active: string | undefined
    const api = client({ getActiveCaipNetworkId: () => active })
    expect(await api.fetchSwapTokens({ chainId: 'eip155:1' })).toEqual({ tokens: [] })
    expect(log).toHaveLength(0)
    active = 'eip155:1'
    expect(await api.fetchSwapTokens({ chainId: 'eip155:1' })).toEqual({ tokens: [] })
    listUp = true
    expect(await api.fetchSwapTokens({ chainId: 'eip155:1' })).toEqual({
      tokens: [{ symbol: 'X' }],
    })
    expect(paths(log)).toEqual([
      '/v1/supported-chains',
      '/v1/supported-chains',
      '/v1/convert/tokens',
    ])
  })
})

describe('caches', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('keeps balances 30 s per address and chain; forceUpdate skips the cache', async () => {
    const { handler, log } = catchAll((_, i) => HttpResponse.json({ balances: [{ n: i }] }))
    server.use(handler)
    const api = client()
    const first = await api.getBalance({ address: '0xAB', chainId: 'eip155:1' })
    expect(await api.getBalance({ address: '0xab', chainId: 'eip155:1' })).toEqual(first)
    await api.getBalance({ address: '0xab', chainId: 'eip155:10' })
    expect(log).toHaveLength(2)
    // SPEC §9: balances cached 30 s.
    vi.advanceTimersByTime(29_999)
    await api.getBalance({ address: '0xab', chainId: 'eip155:1' })
    expect(log).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(await api.getBalance({ address: '0xab', chainId: 'eip155:1' })).toEqual({
      balances: [{ n: 2 }],
    })
    await api.getBalance({ address: '0xab', chainId: 'eip155:1', forceUpdate: true })
    expect(log).toHaveLength(4)
    expect(log[3]?.query.forceUpdate).toBe('true')
    expect(log[0]?.query.forceUpdate).toBeUndefined()
  })

  it('keeps identities 5 minutes', async () => {
    const { handler, log } = catchAll((_, i) => HttpResponse.json({ name: `n${i}`, avatar: null }))
    server.use(handler)
    const api = client()
    expect(await api.fetchIdentity({ address: '0xa' })).toEqual({ name: 'n0', avatar: null })
    // SPEC §9: identity cached 5 min.
    vi.advanceTimersByTime(299_999)
    expect(await api.fetchIdentity({ address: '0xa' })).toEqual({ name: 'n0', avatar: null })
    vi.advanceTimersByTime(1)
    expect(await api.fetchIdentity({ address: '0xa' })).toEqual({ name: 'n1', avatar: null })
    expect(log).toHaveLength(2)
  })

  it('keeps name lookups 5 minutes and refreshes them after a registration', async () => {
    const { handler, log } = catchAll((r, i) =>
      r.method === 'POST'
        ? HttpResponse.json({ success: true })
        : r.path.startsWith('/v1/profile/reverse')
          ? HttpResponse.json([{ name: `r${i}`, addresses: {}, attributes: [] }])
          : HttpResponse.json({ name: `l${i}`, addresses: {}, attributes: [] }),
    )
    server.use(handler)
    const api = client()
    await api.lookupEnsName({ name: 'bob' })
    await api.reverseLookupEnsName({ address: '0xa' })
    // SPEC §9: names cached 5 min.
    vi.advanceTimersByTime(299_999)
    await api.lookupEnsName({ name: 'bob' })
    await api.reverseLookupEnsName({ address: '0xA' })
    expect(log).toHaveLength(2)
    vi.advanceTimersByTime(1)
    await api.lookupEnsName({ name: 'bob' })
    expect(log).toHaveLength(3)
    await api.registerEnsName({
      name: 'bob',
      coinType: 60,
      address: '0xa',
      message: 'm',
      signature: 's',
    })
    await api.lookupEnsName({ name: 'bob' })
    await api.reverseLookupEnsName({ address: '0xa' })
    expect(log).toHaveLength(6)
  })

  it('does not cache failures, and clearCaches forgets everything', async () => {
    let fail = true
    const { handler, log } = catchAll(() =>
      fail
        ? new HttpResponse(null, { status: 404 })
        : HttpResponse.json({ name: 'x', avatar: 'y' }),
    )
    server.use(handler)
    const api = client()
    await expect(api.fetchIdentity({ address: '0xa' })).rejects.toThrow('HTTP status code: 404')
    fail = false
    await api.fetchIdentity({ address: '0xa' })
    api.clearCaches()
    await api.fetchIdentity({ address: '0xa' })
    expect(log).toHaveLength(3)
  })
})

describe('name-service errors', () => {
  it.each([
    [
      'lookupEnsName',
      (api: BlockchainApiClient) => api.lookupEnsName({ name: 'bob' }),
      'Error resolving name',
    ],
    [
      'reverseLookupEnsName',
      (api: BlockchainApiClient) => api.reverseLookupEnsName({ address: '0xa' }),
      'Error fetching names for address',
    ],
    [
      'getEnsNameSuggestions',
      (api: BlockchainApiClient) => api.getEnsNameSuggestions({ name: 'bob' }),
      'Error fetching name suggestions',
    ],
    [
      'registerEnsName',
      (api: BlockchainApiClient) =>
        api.registerEnsName({
          name: 'bob',
          coinType: 60,
          address: '0xa',
          message: 'm',
          signature: 's',
        }),
      'Error registering name bob',
    ],
  ])('%s falls back to the catalogue text', async (_, call, text) => {
    server.use(catchAll(() => new HttpResponse('oops', { status: 500 })).handler)
    await expect(call(client())).rejects.toThrow(text)
  })

  it("prefers the server's first reason description", async () => {
    server.use(
      catchAll(() =>
        HttpResponse.json(
          { reasons: [{ description: 'Name is already taken' }, { description: 'second' }] },
          { status: 400 },
        ),
      ).handler,
    )
    const error = await client()
      .registerEnsName({ name: 'bob', coinType: 60, address: '0xa', message: 'm', signature: 's' })
      .catch((e) => e)
    expect(error.message).toBe('Name is already taken')
    expect(isLatchkeyError(error, 'ERROR_REGISTERING_NAME')).toBe(true)
    expect(error.details.status).toBe(400)
  })
})

describe('a registration the server did not accept (issue 19)', () => {
  const register = (api: BlockchainApiClient) =>
    api.registerEnsName({ name: 'bob', coinType: 60, address: '0xa', message: 'm', signature: 's' })

  it.each([
    [
      'success: false with a reason',
      { success: false, reasons: [{ description: 'Name is taken' }] },
      'Name is taken',
    ],
    ['success: false', { success: false }, 'Error registering name bob'],
    ['no success field', {}, 'Error registering name bob'],
    ['success as a string', { success: 'true' }, 'Error registering name bob'],
  ])('%s is an error, and the cached names stay', async (_, answer, text) => {
    const { handler, log } = catchAll((r) =>
      r.method === 'POST'
        ? HttpResponse.json(answer)
        : HttpResponse.json([{ name: 'old', addresses: {}, attributes: [] }]),
    )
    server.use(handler)
    const api = client()
    await api.reverseLookupEnsName({ address: '0xa' })
    const error = await register(api).catch((e) => e)
    expect(isLatchkeyError(error, 'ERROR_REGISTERING_NAME')).toBe(true)
    expect(error.message).toBe(text)
    await api.reverseLookupEnsName({ address: '0xa' })
    expect(paths(log)).toEqual(['/v1/profile/reverse/0xa', '/v1/profile/account'])
  })

  it('success: true forgets the address’s names and identity', async () => {
    const { handler, log } = catchAll((r) =>
      r.method === 'POST'
        ? HttpResponse.json({ success: true })
        : r.path.startsWith('/v1/identity')
          ? HttpResponse.json({ name: null, avatar: null })
          : HttpResponse.json([]),
    )
    server.use(handler)
    const api = client()
    await api.fetchIdentity({ address: '0xA' })
    expect(await register(api)).toEqual({ success: true })
    await api.fetchIdentity({ address: '0xa' })
    expect(paths(log)).toEqual(['/v1/identity/0xA', '/v1/profile/account', '/v1/identity/0xa'])
  })
})

describe('on-ramp fallbacks', () => {
  const usdc = CONSTANTS.ONRAMP_FALLBACK_OPTIONS.purchaseCurrencies[0]!
  const eth = CONSTANTS.ONRAMP_FALLBACK_OPTIONS.purchaseCurrencies[1]!
  const usd = CONSTANTS.ONRAMP_FALLBACK_OPTIONS.paymentCurrencies[0]!
  const eur = CONSTANTS.ONRAMP_FALLBACK_OPTIONS.paymentCurrencies[1]!

  it('serves the built-in options when the provider fails', async () => {
    server.use(catchAll(() => new HttpResponse(null, { status: 500 })).handler)
    const options = await client().getOnrampOptions()
    expect(options.fallback).toBe(true)
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    for (const currency of options.paymentCurrencies)
      expect(currency.payment_method_limits).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ])
    expect(options.purchaseCurrencies.map((c) => c.symbol)).toEqual(['USDC', 'ETH'])
    for (const currency of options.purchaseCurrencies)
      expect(currency.networks.map((n) => n.chain_id)).toEqual(['1', '137'])
    // A caller may edit its copy without touching the frozen defaults.
    options.paymentCurrencies.pop()
    expect(CONSTANTS.ONRAMP_FALLBACK_OPTIONS.paymentCurrencies).toHaveLength(2)
  })

  it('computes a mocked quote from the request when the provider fails', async () => {
    server.use(catchAll(() => new HttpResponse(null, { status: 502 })).handler)
    const api = client()
    const quote = await api.getOnrampQuote({
      purchaseCurrency: usdc,
      paymentCurrency: usd,
      amount: '100',
      network: 'ethereum',
    })
    expect(quote).toEqual({
      coinbaseFee: { amount: '1', currency: 'USD' },
      networkFee: { amount: '0', currency: 'USD' },
      paymentSubtotal: { amount: '99', currency: 'USD' },
      paymentTotal: { amount: '100', currency: 'USD' },
      purchaseAmount: { amount: '99', currency: 'USDC' },
      quoteId: 'mocked-USDC-USD-10000',
      mocked: true,
    })
    const other = await api.getOnrampQuote({
      purchaseCurrency: eth,
      paymentCurrency: eur,
      amount: 12.34,
      network: 'polygon',
    })
    expect(other).toMatchObject({
      coinbaseFee: { amount: '0.13', currency: 'EUR' },
      paymentSubtotal: { amount: '12.21', currency: 'EUR' },
      paymentTotal: { amount: '12.34', currency: 'EUR' },
      purchaseAmount: { currency: 'ETH' },
      mocked: true,
    })
  })

  it('raises a refusal of the request instead of mocking it', async () => {
    server.use(
      catchAll(() =>
        HttpResponse.json(
          {
            error: { code: 'INVALID_REQUEST', message: 'amount must be between 10.00 and 7500.00' },
          },
          { status: 400 },
        ),
      ).handler,
    )
    await expect(
      client().getOnrampQuote({
        purchaseCurrency: usdc,
        paymentCurrency: usd,
        amount: '5',
        network: 'ethereum',
      }),
    ).rejects.toThrow('HTTP status code: 400')
  })

  it('refuses a bad amount before any request', async () => {
    const { handler, log } = catchAll(() => HttpResponse.json({}))
    server.use(handler)
    for (const amount of [0, -5, 'ten', ''])
      expect(() =>
        client().getOnrampQuote({
          purchaseCurrency: usdc,
          paymentCurrency: usd,
          amount,
          network: 'ethereum',
        }),
      ).toThrow('Invalid amount')
    expect(log).toHaveLength(0)
  })
})

describe('abort', () => {
  it('passes a signal through and raises "Request was aborted" without fallbacks', async () => {
    server.use(catchAll(() => new Promise<Response>(() => undefined)).handler)
    const api = client()
    const controller = new AbortController()
    const options = api.getOnrampOptions({ signal: controller.signal })
    const names = api.lookupEnsName({ name: 'bob', signal: controller.signal })
    controller.abort()
    await expect(options).rejects.toThrow('Request was aborted')
    await expect(names).rejects.toThrow('Request was aborted')
  })
})

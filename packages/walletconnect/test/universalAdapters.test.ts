import {
  type AppKitOptions,
  type BlockchainApi,
  buildAppKitCore,
  isSwapSupported,
  providerRelayUrl,
} from '@latchkey/controllers'
import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Connectors from '@latchkey/controllers/connectors'
import * as Options from '@latchkey/controllers/options'
import * as Router from '@latchkey/controllers/router'
import { createManualClock, createMemoryStorage, type KeyValueStorage } from '@latchkey/core'
import {
  bitcoin,
  createTestCore,
  DESKTOP,
  EVM_ADDRESS,
  ethereum,
  optimism,
  polkadot,
  SOL_ADDRESS,
  START,
  sepolia,
  settle,
  solana,
} from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { universalProposal } from '../src'
import { createFakeUniversalProvider, type FakeSession } from './fakeUniversalProvider'

/** Basic mode's module, as createAppKit hands it to the core. */
const loadWalletConnect = () => import('../src/basic')

const DOT_ADDRESS = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'

/** What a wallet approving eip155 on Ethereum and OP, and Solana, answers. */
const APPROVED = {
  eip155: {
    chains: ['eip155:1', 'eip155:10'],
    accounts: [`eip155:1:${EVM_ADDRESS}`, `eip155:10:${EVM_ADDRESS}`],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: {
    chains: [solana.caipNetworkId],
    accounts: [`${solana.caipNetworkId}:${SOL_ADDRESS}`],
    methods: ['solana_signMessage'],
    events: [],
  },
}

function basicCore(
  options: {
    store?: { session?: FakeSession }
    storage?: KeyValueStorage
    networks?: AppKitOptions['networks']
    blockchainApi?: BlockchainApi
    environment?: AppKitOptions['environment']
    features?: AppKitOptions['features']
  } = {},
) {
  const fake = createFakeUniversalProvider(options.store)
  const storage = options.storage ?? createMemoryStorage()
  const clock = createManualClock(START)
  const core = buildAppKitCore({
    loadWalletConnect,
    projectId: 'test-project',
    networks: options.networks ?? [ethereum, optimism, sepolia, solana, polkadot],
    walletConnect: { relayUrl: 'ws://127.0.0.1:1/relay', loadProvider: fake.load },
    clock,
    storage,
    environment: options.environment ?? DESKTOP,
    logger: { error: vi.fn(), warn: vi.fn() },
    ...(options.blockchainApi ? { blockchainApi: options.blockchainApi } : {}),
    ...(options.features ? { features: options.features } : {}),
  })
  return { core, ctx: core.controllers, fake, storage, clock }
}

/** Connects as the QR view does, the wallet approving `namespaces` once the URI shows. */
async function connectBasic(t: ReturnType<typeof basicCore>, namespaces = APPROVED) {
  // Opening the modal loads basic mode's adapters.
  await t.core.open()
  const connector = Connectors.getWalletConnectConnector(t.ctx)
  if (!connector) throw new Error('no WalletConnect connector')
  const connecting = Connection.connect(t.ctx, { connectorId: connector.id })
  await vi.waitFor(() => expect(Connection.state(t.ctx).wcUri).toMatch(/^wc:/))
  t.fake.approve(namespaces)
  await connecting
}

describe('basic mode: one WalletConnect session for every namespace (SPEC §2, §4)', () => {
  it('binds one adapter per requested namespace behind one WALLET_CONNECT connector listing them all', async () => {
    const t = basicCore()
    // Their code loads on first need, not with the core.
    expect(t.ctx.adapters.list()).toEqual([])
    await t.core.open()
    expect(Router.state(t.ctx).view).toBe('ConnectingWalletConnectBasic')
    expect(t.ctx.adapters.list().map((a) => a.namespace)).toEqual(['eip155', 'solana', 'polkadot'])
    const connectors = Connectors.state(t.ctx).connectors
    expect(new Set(connectors.map((c) => c.id))).toEqual(new Set(['walletConnect']))
    expect(connectors.every((c) => c.type === 'WALLET_CONNECT')).toBe(true)
    expect(connectors[0]?.chains).toEqual(['eip155', 'solana', 'polkadot'])
    expect(Options.state(t.ctx).basic).toBe(true)
    // Nothing is loaded before a pairing is asked for.
    expect(t.fake.inits).toBe(0)
  })

  it('on a phone opens AllWallets; the wallet picked there pairs through the same session', async () => {
    const t = basicCore({ environment: { ...DESKTOP, isMobile: true, os: 'ios' } })
    await t.core.open()
    expect(Router.state(t.ctx).view).toBe('AllWallets')
    const wallet = { id: 'metamask', name: 'MetaMask', mobile_link: 'metamask://' }
    const connecting = Connection.connect(t.ctx, {
      connectorId: Connectors.getWalletConnectConnector(t.ctx)?.id ?? '',
      wallet: wallet as never,
    })
    await vi.waitFor(() => expect(Connection.state(t.ctx).wcUri).toMatch(/^wc:/))
    t.fake.approve(APPROVED)
    await connecting
    expect(Chain.connectedNamespaces(t.ctx).sort()).toEqual(['eip155', 'solana'])
    expect(Connection.state(t.ctx).recentWallets.map((w) => w.id)).toEqual(['metamask'])
  })

  it('proposes every requested network in one proposal, with each network RPC URL for reads', async () => {
    const t = basicCore()
    const connecting = connectBasic(t)
    await connecting
    const [proposal] = t.fake.proposals
    expect(proposal?.eip155?.chains).toEqual(['eip155:1', 'eip155:10', 'eip155:11155111'])
    expect(proposal?.eip155?.methods).toContain('personal_sign')
    expect(proposal?.eip155?.rpcMap).toEqual({
      1: 'http://127.0.0.1:8545',
      10: 'http://127.0.0.1:8546',
      11155111: 'http://127.0.0.1:8548',
    })
    expect(proposal?.solana?.chains).toEqual([solana.caipNetworkId])
    expect(proposal?.solana?.methods).toContain('solana_signMessage')
    expect(proposal?.polkadot?.chains).toEqual([polkadot.caipNetworkId])
    expect(
      universalProposal({ chains: ['eip155:1'], rpcMap: { 'eip155:1': 'http://x' } }).eip155
        ?.rpcMap,
    ).toEqual({ 1: 'http://x' })
    // The chain a connect asks for leads its namespace's list.
    expect(
      universalProposal({ chains: ['eip155:1', 'eip155:10'], rpcMap: {} }, 'eip155:10').eip155
        ?.chains,
    ).toEqual(['eip155:10', 'eip155:1'])
  })

  it('shows the pairing URI, then has an account in every namespace the wallet approved', async () => {
    const t = basicCore()
    await connectBasic(t)
    expect(Connection.state(t.ctx).status).toBe('connected')
    expect(Chain.getAccount(t.ctx, 'eip155')?.caipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(Chain.getAccount(t.ctx, 'solana')?.caipAddress).toBe(
      `${solana.caipNetworkId}:${SOL_ADDRESS}`,
    )
    // Asked for, not approved: stays disconnected.
    expect(Chain.isConnected(t.ctx, 'polkadot')).toBe(false)
    expect(Connectors.state(t.ctx).activeConnectorIds).toEqual({
      eip155: 'walletConnect',
      solana: 'walletConnect',
    })
    expect(Chain.getAccount(t.ctx, 'eip155')?.preferredAccountType).toBe('eoa')
    await t.core.open()
    expect(Router.state(t.ctx).view).toBe('Account')
  })

  it('a wallet approving only Solana connects Solana, though the QR view connects through eip155', async () => {
    const t = basicCore()
    await t.core.open()
    expect(Connectors.getWalletConnectConnector(t.ctx)?.chain).toBe('eip155')
    await connectBasic(t, { solana: APPROVED.solana } as unknown as typeof APPROVED)
    expect(Chain.connectedNamespaces(t.ctx)).toEqual(['solana'])
    expect(Chain.state(t.ctx).activeNamespace).toBe('solana')
    expect(t.fake.disconnects).toBe(0)
    expect(Connection.state(t.ctx).status).toBe('connected')
  })

  it('a wallet approving none of the requested namespaces leaves everything disconnected', async () => {
    const t = basicCore()
    await expect(
      connectBasic(t, {
        cosmos: { chains: ['cosmos:hub'], accounts: ['cosmos:hub:abc'], methods: [], events: [] },
      } as unknown as typeof APPROVED),
    ).rejects.toMatchObject({ code: 4100 })
    // The session holding nothing the app asked for is ended, not left open on the wallet.
    expect(t.fake.disconnects).toBe(1)
    expect(Chain.connectedNamespaces(t.ctx)).toEqual([])
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })

  it('connects polkadot too when the wallet approves it, reading each CAIP-10 account by its rule', async () => {
    const t = basicCore()
    await connectBasic(t, {
      ...APPROVED,
      polkadot: {
        chains: [polkadot.caipNetworkId],
        accounts: [
          // SS58 with one character changed: its checksum fails, the account is skipped.
          `${polkadot.caipNetworkId}:5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ`,
          `${polkadot.caipNetworkId}:${DOT_ADDRESS}`,
          'not-an-account',
        ],
        methods: ['polkadot_signMessage'],
        events: [],
      },
    } as typeof APPROVED)
    expect(Chain.getAccount(t.ctx, 'polkadot')?.address).toBe(DOT_ADDRESS)
    expect(Chain.getAccount(t.ctx, 'polkadot')?.allAccounts).toEqual([
      { address: DOT_ADDRESS, type: 'eoa' },
    ])
  })

  it('a disconnect of one namespace ends the one session and clears every namespace', async () => {
    const t = basicCore()
    await connectBasic(t)
    await t.core.disconnect('solana')
    expect(t.fake.disconnects).toBe(1)
    expect(Chain.isConnected(t.ctx, 'eip155')).toBe(false)
    expect(Chain.isConnected(t.ctx, 'solana')).toBe(false)
    expect(Connection.state(t.ctx).status).toBe('disconnected')
    expect(Connectors.state(t.ctx).activeConnectorIds).toEqual({})
  })

  it('a disconnect from the wallet side clears every namespace', async () => {
    const t = basicCore()
    await connectBasic(t)
    t.fake.walletDisconnects()
    await settle()
    expect(Chain.isConnected(t.ctx, 'eip155')).toBe(false)
    expect(Chain.isConnected(t.ctx, 'solana')).toBe(false)
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })

  it('an expired pairing gets a fresh URI on the next ask, and the wallet approving it connects both', async () => {
    const t = basicCore()
    await t.core.open()
    const connectorId = Connectors.getWalletConnectConnector(t.ctx)?.id ?? ''
    const first = Connection.connect(t.ctx, { connectorId })
    await vi.waitFor(() =>
      expect(Connection.state(t.ctx).wcUri).toBe(`wc:fake1@2?relay-protocol=irn&symKey=00`),
    )
    // SPEC §4: expired when 10 seconds or less of its 4 minutes remain.
    t.clock.advance(4 * 60_000 - 10_000)
    expect(Connection.isPairingExpired(t.ctx)).toBe(true)
    const second = Connection.connect(t.ctx, { connectorId })
    await vi.waitFor(() =>
      expect(Connection.state(t.ctx).wcUri).toBe(`wc:fake2@2?relay-protocol=irn&symKey=00`),
    )
    expect(t.fake.proposals).toHaveLength(2)
    t.fake.approve(APPROVED)
    await Promise.all([first, second])
    expect(Chain.connectedNamespaces(t.ctx).sort()).toEqual(['eip155', 'solana'])
  })

  it('follows a session update: a dropped namespace disconnects, a new account is taken up', async () => {
    const t = basicCore()
    await connectBasic(t)
    const other = '0x2222222222222222222222222222222222222222'
    t.fake.walletUpdates({
      eip155: { ...APPROVED.eip155, accounts: [`eip155:1:${other}`, `eip155:10:${other}`] },
    })
    await settle()
    expect(Chain.isConnected(t.ctx, 'solana')).toBe(false)
    expect(Chain.getAccount(t.ctx, 'eip155')?.caipAddress).toBe(`eip155:1:${other}`)
    expect(Connection.state(t.ctx).status).toBe('connected')
  })

  it('the session expiring clears every namespace', async () => {
    const t = basicCore()
    await connectBasic(t)
    t.fake.expire()
    await settle()
    expect(Chain.connectedNamespaces(t.ctx)).toEqual([])
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })

  it('a reload (new core, same storage and session store) restores both namespaces without pairing', async () => {
    const store: { session?: FakeSession } = {}
    const storage = createMemoryStorage()
    const first = basicCore({ store, storage })
    await connectBasic(first)
    first.core.destroy()

    const second = basicCore({ store, storage })
    await second.core.ready
    expect(Connection.state(second.ctx).status).toBe('connected')
    expect(Chain.getAccount(second.ctx, 'eip155')?.address).toBe(EVM_ADDRESS)
    expect(Chain.getAccount(second.ctx, 'solana')?.address).toBe(SOL_ADDRESS)
    expect(second.fake.proposals).toHaveLength(0)
    // One provider for both namespaces.
    expect(second.fake.inits).toBe(1)
  })

  it('a reload after the session ended restores nothing and ends disconnected', async () => {
    const store: { session?: FakeSession } = {}
    const storage = createMemoryStorage()
    const first = basicCore({ store, storage })
    await connectBasic(first)
    store.session = undefined
    const second = basicCore({ store, storage })
    await second.core.ready
    expect(Connection.state(second.ctx).status).toBe('disconnected')
    expect(Chain.isConnected(second.ctx, 'eip155')).toBe(false)
  })

  it('switches between approved chains without a prompt and refuses others', async () => {
    const t = basicCore()
    await connectBasic(t)
    await t.core.switchNetwork(optimism)
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(Chain.getAccount(t.ctx, 'eip155')?.caipAddress).toBe(`eip155:10:${EVM_ADDRESS}`)
    expect(t.fake.defaultChains.at(-1)).toBe('eip155:10')
    expect(t.fake.requests).toHaveLength(0)
    await expect(t.core.switchNetwork(sepolia)).rejects.toThrow('Chain is not supported')
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it('follows a chain and an account the wallet switches to', async () => {
    const t = basicCore()
    await connectBasic(t, {
      ...APPROVED,
      eip155: {
        ...APPROVED.eip155,
        accounts: [
          ...APPROVED.eip155.accounts,
          'eip155:10:0x2222222222222222222222222222222222222222',
        ],
      },
    })
    t.fake.walletEvent('eip155:1', 'chainChanged', 10)
    await settle()
    expect(Chain.getChain(t.ctx, 'eip155')?.caipNetwork?.caipNetworkId).toBe('eip155:10')
    t.fake.walletEvent('eip155:10', 'accountsChanged', [
      'eip155:10:0x2222222222222222222222222222222222222222',
    ])
    await settle()
    expect(Chain.getAccount(t.ctx, 'eip155')?.address).toBe(
      '0x2222222222222222222222222222222222222222',
    )
  })

  it('signs through the session with each namespace own method, and refuses where none is known', async () => {
    const t = basicCore()
    await connectBasic(t, {
      ...APPROVED,
      polkadot: {
        chains: [polkadot.caipNetworkId],
        accounts: [`${polkadot.caipNetworkId}:${DOT_ADDRESS}`],
        methods: ['polkadot_signMessage'],
        events: [],
      },
    } as typeof APPROVED)
    t.fake.answerWith((method) =>
      method === 'personal_sign' ? '0xsigned' : { signature: 'solsig' },
    )
    const evm = t.ctx.adapters.get('eip155')
    const sol = t.ctx.adapters.get('solana')
    const dot = t.ctx.adapters.get('polkadot')
    await expect(evm?.signMessage({ message: 'hi', address: EVM_ADDRESS })).resolves.toEqual({
      signature: '0xsigned',
    })
    expect(t.fake.requests[0]).toEqual({
      method: 'personal_sign',
      params: ['0x6869', EVM_ADDRESS],
      chain: 'eip155:1',
    })
    await expect(sol?.signMessage({ message: 'hi', address: SOL_ADDRESS })).resolves.toEqual({
      signature: 'solsig',
    })
    // 'hi' is 0x6869 = 26729 = 7*58^2 + 54*58 + 49 → base58 '8wr'
    expect(t.fake.requests[1]).toEqual({
      method: 'solana_signMessage',
      params: { message: '8wr', pubkey: SOL_ADDRESS },
      chain: solana.caipNetworkId,
    })
    await expect(dot?.signMessage({ message: 'hi', address: DOT_ADDRESS })).resolves.toEqual({
      signature: 'solsig',
    })
    expect(t.fake.requests[2]).toEqual({
      method: 'polkadot_signMessage',
      params: { address: DOT_ADDRESS, message: 'hi' },
      chain: polkadot.caipNetworkId,
    })
    await expect(
      sol?.transfer({ caipNetwork: solana, from: SOL_ADDRESS, to: SOL_ADDRESS, amount: 1n }),
    ).rejects.toThrow('Unsupported chain')
    expect(t.fake.requests).toHaveLength(3)
  })

  it('sends an eip155 transaction through the session; a user refusal comes out as 4001', async () => {
    const t = basicCore()
    await connectBasic(t)
    t.fake.answerWith(() => '0xhash')
    const evm = t.ctx.adapters.get('eip155')
    await expect(
      evm?.transfer({
        caipNetwork: ethereum,
        from: EVM_ADDRESS,
        to: EVM_ADDRESS,
        amount: 1000n,
      }),
    ).resolves.toEqual({ hash: '0xhash' })
    expect(t.fake.requests[0]).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: EVM_ADDRESS, to: EVM_ADDRESS, value: '0x3e8' }],
      chain: 'eip155:1',
    })
    t.fake.answerWith(() => {
      throw Object.assign(new Error('User rejected.'), { code: 5000 })
    })
    await expect(
      evm?.transfer({
        caipNetwork: ethereum,
        from: EVM_ADDRESS,
        to: EVM_ADDRESS,
        amount: 1n,
      }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('refuses a method the wallet did not approve without asking it', async () => {
    const t = basicCore()
    await connectBasic(t, {
      ...APPROVED,
      solana: { ...APPROVED.solana, methods: [] },
    })
    await expect(
      t.ctx.adapters.get('solana')?.signMessage({ message: 'hi', address: SOL_ADDRESS }),
    ).rejects.toMatchObject({ code: 4200 })
    expect(t.fake.requests).toHaveLength(0)
  })

  it('reads the native balance through the provider blockchain API, and leaves it empty without one', async () => {
    const api = {
      // The provider serves eip155 chains only: no Solana balance is asked for.
      fetchSupportedChains: async () => ({ http: ['eip155:1', 'eip155:10'], ws: [] }),
      getBalance: vi.fn(async ({ chainId }: { chainId: string }) => ({
        balances: [
          {
            name: 'Ether',
            symbol: 'ETH',
            chainId,
            value: 0,
            price: 0,
            quantity: { decimals: '18', numeric: '1.25' },
            iconUrl: '',
          },
        ],
      })),
    } as unknown as BlockchainApi
    const t = basicCore({ blockchainApi: api })
    await connectBasic(t)
    await vi.waitFor(() => expect(Chain.getAccount(t.ctx, 'eip155')?.balance).toBe('1.25'))
    expect(Chain.getAccount(t.ctx, 'eip155')?.balanceSymbol).toBe('ETH')
    expect(vi.mocked(api.getBalance).mock.calls.map(([call]) => call.chainId)).toEqual(['eip155:1'])
    expect(Chain.getAccount(t.ctx, 'solana')?.balance).toBeUndefined()

    const bare = basicCore()
    await connectBasic(bare)
    await settle()
    expect(Chain.getAccount(bare.ctx, 'eip155')?.balance).toBeUndefined()
    expect(Chain.getAccount(bare.ctx, 'solana')?.balance).toBeUndefined()
  })

  it('gives the host the universal provider; a core with adapters has none', async () => {
    const t = basicCore()
    expect(await t.core.getUniversalProvider()).toBeDefined()
    expect(t.fake.inits).toBe(1)
    const withAdapters = createTestCore()
    expect(await withAdapters.core.getUniversalProvider()).toBeUndefined()
    expect(Options.state(withAdapters.ctx).basic).toBe(false)
  })

  it('a refused proposal leaves every namespace disconnected', async () => {
    const t = basicCore()
    await t.core.open()
    const connector = Connectors.getWalletConnectConnector(t.ctx)
    const connecting = Connection.connect(t.ctx, { connectorId: connector?.id ?? '' })
    await vi.waitFor(() => expect(Connection.state(t.ctx).wcUri).toMatch(/^wc:/))
    t.fake.reject(Object.assign(new Error('User rejected.'), { code: 5000 }))
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(Connection.state(t.ctx).status).toBe('disconnected')
    expect(Chain.connectedNamespaces(t.ctx)).toEqual([])
  })

  it('derives the relay from the provider URL: <provider>/relay over ws(s)', async () => {
    expect(providerRelayUrl('http://127.0.0.1:4400')).toBe('ws://127.0.0.1:4400/relay')
    expect(providerRelayUrl('https://api.example.com/base/')).toBe(
      'wss://api.example.com/base/relay',
    )
    expect(providerRelayUrl('javascript:alert(1)')).toBeUndefined()
    expect(providerRelayUrl(undefined)).toBeUndefined()
    const core = buildAppKitCore({
      loadWalletConnect,
      networks: [ethereum],
      apiUrl: 'http://127.0.0.1:4400',
      storage: createMemoryStorage(),
      logger: { error: vi.fn(), warn: vi.fn() },
      environment: DESKTOP,
    })
    await core.open()
    expect(Connectors.getWalletConnectConnector(core.controllers)?.id).toBe('walletConnect')
    // Without a relay, or with WalletConnect off, there is no basic mode to load.
    const off = buildAppKitCore({
      loadWalletConnect,
      networks: [ethereum],
      apiUrl: 'http://127.0.0.1:4400',
      enableWalletConnect: false,
      storage: createMemoryStorage(),
      logger: { error: vi.fn(), warn: vi.fn() },
      environment: DESKTOP,
    })
    await off.open()
    expect(off.controllers.adapters.list()).toEqual([])
    expect(await off.getUniversalProvider()).toBeUndefined()
  })
})

describe('a namespace no adapter of ours serves yet, through basic mode', () => {
  const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

  it('connects a Bitcoin account the wallet approves, by its profile alone', async () => {
    const t = basicCore({ networks: [bitcoin, ethereum] })
    await t.core.open()
    expect(t.ctx.adapters.list().map((a) => a.namespace)).toEqual(['bip122', 'eip155'])
    const connecting = Connection.connect(t.ctx, {
      connectorId: Connectors.getWalletConnectConnector(t.ctx)?.id ?? '',
    })
    await vi.waitFor(() => expect(Connection.state(t.ctx).wcUri).toMatch(/^wc:/))
    // The proposal asked for bip122 with its profile's methods and events.
    const proposal = t.fake.proposals[0]
    expect(proposal?.bip122).toMatchObject({
      chains: [bitcoin.caipNetworkId],
      methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
    })
    t.fake.approve({
      bip122: {
        chains: [bitcoin.caipNetworkId],
        accounts: [`${bitcoin.caipNetworkId}:${BTC_ADDRESS}`],
        methods: ['signMessage', 'sendTransfer'],
        events: [],
      },
    })
    await connecting
    expect(Chain.getAccount(t.ctx, 'bip122')?.caipAddress).toBe(
      `${bitcoin.caipNetworkId}:${BTC_ADDRESS}`,
    )
    // The WalletConnect half of the bip122 profile: a payment account (§3).
    expect(Chain.getAccount(t.ctx, 'bip122')?.allAccounts).toEqual([
      { address: BTC_ADDRESS, type: 'payment' },
    ])
    expect(Chain.isConnected(t.ctx, 'eip155')).toBe(false)
    // No message-signing request is defined for bip122 yet: refused before asking the wallet.
    await expect(
      t.ctx.adapters
        .get(bitcoin.chainNamespace)
        ?.signMessage({ message: 'hi', address: BTC_ADDRESS }),
    ).rejects.toThrow('Unsupported chain')
    expect(t.fake.requests).toEqual([])
  })
})

describe('swaps in basic mode (SPEC §9 swap networks; the transaction is a session request)', () => {
  it('offers swaps on Ethereum and sends the prepared transaction with its call data to the wallet', async () => {
    // Swaps need a provider: without one they are off unless the host turns them on (issue 17).
    const t = basicCore({ features: { swaps: true } })
    await connectBasic(t)
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(isSwapSupported(t.ctx)).toBe(true)
    t.fake.answerWith(() => `0x${'c'.repeat(64)}`)
    const evm = t.ctx.adapters.get(ethereum.chainNamespace)?.evm
    await expect(
      evm?.sendTransaction({
        caipNetwork: ethereum,
        from: EVM_ADDRESS,
        to: EVM_ADDRESS,
        value: 0n,
        data: '0x095ea7b3',
        gasPrice: 1_000_000_000n,
      }),
    ).resolves.toEqual({ hash: `0x${'c'.repeat(64)}` })
    expect(t.fake.requests.at(-1)).toEqual({
      method: 'eth_sendTransaction',
      params: [
        {
          from: EVM_ADDRESS,
          to: EVM_ADDRESS,
          value: '0x0',
          data: '0x095ea7b3',
          gasPrice: '0x3b9aca00',
        },
      ],
      chain: 'eip155:1',
    })
    // Solana's basic adapter has no EVM part: no swaps there.
    expect(t.ctx.adapters.get(solana.chainNamespace)?.evm).toBeUndefined()
  })
})

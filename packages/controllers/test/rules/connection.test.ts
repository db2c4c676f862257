import { createMemoryStorage } from '@latchkey/core'
import {
  connectEvm,
  createTestCore,
  EVM_ADDRESS,
  EVM_OTHER,
  SOL_ADDRESS,
  sepolia,
  settle,
  solana,
} from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { STORE_KEY, type StoredState } from '../../src'

const wallet = (id: string) => ({ id, name: id })
const stored = (storage: { get(key: string): unknown }) =>
  storage.get(STORE_KEY) as StoredState | undefined

describe('connection status (SPEC §4)', () => {
  it('goes disconnected, connecting, connected', async () => {
    const t = createTestCore()
    const seen: string[] = [t.ctx.connection.state.status]
    const pending = t.ctx.connection.connect({ connectorId: t.evmWallet.id })
    seen.push(t.ctx.connection.state.status)
    await pending
    seen.push(t.ctx.connection.state.status)
    expect(seen).toEqual(['disconnected', 'connecting', 'connected'])
    expect(t.ctx.chain.getAccount('eip155')?.caipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(t.evmWallet.connected).toBe(true)
  })

  it('falls back to disconnected when the user refuses', async () => {
    const t = createTestCore()
    t.evmWallet.refuseNext('connect')
    await expect(t.ctx.connection.connect({ connectorId: t.evmWallet.id })).rejects.toMatchObject({
      code: 4001,
    })
    expect(t.ctx.connection.state.status).toBe('disconnected')
    expect(t.ctx.chain.isConnected()).toBe(false)
  })

  it("an unknown connector raises 'Adapter not found' before the status moves", async () => {
    const t = createTestCore()
    const events: string[] = []
    t.core.subscribeEvents((e) => events.push(e.event))
    await expect(t.ctx.connection.connect({ connectorId: 'nowhere' })).rejects.toThrowError(
      expect.objectContaining({ code: 'ADAPTER_NOT_FOUND', message: 'Adapter not found' }),
    )
    expect(t.ctx.connection.state.status).toBe('disconnected')
    expect(stored(t.storage)).toBeUndefined()
    expect(t.ctx.connection.state.connectingConnectorId).toBeUndefined()
    expect(events).not.toContain('CONNECT_STARTED')
  })

  it('reset clears pairing URI, expiry, link, recent wallet, transactions and the stored deep link', async () => {
    // A pairing on show, no wallet yet: status reads connecting until the reset.
    const t = createTestCore({ approval: 'manual' })
    void t.ctx.connection
      .connect({ connectorId: 'walletConnect', namespace: 'eip155' })
      .catch(() => undefined)
    await vi.waitFor(() => expect(t.ctx.connection.state.wcUri).toMatch(/^wc:/))
    expect(t.ctx.connection.state.status).toBe('connecting')
    t.ctx.connection.setWcLinking({ href: 'https://wallet.test/wc', name: 'Wallet' })
    t.ctx.connection.setRecentWallet(wallet('w1'))
    t.ctx.transactions.state.transactions = [
      {
        id: 'x',
        metadata: {
          minedAt: '',
          chain: 'eip155:1',
          operationType: '',
          status: '',
          sentFrom: '',
          sentTo: '',
        },
        transfers: [],
      },
    ]
    expect(stored(t.storage)?.deepLink).toEqual({ href: 'https://wallet.test/wc', name: 'Wallet' })

    t.ctx.connection.resetWcConnection()
    const s = t.ctx.connection.state
    expect([s.wcUri, s.wcPairingExpiry, s.wcLinking, s.recentWallet]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expect(s.status).toBe('disconnected')
    expect(t.ctx.transactions.state.transactions).toEqual([])
    expect(stored(t.storage)?.deepLink).toBeUndefined()
  })
})

describe('pairing expiry (SPEC §4)', () => {
  it('expires 4 minutes after the URI is set and counts as expired within 10 s', () => {
    const t = createTestCore()
    expect(t.ctx.connection.isPairingExpired()).toBe(true)
    t.ctx.connection.setUri('wc:abc@2')
    expect(t.ctx.connection.state.wcPairingExpiry).toBe(t.clock.now() + 240_000)
    t.clock.advance(229_999)
    expect(t.ctx.connection.isPairingExpired()).toBe(false)
    t.clock.advance(1)
    expect(t.ctx.connection.isPairingExpired()).toBe(true)
  })

  it('counts from when a URI was first set, not from when the same URI is shown again', () => {
    const t = createTestCore()
    t.ctx.connection.setUri('wc:abc@2')
    const expiry = t.ctx.connection.state.wcPairingExpiry
    t.clock.advance(200_000)
    // The QR view reopened: the connector hands over the pairing it still has.
    t.ctx.connection.setUri('wc:abc@2')
    expect(t.ctx.connection.state.wcPairingExpiry).toBe(expiry)
    t.clock.advance(30_000)
    expect(t.ctx.connection.isPairingExpired()).toBe(true)
    // A fresh pairing gets a life of its own.
    t.ctx.connection.setUri('wc:def@2')
    expect(t.ctx.connection.state.wcPairingExpiry).toBe(t.clock.now() + 240_000)
    expect(t.ctx.connection.isPairingExpired()).toBe(false)
  })
})

describe('start-up restore (SPEC §4)', () => {
  it('turns a stored connected into connecting, then syncs with the wallet', async () => {
    const storage = createMemoryStorage()
    const first = createTestCore({ storage })
    await connectEvm(first)
    expect(stored(storage)?.namespaces.eip155).toEqual({
      connectorId: 'io.latchkey.testwallet',
      networkId: 'eip155:1',
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
    })

    // A page reload: a new core over the same storage and the same wallet.
    const second = createTestCore({ storage, persistedWallets: ['eip155/io.latchkey.testwallet'] })
    expect(second.ctx.connection.state.status).toBe('connecting')
    await second.core.ready
    expect(second.ctx.connection.state.status).toBe('connected')
    expect(second.ctx.chain.getAccount('eip155')?.address).toBe(EVM_ADDRESS)
  })

  it('a failed sync ends disconnected and forgets the connector', async () => {
    const storage = createMemoryStorage()
    await connectEvm(createTestCore({ storage }))
    const next = createTestCore({
      storage,
      persistedWallets: ['eip155/io.latchkey.testwallet'],
      prepare: ({ evmWallet }) => evmWallet.refuseNext('sync', new Error('wallet locked')),
    })
    await next.core.ready
    expect(next.ctx.connection.state.status).toBe('disconnected')
    expect(next.ctx.connectors.state.activeConnectorIds.eip155).toBeUndefined()
    expect(next.ctx.chain.isConnected('eip155')).toBe(false)
  })

  it('a failed sync keeps the stored network, as a disconnect keeps it (issue 33)', async () => {
    const storage = createMemoryStorage()
    const first = createTestCore({ storage, defaultNetwork: sepolia })
    await connectEvm(first)
    await first.core.switchNetwork('eip155:10')
    expect(stored(storage)?.namespaces.eip155?.networkId).toBe('eip155:10')

    const next = createTestCore({
      storage,
      defaultNetwork: sepolia,
      persistedWallets: ['eip155/io.latchkey.testwallet'],
      prepare: ({ evmWallet }) => evmWallet.refuseNext('sync', new Error('wallet locked')),
    })
    await next.core.ready
    expect(next.ctx.connection.state.status).toBe('disconnected')
    expect(next.ctx.chain.getChain('eip155')?.caipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(next.ctx.chain.state.activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it('a wallet without the session ends disconnected', async () => {
    const storage = createMemoryStorage()
    await connectEvm(createTestCore({ storage }))
    const next = createTestCore({ storage })
    await next.core.ready
    expect(next.ctx.connection.state.status).toBe('disconnected')
  })

  it('a stored disconnected (the previous version) clears the address cache', async () => {
    const storage = createMemoryStorage()
    storage.set('connection-status', 'disconnected')
    storage.set('active-connector-ids', { eip155: 'io.latchkey.testwallet' })
    storage.set('address-cache', { eip155: `eip155:1:${EVM_ADDRESS}` })
    const t = createTestCore({ storage, persistedWallets: ['eip155/io.latchkey.testwallet'] })
    await t.core.ready
    expect(storage.get('address-cache')).toBeUndefined()
    expect(stored(storage)?.namespaces).toEqual({})
    expect(t.ctx.connection.state.status).toBe('disconnected')
  })

  it('a reload while another namespace of the session still syncs restores the one that stood', async () => {
    const storage = createMemoryStorage()
    const first = createTestCore({ storage })
    const solanaAdapter = first.ctx.adapters.get('solana')
    if (!solanaAdapter) throw new Error('no solana adapter')
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const sync = solanaAdapter.syncConnection.bind(solanaAdapter)
    vi.spyOn(solanaAdapter, 'syncConnection').mockImplementation(async (params) => {
      await gate
      return sync(params)
    })
    const connecting = first.ctx.connection.connect({
      connectorId: 'walletConnect',
      namespace: 'eip155',
    })
    await vi.waitFor(() => expect(first.ctx.chain.isConnected('eip155')).toBe(true))
    expect(first.ctx.chain.isConnected('solana')).toBe(false)
    expect(stored(storage)?.namespaces.eip155?.connectorId).toBe('walletConnect')

    // The page reloads before the Solana half has answered.
    const second = createTestCore({
      storage,
      persistedWallets: ['eip155/walletConnect', 'solana/walletConnect'],
    })
    await second.core.ready
    expect(second.ctx.connection.state.status).toBe('connected')
    expect(second.ctx.chain.state.activeCaipAddress).toBe(`eip155:1:${EVM_OTHER}`)
    release()
    await connecting
  })

  it("a stored 'connecting' (the previous version) over a connection that stood restores it; with none it clears", async () => {
    const storage = createMemoryStorage()
    // A reload while a second wallet was being connected (that connect stored 'connecting').
    storage.set('connection-status', 'connecting')
    storage.set('active-connector-ids', { eip155: 'io.latchkey.testwallet' })
    const next = createTestCore({ storage, persistedWallets: ['eip155/io.latchkey.testwallet'] })
    await next.core.ready
    expect(next.ctx.connection.state.status).toBe('connected')
    expect(next.ctx.chain.getAccount('eip155')?.address).toBe(EVM_ADDRESS)

    const empty = createMemoryStorage()
    empty.set('connection-status', 'connecting')
    empty.set('address-cache', { eip155: `eip155:1:${EVM_ADDRESS}` })
    const fresh = createTestCore({ storage: empty })
    await fresh.core.ready
    expect(fresh.ctx.connection.state.status).toBe('disconnected')
    expect(empty.get('address-cache')).toBeUndefined()
    expect(stored(empty)?.namespaces).toEqual({})
  })

  it('keeps the stored active namespace when a WalletConnect session restores several', async () => {
    const storage = createMemoryStorage()
    const first = createTestCore({ storage })
    await first.ctx.connection.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
    expect(first.ctx.chain.connectedNamespaces()).toEqual(['eip155', 'solana'])
    expect(stored(storage)?.activeNamespace).toBe('eip155')
    expect(stored(storage)?.namespaces.eip155?.networkId).toBe('eip155:1')

    const second = createTestCore({
      storage,
      persistedWallets: ['eip155/walletConnect', 'solana/walletConnect'],
    })
    await second.core.ready
    expect(second.ctx.chain.connectedNamespaces()).toEqual(['eip155', 'solana'])
    expect(second.ctx.chain.state.activeNamespace).toBe('eip155')
    expect(second.ctx.chain.state.activeCaipAddress).toBe(`eip155:1:${EVM_OTHER}`)
  })

  it('without a stored network, makes the first requested namespace that restored active', async () => {
    const storage = createMemoryStorage()
    await createTestCore({ storage }).ctx.connection.connect({
      connectorId: 'walletConnect',
      namespace: 'eip155',
    })
    const withNetwork = stored(storage)
    storage.set(STORE_KEY, { ...withNetwork, activeNamespace: undefined })
    const second = createTestCore({
      storage,
      persistedWallets: ['eip155/walletConnect', 'solana/walletConnect'],
    })
    await second.core.ready
    expect(second.ctx.chain.connectedNamespaces()).toEqual(['eip155', 'solana'])
    expect(second.ctx.chain.state.activeNamespace).toBe('eip155')
  })

  it('makes the first restored namespace active when the stored one did not restore', async () => {
    const storage = createMemoryStorage()
    const first = createTestCore({ storage })
    await first.ctx.connection.connect({ connectorId: first.solWallet.id, namespace: 'solana' })
    await connectEvm(first)
    expect(stored(storage)?.activeNamespace).toBe('eip155')

    const second = createTestCore({
      storage,
      persistedWallets: ['solana/sol.test.wallet'],
    })
    await second.core.ready
    expect(second.ctx.chain.connectedNamespaces()).toEqual(['solana'])
    expect(second.ctx.chain.state.activeNamespace).toBe('solana')
    expect(second.ctx.chain.state.activeCaipAddress).toBe(`${solana.caipNetworkId}:${SOL_ADDRESS}`)
  })

  it('restores the stored active network', async () => {
    const storage = createMemoryStorage()
    storage.set(STORE_KEY, {
      version: 1,
      activeNamespace: 'eip155',
      namespaces: { eip155: { networkId: 'eip155:10' } },
      recentWallets: [],
    })
    const t = createTestCore({ storage })
    await t.core.ready
    expect(t.ctx.chain.state.activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
  })
})

describe('recent wallets (SPEC §3)', () => {
  it('keeps at most 2, newest first, persisted across cores', async () => {
    const storage = createMemoryStorage()
    const t = createTestCore({ storage })
    t.ctx.connection.setRecentWallet(wallet('a'))
    t.ctx.connection.setRecentWallet(wallet('b'))
    t.ctx.connection.setRecentWallet(wallet('a'))
    t.ctx.connection.setRecentWallet(wallet('c'))
    expect(t.ctx.connection.state.recentWallets.map((w) => w.id)).toEqual(['c', 'a'])
    const next = createTestCore({ storage })
    expect(next.ctx.connection.state.recentWallets.map((w) => w.id)).toEqual(['c', 'a'])
  })

  it('reads back at most 2 from storage, whatever was written there', async () => {
    const storage = createMemoryStorage()
    const store = {
      version: 1,
      namespaces: {},
      recentWallets: [wallet('x'), wallet('y'), wallet('z')],
    }
    storage.set(STORE_KEY, store)
    const t = createTestCore({ storage })
    await t.core.ready
    expect(t.ctx.connection.state.recentWallets.map((w) => w.id)).toEqual(['x', 'y'])
    storage.set(STORE_KEY, { ...store, recentWallets: 'not a list' })
    const next = createTestCore({ storage })
    await next.core.ready
    expect(next.ctx.connection.state.recentWallets).toEqual([])
  })

  it('records the wallet picked when connecting', async () => {
    const t = createTestCore()
    await t.ctx.connection.connect({ connectorId: t.evmWallet.id, wallet: wallet('registry-id') })
    await settle()
    expect(t.ctx.connection.state.recentWallets.map((w) => w.id)).toEqual(['registry-id'])
  })
})

describe('connection status is derived, never set (issue 34)', () => {
  it("the wallet's own disconnect of the last namespace reads disconnected; of one of two, connected", async () => {
    const t = createTestCore()
    await t.ctx.connection.connect({ connectorId: t.solWallet.id, namespace: 'solana' })
    await connectEvm(t)
    expect(t.ctx.connection.state.status).toBe('connected')
    t.evm.emit('disconnect', { connectorId: t.evmWallet.id })
    expect(t.ctx.connection.state.status).toBe('connected')
    expect(t.ctx.chain.getAccount('eip155')?.status).toBe('disconnected')
    expect(t.ctx.chain.getAccount('solana')?.status).toBe('connected')
    await t.core.disconnect('solana')
    expect(t.ctx.connection.state.status).toBe('disconnected')
    expect(t.core.getState().status).toBe('disconnected')
  })

  it('a stored session reads connecting while it syncs, then what the accounts say', async () => {
    const storage = createMemoryStorage()
    await connectEvm(createTestCore({ storage }))
    const next = createTestCore({ storage, persistedWallets: ['eip155/io.latchkey.testwallet'] })
    const seen: string[] = [next.ctx.connection.state.status]
    next.core.subscribeState((state) => seen.push(state.status))
    await next.core.ready
    expect(next.ctx.connection.state.restoring).toBe(false)
    expect(seen[0]).toBe('connecting')
    expect(seen.at(-1)).toBe('connected')
    expect(seen).not.toContain('disconnected')
  })
})

describe('the stored state follows the store (issue 34)', () => {
  it('a first visit that does nothing stores nothing; its first connection is stored at once', async () => {
    const storage = createMemoryStorage()
    const t = createTestCore({ storage })
    await t.core.ready
    t.ctx.modal.state.open = true
    expect(storage.get(STORE_KEY)).toBeUndefined()
    await connectEvm(t)
    expect(stored(storage)).toEqual({
      version: 1,
      activeNamespace: 'eip155',
      namespaces: {
        eip155: {
          connectorId: 'io.latchkey.testwallet',
          networkId: 'eip155:1',
          caipAddress: `eip155:1:${EVM_ADDRESS}`,
        },
      },
      recentWallets: [],
    })
  })
})

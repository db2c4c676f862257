import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Connectors from '@latchkey/controllers/connectors'
import * as Modal from '@latchkey/controllers/modal'
import * as Transactions from '@latchkey/controllers/transactions'
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
    const seen: string[] = [Connection.state(t.ctx).status]
    const pending = Connection.connect(t.ctx, { connectorId: t.evmWallet.id })
    seen.push(Connection.state(t.ctx).status)
    await pending
    seen.push(Connection.state(t.ctx).status)
    expect(seen).toEqual(['disconnected', 'connecting', 'connected'])
    expect(Chain.getAccount(t.ctx, 'eip155')?.caipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(t.evmWallet.connected).toBe(true)
  })

  it('falls back to disconnected when the user refuses', async () => {
    const t = createTestCore()
    t.evmWallet.refuseNext('connect')
    await expect(Connection.connect(t.ctx, { connectorId: t.evmWallet.id })).rejects.toMatchObject({
      code: 4001,
    })
    expect(Connection.state(t.ctx).status).toBe('disconnected')
    expect(Chain.isConnected(t.ctx)).toBe(false)
  })

  it("an unknown connector raises 'Adapter not found' before the status moves", async () => {
    const t = createTestCore()
    const events: string[] = []
    t.core.subscribeEvents((e) => events.push(e.event))
    await expect(Connection.connect(t.ctx, { connectorId: 'nowhere' })).rejects.toThrowError(
      expect.objectContaining({ code: 'ADAPTER_NOT_FOUND', message: 'Adapter not found' }),
    )
    expect(Connection.state(t.ctx).status).toBe('disconnected')
    expect(stored(t.storage)).toBeUndefined()
    expect(Connection.state(t.ctx).connectingConnectorId).toBeUndefined()
    expect(events).not.toContain('CONNECT_STARTED')
  })

  it('reset clears pairing URI, expiry, link, recent wallet, transactions and the stored deep link', async () => {
    // A pairing on show, no wallet yet: status reads connecting until the reset.
    const t = createTestCore({ approval: 'manual' })
    void Connection.connect(t.ctx, { connectorId: 'walletConnect', namespace: 'eip155' }).catch(
      () => undefined,
    )
    await vi.waitFor(() => expect(Connection.state(t.ctx).wcUri).toMatch(/^wc:/))
    expect(Connection.state(t.ctx).status).toBe('connecting')
    Connection.setWcLinking(t.ctx, { href: 'https://wallet.test/wc', name: 'Wallet' })
    Connection.setRecentWallet(t.ctx, wallet('w1'))
    Transactions.state(t.ctx).transactions = [
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

    Connection.resetWcConnection(t.ctx)
    const s = Connection.state(t.ctx)
    expect([s.wcUri, s.wcPairingExpiry, s.wcLinking, s.recentWallet]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expect(s.status).toBe('disconnected')
    expect(Transactions.state(t.ctx).transactions).toEqual([])
    expect(stored(t.storage)?.deepLink).toBeUndefined()
  })
})

describe('the deep-link choice where WalletConnect’s client reads it (SPEC §3)', () => {
  // What @walletconnect/sign-client reads, in a browser, before each request it sends: the
  // localStorage key WALLETCONNECT_DEEPLINK_CHOICE holding `{ href, name }`.
  const KEY = 'WALLETCONNECT_DEEPLINK_CHOICE'
  function browserStorage(initial: Record<string, string> = {}) {
    const items = new Map(Object.entries(initial))
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, String(value)),
      removeItem: (key: string) => void items.delete(key),
    })
    return items
  }

  /** A returning visitor's core, over a stored state holding `deepLink`. */
  async function reloadedWith(deepLink: { href: string; name: string }) {
    const storage = createMemoryStorage()
    storage.set(STORE_KEY, { version: 1, namespaces: {}, recentWallets: [], deepLink })
    const t = createTestCore({ storage })
    await t.core.ready
    return t
  }

  it('is written when the visitor opens a wallet by its link, and removed on reset', async () => {
    const items = browserStorage()
    try {
      const t = createTestCore({ approval: 'manual' })
      void Connection.connect(t.ctx, { connectorId: 'walletConnect', namespace: 'eip155' }).catch(
        () => undefined,
      )
      await vi.waitFor(() => expect(Connection.state(t.ctx).wcUri).toMatch(/^wc:/))
      Connection.setWcLinking(t.ctx, { href: 'metamask://', name: 'MetaMask' })
      await vi.waitFor(() => expect(items.get(KEY)).toBeDefined())
      expect(JSON.parse(items.get(KEY)!)).toEqual({ href: 'metamask://', name: 'MetaMask' })
      Connection.resetWcConnection(t.ctx)
      await vi.waitFor(() => expect(items.has(KEY)).toBe(false))
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('after a reload the choice the page before wrote stays, and a reset removes it', async () => {
    const choice = JSON.stringify({ href: 'metamask://', name: 'MetaMask' })
    const items = browserStorage({ [KEY]: choice })
    try {
      const t = await reloadedWith({ href: 'metamask://', name: 'MetaMask' })
      expect(Connection.state(t.ctx).wcLinking).toEqual({ href: 'metamask://', name: 'MetaMask' })
      expect(items.get(KEY)).toBe(choice)
      Connection.resetWcConnection(t.ctx)
      await vi.waitFor(() => expect(items.has(KEY)).toBe(false))
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('a choice kept with its pairing (earlier releases) is read as the wallet’s link', async () => {
    const t = await reloadedWith({ href: 'metamask://wc?uri=wc%3Aabc%402', name: 'MetaMask' })
    expect(Connection.state(t.ctx).wcLinking).toEqual({ href: 'metamask://', name: 'MetaMask' })
  })

  it('leaves alone a choice this page did not write, and keeps no unchecked link', async () => {
    const theirs = JSON.stringify({ href: 'trust://', name: 'Trust' })
    const items = browserStorage({ [KEY]: theirs })
    try {
      const t = await reloadedWith({ href: 'javascript:alert(1)//', name: 'Evil' })
      expect(Connection.state(t.ctx).wcLinking).toBeUndefined()
      Connection.resetWcConnection(t.ctx)
      await settle()
      expect(items.get(KEY)).toBe(theirs)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('pairing expiry (SPEC §4)', () => {
  it('expires 4 minutes after the URI is set and counts as expired within 10 s', () => {
    const t = createTestCore()
    expect(Connection.isPairingExpired(t.ctx)).toBe(true)
    Connection.setUri(t.ctx, 'wc:abc@2')
    expect(Connection.state(t.ctx).wcPairingExpiry).toBe(t.clock.now() + 240_000)
    t.clock.advance(229_999)
    expect(Connection.isPairingExpired(t.ctx)).toBe(false)
    t.clock.advance(1)
    expect(Connection.isPairingExpired(t.ctx)).toBe(true)
  })

  it('counts from when a URI was first set, not from when the same URI is shown again', () => {
    const t = createTestCore()
    Connection.setUri(t.ctx, 'wc:abc@2')
    const expiry = Connection.state(t.ctx).wcPairingExpiry
    t.clock.advance(200_000)
    // The QR view reopened: the connector hands over the pairing it still has.
    Connection.setUri(t.ctx, 'wc:abc@2')
    expect(Connection.state(t.ctx).wcPairingExpiry).toBe(expiry)
    t.clock.advance(30_000)
    expect(Connection.isPairingExpired(t.ctx)).toBe(true)
    // A fresh pairing gets a life of its own.
    Connection.setUri(t.ctx, 'wc:def@2')
    expect(Connection.state(t.ctx).wcPairingExpiry).toBe(t.clock.now() + 240_000)
    expect(Connection.isPairingExpired(t.ctx)).toBe(false)
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
    expect(Connection.state(second.ctx).status).toBe('connecting')
    await second.core.ready
    expect(Connection.state(second.ctx).status).toBe('connected')
    expect(Chain.getAccount(second.ctx, 'eip155')?.address).toBe(EVM_ADDRESS)
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
    expect(Connection.state(next.ctx).status).toBe('disconnected')
    expect(Connectors.state(next.ctx).activeConnectorIds.eip155).toBeUndefined()
    expect(Chain.isConnected(next.ctx, 'eip155')).toBe(false)
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
    expect(Connection.state(next.ctx).status).toBe('disconnected')
    expect(Chain.getChain(next.ctx, 'eip155')?.caipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(Chain.state(next.ctx).activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it('a wallet without the session ends disconnected', async () => {
    const storage = createMemoryStorage()
    await connectEvm(createTestCore({ storage }))
    const next = createTestCore({ storage })
    await next.core.ready
    expect(Connection.state(next.ctx).status).toBe('disconnected')
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
    expect(Connection.state(t.ctx).status).toBe('disconnected')
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
    const connecting = Connection.connect(first.ctx, {
      connectorId: 'walletConnect',
      namespace: 'eip155',
    })
    await vi.waitFor(() => expect(Chain.isConnected(first.ctx, 'eip155')).toBe(true))
    expect(Chain.isConnected(first.ctx, 'solana')).toBe(false)
    expect(stored(storage)?.namespaces.eip155?.connectorId).toBe('walletConnect')

    // The page reloads before the Solana half has answered.
    const second = createTestCore({
      storage,
      persistedWallets: ['eip155/walletConnect', 'solana/walletConnect'],
    })
    await second.core.ready
    expect(Connection.state(second.ctx).status).toBe('connected')
    expect(Chain.state(second.ctx).activeCaipAddress).toBe(`eip155:1:${EVM_OTHER}`)
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
    expect(Connection.state(next.ctx).status).toBe('connected')
    expect(Chain.getAccount(next.ctx, 'eip155')?.address).toBe(EVM_ADDRESS)

    const empty = createMemoryStorage()
    empty.set('connection-status', 'connecting')
    empty.set('address-cache', { eip155: `eip155:1:${EVM_ADDRESS}` })
    const fresh = createTestCore({ storage: empty })
    await fresh.core.ready
    expect(Connection.state(fresh.ctx).status).toBe('disconnected')
    expect(empty.get('address-cache')).toBeUndefined()
    expect(stored(empty)?.namespaces).toEqual({})
  })

  it('keeps the stored active namespace when a WalletConnect session restores several', async () => {
    const storage = createMemoryStorage()
    const first = createTestCore({ storage })
    await Connection.connect(first.ctx, { connectorId: 'walletConnect', namespace: 'eip155' })
    expect(Chain.connectedNamespaces(first.ctx)).toEqual(['eip155', 'solana'])
    expect(stored(storage)?.activeNamespace).toBe('eip155')
    expect(stored(storage)?.namespaces.eip155?.networkId).toBe('eip155:1')

    const second = createTestCore({
      storage,
      persistedWallets: ['eip155/walletConnect', 'solana/walletConnect'],
    })
    await second.core.ready
    expect(Chain.connectedNamespaces(second.ctx)).toEqual(['eip155', 'solana'])
    expect(Chain.state(second.ctx).activeNamespace).toBe('eip155')
    expect(Chain.state(second.ctx).activeCaipAddress).toBe(`eip155:1:${EVM_OTHER}`)
  })

  it('without a stored network, makes the first requested namespace that restored active', async () => {
    const storage = createMemoryStorage()
    await Connection.connect(createTestCore({ storage }).ctx, {
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
    expect(Chain.connectedNamespaces(second.ctx)).toEqual(['eip155', 'solana'])
    expect(Chain.state(second.ctx).activeNamespace).toBe('eip155')
  })

  it('makes the first restored namespace active when the stored one did not restore', async () => {
    const storage = createMemoryStorage()
    const first = createTestCore({ storage })
    await Connection.connect(first.ctx, { connectorId: first.solWallet.id, namespace: 'solana' })
    await connectEvm(first)
    expect(stored(storage)?.activeNamespace).toBe('eip155')

    const second = createTestCore({
      storage,
      persistedWallets: ['solana/sol.test.wallet'],
    })
    await second.core.ready
    expect(Chain.connectedNamespaces(second.ctx)).toEqual(['solana'])
    expect(Chain.state(second.ctx).activeNamespace).toBe('solana')
    expect(Chain.state(second.ctx).activeCaipAddress).toBe(`${solana.caipNetworkId}:${SOL_ADDRESS}`)
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
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
  })
})

describe('recent wallets (SPEC §3)', () => {
  it('keeps at most 2, newest first, persisted across cores', async () => {
    const storage = createMemoryStorage()
    const t = createTestCore({ storage })
    Connection.setRecentWallet(t.ctx, wallet('a'))
    Connection.setRecentWallet(t.ctx, wallet('b'))
    Connection.setRecentWallet(t.ctx, wallet('a'))
    Connection.setRecentWallet(t.ctx, wallet('c'))
    expect(Connection.state(t.ctx).recentWallets.map((w) => w.id)).toEqual(['c', 'a'])
    const next = createTestCore({ storage })
    expect(Connection.state(next.ctx).recentWallets.map((w) => w.id)).toEqual(['c', 'a'])
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
    expect(Connection.state(t.ctx).recentWallets.map((w) => w.id)).toEqual(['x', 'y'])
    storage.set(STORE_KEY, { ...store, recentWallets: 'not a list' })
    const next = createTestCore({ storage })
    await next.core.ready
    expect(Connection.state(next.ctx).recentWallets).toEqual([])
  })

  it('records the wallet picked when connecting', async () => {
    const t = createTestCore()
    await Connection.connect(t.ctx, { connectorId: t.evmWallet.id, wallet: wallet('registry-id') })
    await settle()
    expect(Connection.state(t.ctx).recentWallets.map((w) => w.id)).toEqual(['registry-id'])
  })
})

describe('connection status is derived, never set (issue 34)', () => {
  it("the wallet's own disconnect of the last namespace reads disconnected; of one of two, connected", async () => {
    const t = createTestCore()
    await Connection.connect(t.ctx, { connectorId: t.solWallet.id, namespace: 'solana' })
    await connectEvm(t)
    expect(Connection.state(t.ctx).status).toBe('connected')
    t.evm.emit('disconnect', { connectorId: t.evmWallet.id })
    expect(Connection.state(t.ctx).status).toBe('connected')
    expect(Chain.getAccount(t.ctx, 'eip155')?.status).toBe('disconnected')
    expect(Chain.getAccount(t.ctx, 'solana')?.status).toBe('connected')
    await t.core.disconnect('solana')
    expect(Connection.state(t.ctx).status).toBe('disconnected')
    expect(t.core.getState().status).toBe('disconnected')
  })

  it('a stored session reads connecting while it syncs, then what the accounts say', async () => {
    const storage = createMemoryStorage()
    await connectEvm(createTestCore({ storage }))
    const next = createTestCore({ storage, persistedWallets: ['eip155/io.latchkey.testwallet'] })
    const seen: string[] = [Connection.state(next.ctx).status]
    next.core.subscribeState((state) => seen.push(state.status))
    await next.core.ready
    expect(Connection.state(next.ctx).restoring).toBe(false)
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
    Modal.state(t.ctx).open = true
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

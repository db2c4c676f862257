// A stored session syncs with the relay before it counts (issue 36), on the provider's own relay
// with a real wallet-side client: the page's WalletConnect session is closed and opened again over
// the same storage, as a reload does.
// WalletConnect's clients skip their relay handshake under vitest (IS_VITEST).
delete process.env.IS_VITEST

import type { WalletConnectStorage } from '@latchkey/adapter-kit'
import type { LocalChain } from '@latchkey/local-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningRelay, startRelay } from '../../../apps/provider/src/relay'
import {
  forbidOutsideHosts,
  startTestWallet,
  type TestWallet,
} from '../../adapter-evm/test/walletConnectWallet'
import {
  createWalletConnectMemoryStorage,
  createWalletConnectSession,
  loadUniversalProvider,
  type UniversalProviderInstance,
  type UniversalProviderModule,
  type WalletConnectSession,
} from '../src'
import { STORED_SESSION_SYNC_MS, syncStoredSession } from '../src/storedSessionSync'

const WALLET_CHAINS = [{ chainId: 1 }] as unknown as LocalChain[]
const PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const WALLET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const guard = forbidOutsideHosts()
let relay: RunningRelay
/** The did:key of every socket the relay took, in order. */
const sockets: string[] = []
const cleanups: (() => Promise<unknown> | unknown)[] = []

beforeAll(async () => {
  relay = await startRelay({
    port: 0,
    authorize: ({ clientId }) => {
      sockets.push(clientId)
      return true
    },
  })
})

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  await relay?.stop()
  guard.restore()
})

/**
 * What a page's universal provider did: its subscribe calls, made by anyone but the client, and
 * what its subscriber logged as an error from the end of its init on.
 */
interface Seen {
  provider?: UniversalProviderInstance
  subscribes: string[]
  errors?: string[]
}

/** A page's session over `storage`; the same storage and prefix again play a reload. */
function pageSession(
  storage: WalletConnectStorage,
  prefix: string,
  seen: Seen = { subscribes: [] },
): WalletConnectSession {
  const session = createWalletConnectSession({
    projectId: 'latchkey-test',
    relayUrl: relay.url,
    metadata: { name: 'Sync test', description: 'dapp side', url: 'http://127.0.0.1', icons: [] },
    scope: () => ({ chains: ['eip155:1'], rpcMap: {} }),
    storage,
    storagePrefix: prefix,
    logLevel: 'silent',
    loadProvider: async (): Promise<UniversalProviderModule> => {
      const module = await loadUniversalProvider()
      const init = module.UniversalProvider.init.bind(module.UniversalProvider)
      const UniversalProvider = Object.create(module.UniversalProvider)
      UniversalProvider.init = async (options: never) => {
        const provider = await init(options)
        seen.provider = provider
        // The client resubscribes its topics with irn_batchSubscribe; relayer.subscribe is what
        // anything else subscribing (the reverted catch-up) would call.
        const relayer = provider.client.core.relayer
        const subscribe = relayer.subscribe.bind(relayer)
        relayer.subscribe = (topic, options) => {
          seen.subscribes.push(topic)
          return subscribe(topic, options)
        }
        const { logger } = relayer.subscriber as unknown as { logger: { error: unknown } }
        logger.error = (...args: unknown[]) => {
          seen.errors?.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '))
        }
        return provider
      }
      return { ...module, UniversalProvider } as UniversalProviderModule
    },
  })
  cleanups.push(() => session.shutDown())
  return session
}

async function wallet(): Promise<TestWallet> {
  const started = await startTestWallet({
    relayUrl: relay.url,
    chains: WALLET_CHAINS,
    privateKey: PRIVATE_KEY,
  })
  cleanups.push(() => started.stop())
  return started
}

/** A page pairs with a new wallet, then closes (its socket with it); the storage is kept. */
async function pairedThenClosed() {
  const storage = createWalletConnectMemoryStorage()
  const prefix = `sync-${Math.random().toString(36).slice(2)}`
  const testWallet = await wallet()
  const first = pageSession(storage, prefix)
  await first.pair((uri) => void testWallet.pair(uri))
  expect(first.current?.namespaces.eip155?.accounts).toEqual([`eip155:1:${WALLET_ADDRESS}`])
  await first.shutDown()
  return { storage, prefix, testWallet }
}

describe('a stored session syncs with the relay before it counts (issue 36)', () => {
  it('the wallet deleted it while the page was closed: the restore finds no session, the provider none either', async () => {
    const { storage, prefix, testWallet } = await pairedThenClosed()
    // The wallet ends the session while no page is there: its wc_sessionDelete waits at the relay.
    await testWallet.disconnect()
    expect(testWallet.sessionTopics()).toEqual([])

    const seen: Seen = { subscribes: [] }
    const second = pageSession(storage, prefix, seen)
    const universal = await second.getUniversalProvider()
    expect(universal.session).toBeUndefined()
    expect(await second.restore()).toBeUndefined()
    // Nothing subscribed but the client itself (a second subscriber made it log "Restore will
    // override").
    expect(seen.subscribes).toEqual([])
  })

  it('a session still there restores once the relay has answered for its topic, not at the bound', async () => {
    const { storage, prefix, testWallet } = await pairedThenClosed()
    const seen: Seen = { subscribes: [] }
    const second = pageSession(storage, prefix, seen)
    const started = Date.now()
    const restored = await second.restore()
    expect(restored?.namespaces.eip155?.accounts).toEqual([`eip155:1:${WALLET_ADDRESS}`])
    // Restored on the relay's answer: the client had subscribed the session's topic again.
    const relayer = seen.provider?.client.core.relayer
    expect(relayer?.subscriber.topics).toContain(seen.provider?.session?.topic)
    expect(Date.now() - started).toBeLessThan(STORED_SESSION_SYNC_MS)
    expect(seen.subscribes).toEqual([])
    // And it hears the wallet: a delete now ends it.
    const ended = new Promise<void>((resolve) =>
      second.subscribe((e) => void (e.type === 'disconnect' && resolve())),
    )
    await testWallet.disconnect()
    await ended
    expect(second.current).toBeUndefined()
  })

  it('a relay that does not answer: the stored session is kept after the bound, nothing thrown', async () => {
    const { storage, prefix } = await pairedThenClosed()
    const seen: Seen = { subscribes: [] }
    const second = pageSession(storage, prefix, seen)
    await second.restore()
    const universal = seen.provider as UniversalProviderInstance
    // The socket closed (explicitly: the client does not reopen it) and forgotten topics: the
    // relay says nothing from here on.
    await universal.client.core.relayer.transportClose()
    expect(universal.client.core.relayer.subscriber.topics).toEqual([])
    const topic = universal.session?.topic
    const started = Date.now()
    await syncStoredSession(universal, { timeoutMs: 300 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    expect(universal.session?.topic).toBe(topic)
  })

  it('stops waiting when its signal is aborted (the session is shut down)', async () => {
    const { storage, prefix } = await pairedThenClosed()
    const seen: Seen = { subscribes: [] }
    const second = pageSession(storage, prefix, seen)
    await second.restore()
    const universal = seen.provider as UniversalProviderInstance
    await universal.client.core.relayer.transportClose()
    const stop = new AbortController()
    const waiting = syncStoredSession(universal, { timeoutMs: 60_000, signal: stop.signal })
    stop.abort()
    const late = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1_000))
    expect(await Promise.race([waiting.then(() => 'stopped'), late])).toBe('stopped')
  })
})

describe('a restored session keeps to one relay socket', () => {
  /**
   * The page again after a reload, as a browser has it: a new realm (the closed page's core is
   * not there to be taken up again; in one Node process WalletConnect keeps it on globalThis, per
   * storage prefix) over an IndexedDB whose reads and writes take a while, so the client's own
   * start-up connect is through before its init has finished.
   */
  function reloadedPage(storage: WalletConnectStorage, prefix: string, seen: Seen) {
    const realm = globalThis as Record<string, unknown>
    delete realm[`_walletConnectCore_${prefix}`]
    delete realm[`_walletConnectCore_${prefix}_count`]
    return pageSession(slow(storage), prefix, seen)
  }

  /** The sockets the relay took from the page's client since `from`. */
  async function socketsOf(seen: Seen, from: number): Promise<number> {
    const clientId = await seen.provider!.client.core.crypto.getClientId()
    return sockets.slice(from).filter((id) => id.endsWith(clientId)).length
  }

  it('the session there: one socket, no error', async () => {
    const { storage, prefix } = await pairedThenClosed()
    const seen: Seen = { subscribes: [], errors: [] }
    const from = sockets.length
    const restored = await reloadedPage(storage, prefix, seen).restore()
    expect(restored?.namespaces.eip155?.accounts).toEqual([`eip155:1:${WALLET_ADDRESS}`])
    // Long enough for a second connect begun at load to have reached the relay.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(await socketsOf(seen, from)).toBe(1)
    expect(seen.provider!.client.core.relayer.connected).toBe(true)
    expect(seen.errors).toEqual([])
  })

  it('the wallet deleted it while the page was closed: one socket, and the client logs no "Restore will override"', async () => {
    const { storage, prefix, testWallet } = await pairedThenClosed()
    await testWallet.disconnect()
    const seen: Seen = { subscribes: [], errors: [] }
    const from = sockets.length
    expect(await reloadedPage(storage, prefix, seen).restore()).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(await socketsOf(seen, from)).toBe(1)
    expect(seen.errors).toEqual([])
  })
})

/** The same storage, each call answered after `ms`. */
function slow(storage: WalletConnectStorage, ms = 15): WalletConnectStorage {
  const later = <T>(value: Promise<T>) =>
    value.then((v) => new Promise<T>((resolve) => setTimeout(() => resolve(v), ms)))
  return {
    getKeys: () => later(storage.getKeys()),
    getEntries: () => later(storage.getEntries()),
    getItem: (key) => later(storage.getItem(key)),
    setItem: (key, value) => later(storage.setItem(key, value)),
    removeItem: (key) => later(storage.removeItem(key)),
  } as WalletConnectStorage
}

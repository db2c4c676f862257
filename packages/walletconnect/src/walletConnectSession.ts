import type { WalletConnectStorage } from '@latchkey/adapter-kit'
import { type CaipNetworkId, type ChainNamespace, type Clock, systemClock } from '@latchkey/core'
import { createWalletConnectMemoryStorage } from './memoryStorage'
import { createPairingFlow } from './pairingFlow'
import {
  type SessionNamespaces,
  type SessionRequestScope,
  universalProposal,
} from './universalNamespaces'
import {
  createUniversalProvider,
  loadUniversalProvider,
  shutDownUniversalProvider,
  type UniversalProviderInstance,
  type UniversalProviderModule,
  type WalletConnectMetadata,
} from './universalProvider'
import { disconnectedError, toEip1193Error } from './walletConnectErrors'

export interface WalletConnectSessionParameters {
  projectId: string
  /** The relay's WebSocket URL: no other host is used. */
  relayUrl: string
  metadata: WalletConnectMetadata
  /**
   * What to ask wallets for, read at each pairing: every requested chain of every namespace
   * (adapters may join the session after it was created) and RPC URLs for reads.
   */
  scope: () => SessionRequestScope
  /** Keeps several WalletConnect clients on one page apart. Default 'latchkey'. */
  storagePrefix?: string
  /** Where sessions are kept; undefined: IndexedDB in a browser, memory elsewhere. */
  storage?: WalletConnectStorage | undefined
  /** WalletConnect's log level (pino). Default 'error'. */
  logLevel?: string
  /** Default: the system clock. */
  clock?: Clock
  /** Loads @walletconnect/universal-provider; a seam for tests. Default: a dynamic import. */
  loadProvider?: () => Promise<UniversalProviderModule>
}

/** What changed in the session: its accounts or chains, or the session itself ended. */
export type WalletConnectSessionEvent =
  | { type: 'update' }
  | { type: 'accounts'; namespace: ChainNamespace; address: string }
  | { type: 'chain'; namespace: ChainNamespace; chainId: string }
  | { type: 'disconnect' }

/**
 * One WalletConnect session shared by every namespace of basic mode: the universal provider
 * loaded on first use, one pairing at a time (SPEC §4 life and margin), one disconnect.
 */
export interface WalletConnectSession {
  /** Pairs unless a session exists; the URI goes to `onUri`; `first` leads its namespace's chains. */
  pair(onUri?: (uri: string) => void, first?: CaipNetworkId): Promise<void>
  /** Loads the provider (finding a stored session) and returns the session, if any. */
  restore(): Promise<SessionNamespaces | undefined>
  /** The session now, without loading anything. */
  readonly current: SessionNamespaces | undefined
  /** The pairing URI on show, while it is still valid (SPEC §4). */
  readonly uri: string | undefined
  /** Whether the universal provider was loaded (it is only when used). */
  readonly loaded: boolean
  request<T>(args: { method: string; params?: unknown }, chain: CaipNetworkId): Promise<T>
  /** Makes `chain` the default for requests without a chain (namespaces whose profile keeps one). */
  setDefaultChain(chain: CaipNetworkId): Promise<void>
  /** Ends the session (and a pending pairing); several namespaces calling at once share one. */
  disconnect(): Promise<void>
  /** Gives up the pending pairing only; a wallet approving it later is disconnected. */
  cancelPairing(): void
  subscribe(listener: (event: WalletConnectSessionEvent) => void): () => void
  /** The loaded provider, for the host's own requests; loads it on first call. */
  getUniversalProvider(): Promise<UniversalProviderInstance>
  /** Closes the relay socket and forgets the provider; idempotent. */
  shutDown(): Promise<void>
}

export function createWalletConnectSession(
  options: WalletConnectSessionParameters,
): WalletConnectSession {
  // The session's defaults, in one place for basic mode, the shared session and adapter-evm.
  const parameters = {
    ...options,
    storagePrefix: options.storagePrefix ?? 'latchkey',
    logLevel: options.logLevel ?? 'error',
    clock: options.clock ?? systemClock,
    loadProvider: options.loadProvider ?? loadUniversalProvider,
  }
  const listeners = new Set<(event: WalletConnectSessionEvent) => void>()
  const emit = (event: WalletConnectSessionEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  let live: Promise<UniversalProviderInstance> | undefined
  let provider: UniversalProviderInstance | undefined
  let showUri: ((uri: string) => void) | undefined
  let disconnecting: Promise<void> | undefined
  let closing: Promise<void> | undefined
  let detach: (() => void) | undefined
  // A stored session's sync with the relay, begun once the provider is loaded (see synced()).
  let syncing: { done: Promise<void>; stop: AbortController } | undefined

  function ready(): Promise<UniversalProviderInstance> {
    live ??= Promise.all([
      createUniversalProvider(
        {
          projectId: parameters.projectId,
          relayUrl: parameters.relayUrl,
          metadata: parameters.metadata,
          storagePrefix: parameters.storagePrefix,
          storage:
            parameters.storage ?? (hasIndexedDb() ? undefined : createWalletConnectMemoryStorage()),
          logger: parameters.logLevel,
        },
        parameters.loadProvider,
      ),
      import('./sessionRuntime'),
    ]).then(
      ([universal, { listenToProvider, syncStoredSession }]) => {
        provider = universal
        detach = listenToProvider(universal, emit, () => showUri)
        // What the wallet did while the page was closed (a deleted session) counts before the
        // stored session does: no account is shown for a session the wallet already ended.
        if (universal.session) {
          const stop = new AbortController()
          syncing = { done: syncStoredSession(universal, { signal: stop.signal }), stop }
        }
        return universal
      },
      (error: unknown) => {
        live = undefined
        throw error
      },
    )
    return live
  }

  /** The loaded provider once a stored session has synced with the relay (storedSessionSync). */
  async function synced(): Promise<UniversalProviderInstance> {
    const universal = await ready()
    await syncing?.done
    return universal
  }

  // The chain the caller prefers leads the proposal of the pairing it starts.
  let preferred: CaipNetworkId | undefined
  const pairing = createPairingFlow(
    parameters.clock,
    async (onUri) => {
      const universal = await ready()
      showUri = onUri
      await universal.connect({
        optionalNamespaces: universalProposal(parameters.scope(), preferred) as never,
      })
    },
    async () => {
      const universal = await live
      await universal?.disconnect()
    },
  )

  return {
    async pair(onUri, first) {
      const universal = await ready()
      if (universal.session) return
      preferred = first
      try {
        await pairing.open(onUri)
      } catch (error) {
        throw toEip1193Error(error)
      }
      emit({ type: 'update' })
    },
    async restore() {
      return (await synced()).session
    },
    get current() {
      return provider?.session
    },
    get uri() {
      return pairing.uri
    },
    get loaded() {
      return provider !== undefined
    },
    async request(args, chain) {
      const universal = await ready()
      if (!universal.session) throw disconnectedError()
      try {
        return await universal.request(args as never, chain)
      } catch (error) {
        throw toEip1193Error(error)
      }
    },
    async setDefaultChain(chain) {
      const universal = await ready()
      if (universal.session) universal.setDefaultChain(chain)
    },
    cancelPairing() {
      pairing.cancel(disconnectedError('The pairing was given up'))
    },
    disconnect() {
      pairing.cancel(disconnectedError('The pairing was closed'))
      disconnecting ??= (async () => {
        const universal = live ? await live.catch(() => undefined) : undefined
        if (universal?.session) await universal.disconnect().catch(() => undefined)
      })().finally(() => {
        disconnecting = undefined
      })
      return disconnecting
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getUniversalProvider: synced,
    async shutDown() {
      pairing.cancel(disconnectedError('The pairing was closed'))
      const current = live
      live = undefined
      provider = undefined
      syncing?.stop.abort()
      syncing = undefined
      if (current)
        closing = current.then(
          async (universal) => {
            detach?.()
            detach = undefined
            await shutDownUniversalProvider(universal, parameters.storagePrefix)
          },
          () => undefined,
        )
      await closing
    },
  }
}

function hasIndexedDb(): boolean {
  return typeof (globalThis as { indexedDB?: unknown }).indexedDB !== 'undefined'
}

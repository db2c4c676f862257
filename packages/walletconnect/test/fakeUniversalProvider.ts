import { EventEmitter } from 'node:events'
import type { UniversalProviderModule } from '../src'

type Namespaces = Record<
  string,
  { chains?: string[]; accounts: string[]; methods: string[]; events: string[] }
>

export interface FakeSession {
  topic: string
  namespaces: Namespaces
}

/**
 * The parts of @walletconnect/universal-provider the basic-mode session uses, kept in memory:
 * connect shows a URI and waits for `approve`; requests go to `answer`; a shared `store` plays
 * the browser's IndexedDB, so a second fake over it finds the session again (a reload).
 */
export function createFakeUniversalProvider(store: { session?: FakeSession } = {}) {
  const events = new EventEmitter()
  const clientEvents = new EventEmitter()
  const requests: { method: string; params: unknown; chain: string | undefined }[] = []
  const proposals: Record<
    string,
    { chains: string[]; methods: string[]; rpcMap?: Record<string, string> }
  >[] = []
  const defaultChains: string[] = []
  let pending: { resolve(): void; reject(error: unknown): void } | undefined
  let answer: (method: string, params: unknown, chain?: string) => unknown = () => {
    throw Object.assign(new Error('Unsupported method'), { code: 5101 })
  }
  let disconnects = 0
  let inits = 0
  let closes = 0
  let uriCount = 0

  const universal = {
    get session() {
      return store.session
    },
    set session(value: FakeSession | undefined) {
      store.session = value
    },
    client: {
      core: {
        verify: {},
        relayer: {
          transportOpen: async () => {},
          transportClose: async () => {
            closes++
          },
        },
        heartbeat: { stop() {} },
      },
      on: (event: string, listener: (...args: unknown[]) => void) =>
        clientEvents.on(event, listener),
      off: (event: string, listener: (...args: unknown[]) => void) =>
        clientEvents.off(event, listener),
    },
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    removeListener: (event: string, listener: (...args: unknown[]) => void) =>
      events.off(event, listener),
    connect(params: { optionalNamespaces: (typeof proposals)[number] }) {
      proposals.push(params.optionalNamespaces)
      uriCount += 1
      events.emit('display_uri', `wc:fake${uriCount}@2?relay-protocol=irn&symKey=00`)
      return new Promise<void>((resolve, reject) => {
        pending = { resolve, reject }
      })
    },
    async request(args: { method: string; params?: unknown }, chain?: string) {
      // Stored as WalletConnect stores its JSON-RPC history: cloned, so a function in it fails.
      const { method, params } = structuredClone(args)
      requests.push({ method, params, chain })
      return answer(args.method, args.params, chain)
    },
    setDefaultChain(chain: string) {
      defaultChains.push(chain)
    },
    async disconnect() {
      disconnects += 1
      store.session = undefined
    },
  }

  const module = {
    UniversalProvider: {
      init: async () => {
        inits += 1
        return universal
      },
    },
  } as unknown as UniversalProviderModule

  return {
    module,
    load: async () => module,
    requests,
    proposals,
    defaultChains,
    get disconnects() {
      return disconnects
    },
    get inits() {
      return inits
    },
    /** Relay sockets closed by a shut-down. */
    get closes() {
      return closes
    },
    /** The wallet approves the pending proposal with these namespaces. */
    approve(namespaces: Namespaces) {
      store.session = { topic: 'topic-1', namespaces }
      pending?.resolve()
      pending = undefined
    },
    reject(error: unknown) {
      pending?.reject(error)
      pending = undefined
    },
    answerWith(fn: typeof answer) {
      answer = fn
    },
    /** The wallet ends the session from its side. */
    walletDisconnects() {
      store.session = undefined
      events.emit('disconnect', { code: 6000, message: 'User disconnected.' })
    },
    /** The wallet changes what the session holds (session_update). */
    walletUpdates(namespaces: Namespaces) {
      if (!store.session) return
      store.session = { ...store.session, namespaces }
      events.emit('session_update', { topic: store.session.topic, params: { namespaces } })
    },
    /** The session's time runs out (the client's session_expire). */
    expire() {
      clientEvents.emit('session_expire', { topic: store.session?.topic })
    },
    /** A session_event from the wallet (chainChanged, accountsChanged). */
    walletEvent(chainId: string, name: string, data: unknown) {
      clientEvents.emit('session_event', {
        topic: store.session?.topic,
        params: { chainId, event: { name, data } },
      })
    },
  }
}

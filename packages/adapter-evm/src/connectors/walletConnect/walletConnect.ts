import type { WalletConnectStorage } from '@latchkey/controllers'
import { type CaipNetworkId, type ChainNamespace, type Clock, latchkeyError } from '@latchkey/core'
import type {
  UniversalProviderModule,
  WalletConnectEip1193,
  WalletConnectMetadata,
  WalletConnectSession,
} from '@latchkey/walletconnect'
import type { ConnectorSource, EvmConnector } from '../EvmConnector'

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

export interface WalletConnectParameters {
  /** The project id the relay and wallets see. */
  projectId: string
  /** The relay's WebSocket URL (the provider's own relay, or a local one): no other host is used. */
  relayUrl: string
  metadata: WalletConnectMetadata
  /** RPC URL per chain id for reads made through the session; without one they are refused. */
  rpcMap?: Readonly<Record<number, string>>
  /** eip155 chains to ask the wallet for, after the one connect names. Default: rpcMap's. */
  chainIds?: readonly number[]
  /** Keeps several WalletConnect clients on one page apart. Default 'latchkey'. */
  storagePrefix?: string
  /** Where sessions are kept. Default: IndexedDB in a browser, memory elsewhere. */
  storage?: WalletConnectStorage
  /** WalletConnect's log level (pino): 'error' by default, 'silent' for none. */
  logLevel?: string
  clock?: Clock
  /** Loads @walletconnect/universal-provider; a seam for tests. */
  loadProvider?: () => Promise<UniversalProviderModule>
}

/** The WalletConnect connector: published at once, its client loaded on first use. */
export interface WalletConnectConnector extends EvmConnector {
  open(params?: { onUri?: (uri: string) => void; chainId?: number }): Promise<void>
  close(): Promise<void>
}

/** The source, with the connector it publishes and what only the host needs to see. */
export interface WalletConnectSource extends ConnectorSource {
  readonly connector: WalletConnectConnector
  /** The pairing URI on show, while it is valid. */
  readonly uri: string | undefined
  /** Whether the WalletConnect client was loaded (it is only when used). */
  readonly loaded: boolean
  /** Leaves the session (the last one to leave closes the relay socket). */
  shutDown(): Promise<void>
}

/**
 * WalletConnect for an adapter used on its own (without createAppKit, which hands every adapter
 * the core's one session instead): a session of its own over `relayUrl`, asking for `chainIds`.
 */
export function walletConnect(parameters: WalletConnectParameters): WalletConnectSource {
  const { rpcMap = {}, chainIds, ...options } = parameters
  const offered = chainIds ?? Object.keys(rpcMap).map(Number)
  const chains = (offered.length > 0 ? offered : [1]).map((id) => `eip155:${id}` as CaipNetworkId)
  // The session's code (@latchkey/walletconnect) loads when the view first joins.
  let session: Promise<WalletConnectSession> | undefined
  const open = () =>
    (session ??= import('@latchkey/walletconnect').then(({ createWalletConnectSession }) =>
      createWalletConnectSession({
        ...options,
        scope: () => ({
          chains,
          rpcMap: Object.fromEntries(
            Object.entries(rpcMap).map(([id, url]) => [`eip155:${id}`, url]),
          ),
        }),
      }),
    ))
  return walletConnectView({
    rpcUrl: (chainId) => rpcMap[chainId],
    // Its own session: leaving it closes the relay socket; the next use opens it again.
    join: async () => {
      const joined = await open()
      return { session: joined, namespaces: () => ['eip155'], release: () => joined.shutDown() }
    },
  })
}

/** A view's hold on a session: the core's shared one, or a session of its own. */
export interface WalletConnectMembership {
  session: WalletConnectSession
  /** Every namespace the session serves (the connector's `chains`). */
  namespaces(): ChainNamespace[]
  /** Calls back when the served namespaces change, so the connector is published again. */
  onNamespaces?(listener: () => void): () => void
  release(): void | Promise<void>
}

export interface WalletConnectViewParameters {
  /** The app's RPC URL for reads through the session; without one they are refused. */
  rpcUrl: (chainId: number) => string | undefined
  /**
   * Takes a hold on the session, on start or first use; undefined when WalletConnect is off.
   * It may load the session's code first (a promise): the connector is published at once.
   */
  join: () => WalletConnectMembership | undefined | Promise<WalletConnectMembership | undefined>
}

/**
 * The eip155 view of a WalletConnect session (SPEC §2 QR code and deep link): one
 * WALLET_CONNECT connector whose open() pairs (the URI goes to `onUri` for the QR view), and
 * whose provider routes requests through the session. A reload finds the session in storage.
 * It holds the session while started, leaves it when stopped, and holds it again on a restart.
 */
export function walletConnectView({
  rpcUrl,
  join,
}: WalletConnectViewParameters): WalletConnectSource {
  let member: WalletConnectMembership | undefined
  let joining: Promise<WalletConnectMembership | undefined> | undefined
  let bridge: { universal: unknown; eip1193: WalletConnectEip1193 } | undefined
  let stopWatching: (() => void) | undefined

  /** Joins once (again after a shut-down); the hold is kept in `member` once there. */
  function joinOnce(): Promise<WalletConnectMembership | undefined> {
    if (member) return Promise.resolve(member)
    if (joining) return joining
    const attempt: Promise<WalletConnectMembership | undefined> = Promise.resolve()
      .then(join)
      .then(
        (joined) => {
          if (joining === attempt) member = joined
          return joined
        },
        (error: unknown) => {
          if (joining === attempt) joining = undefined
          throw error
        },
      )
    joining = attempt
    return attempt
  }

  async function session(): Promise<WalletConnectSession> {
    const joined = await joinOnce()
    if (!joined) throw latchkeyError('WALLET_CONNECT_CONNECTOR_NOT_FOUND')
    return joined.session
  }

  async function provider(): Promise<WalletConnectEip1193> {
    const current = await session()
    const universal = await current.getUniversalProvider()
    if (bridge?.universal !== universal) {
      // The bridge comes with the session's code (@latchkey/walletconnect), loaded on first use.
      const { createWalletConnectEip1193 } = await import('@latchkey/walletconnect')
      if (bridge?.universal !== universal) {
        bridge?.eip1193.dispose()
        bridge = { universal, eip1193: createWalletConnectEip1193(universal, current, rpcUrl) }
      }
    }
    return bridge.eip1193
  }

  const connector = (): WalletConnectConnector => ({
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chains: member?.namespaces() ?? ['eip155'],
    getProvider: provider,
    async open({ onUri, chainId } = {}) {
      const wanted = chainId ? (`eip155:${chainId}` as const) : undefined
      const current = await session()
      await current.pair(onUri, wanted)
      // Land on the chain the app asked for when the wallet approved it.
      if (wanted && approvedChains(current).includes(wanted)) await current.setDefaultChain(wanted)
    },
    async peerWallet() {
      const session = member?.session.current
      if (!session) return undefined
      return (await import('@latchkey/walletconnect')).peerWallet(session)
    },
    cancelPairing: () => member?.session.cancelPairing(),
    close: async () => {
      await member?.session.disconnect()
    },
  })
  let published = connector()

  async function shutDown(): Promise<void> {
    stopWatching?.()
    stopWatching = undefined
    bridge?.eip1193.dispose()
    bridge = undefined
    const leaving = member ?? (joining ? await joining.catch(() => undefined) : undefined)
    member = undefined
    joining = undefined
    await leaving?.release()
  }

  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    get connector() {
      return published
    },
    get uri() {
      return member?.session.uri
    },
    get loaded() {
      return member?.session.loaded ?? false
    },
    shutDown,
    start({ publish }) {
      published = connector()
      publish([published])
      const republish = () => {
        published = connector()
        publish([published])
      }
      const attempt = joinOnce()
      void attempt.then(
        (joined) => {
          // Stopped (or shut down and joined again) meanwhile: that start's hold is not ours.
          if (!joined || member !== joined || stopWatching) return
          republish()
          stopWatching = joined.onNamespaces?.(republish) ?? (() => {})
        },
        () => undefined,
      )
      return () => {
        void shutDown()
      }
    },
  }
}

/** The eip155 chains a session approved (its chains and its accounts' chains). */
function approvedChains(session: WalletConnectSession): string[] {
  const eip155 = session.current?.namespaces.eip155
  const accounts = (eip155?.accounts ?? []).map((account) =>
    account.split(':').slice(0, 2).join(':'),
  )
  return [...(eip155?.chains ?? []), ...accounts]
}

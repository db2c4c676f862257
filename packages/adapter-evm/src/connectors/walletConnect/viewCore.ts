import type { AdapterWalletInfo } from '@latchkey/adapter-kit'
import { type ChainNamespace, latchkeyError } from '@latchkey/core'
import type { WalletConnectEip1193, WalletConnectSession } from '@latchkey/walletconnect'
import { loadWalletConnect } from './loadWalletConnect'
import type { WalletConnectMembership, WalletConnectViewParameters } from './walletConnect'

/** What a WalletConnect view does once used: lazy code behind walletConnectView's connector. */
export interface WalletConnectViewCore {
  /** The namespaces the joined session serves; undefined before it is joined. */
  namespaces(): ChainNamespace[] | undefined
  readonly uri: string | undefined
  readonly loaded: boolean
  /** The provider over the session once provider() made it; undefined before. */
  readonly currentProvider: WalletConnectEip1193 | undefined
  provider(): Promise<WalletConnectEip1193>
  open(params: { onUri?: (uri: string) => void; chainId?: number }): Promise<void>
  peerWallet(): Promise<AdapterWalletInfo | undefined>
  cancelPairing(): void
  close(): Promise<void>
  shutDown(): Promise<void>
  /**
   * Joins the session (a stored one restores); `changed`: the served namespaces differ, or the
   * provider over the session was made (the connector is published again with it).
   */
  start(changed: () => void): void
}

/**
 * The eip155 view of a WalletConnect session (SPEC §2 QR code and deep link): open() pairs (the
 * URI goes to `onUri` for the QR view), the provider routes requests through the session. It
 * holds the session while started, leaves it on shutDown, and holds it again on a restart.
 */
export function createWalletConnectViewCore({
  rpcUrl,
  join,
}: WalletConnectViewParameters): WalletConnectViewCore {
  let member: WalletConnectMembership | undefined
  let joining: Promise<WalletConnectMembership | undefined> | undefined
  let bridge: { universal: unknown; eip1193: WalletConnectEip1193 } | undefined
  let stopWatching: (() => void) | undefined
  let onChanged: (() => void) | undefined

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

  return {
    namespaces: () => member?.namespaces(),
    get uri() {
      return member?.session.uri
    },
    get loaded() {
      return member?.session.loaded ?? false
    },
    get currentProvider() {
      return bridge?.eip1193
    },
    async provider() {
      const current = await session()
      const universal = await current.getUniversalProvider()
      if (bridge?.universal !== universal) {
        // The bridge comes with the session's code (@latchkey/walletconnect), loaded on first use.
        const { createWalletConnectEip1193 } = await loadWalletConnect()
        if (bridge?.universal !== universal) {
          bridge?.eip1193.dispose()
          bridge = { universal, eip1193: createWalletConnectEip1193(universal, current, rpcUrl) }
          onChanged?.()
        }
      }
      return bridge.eip1193
    },
    async open({ onUri, chainId }) {
      const wanted = chainId ? (`eip155:${chainId}` as const) : undefined
      const current = await session()
      await current.pair(onUri, wanted)
      // Land on the chain the app asked for when the wallet approved it.
      if (wanted && approvedChains(current).includes(wanted)) await current.setDefaultChain(wanted)
    },
    async peerWallet() {
      const session = member?.session.current
      if (!session) return undefined
      return (await loadWalletConnect()).peerWallet(session)
    },
    cancelPairing: () => member?.session.cancelPairing(),
    close: async () => {
      await member?.session.disconnect()
    },
    async shutDown() {
      stopWatching?.()
      stopWatching = undefined
      onChanged = undefined
      bridge?.eip1193.dispose()
      bridge = undefined
      const leaving = member ?? (joining ? await joining.catch(() => undefined) : undefined)
      member = undefined
      joining = undefined
      await leaving?.release()
    },
    start(changed) {
      onChanged = changed
      const attempt = joinOnce()
      void attempt.then(
        (joined) => {
          // Shut down (or shut down and joined again) meanwhile: that start's hold is not ours.
          if (!joined || member !== joined || stopWatching) return
          // The connector showed eip155 alone until now: published again only if that changed.
          if (String(joined.namespaces()) !== 'eip155') changed()
          stopWatching = joined.onNamespaces?.(changed) ?? (() => {})
        },
        () => undefined,
      )
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

import {
  type ChainNamespace,
  type ItemSource,
  WALLET_ERROR_CODES,
  WalletRpcError,
} from '@latchkey/core'
import type { SharedSession } from './sharedSession'
import type { WalletConnectSession } from './walletConnectSession'

/** The id every adapter gives the core's one WalletConnect session: the list shows it once. */
export const SHARED_SESSION_CONNECTOR_ID = 'walletConnect'

/** An adapter's connector for the shared session: its namespace's signer over the session. */
export interface SharedSessionConnector<S> {
  id: typeof SHARED_SESSION_CONNECTOR_ID
  name: 'WalletConnect'
  type: 'WALLET_CONNECT'
  /** Every namespace that joined the session. */
  chains: ChainNamespace[]
  signer: S
}

/**
 * The WalletConnect connector of an adapter (one namespace's view of the core's shared
 * session), held while discovery runs; `signerOf` speaks the namespace's methods over it.
 */
export function sharedSessionSource<S>(
  join: () => SharedSession | undefined,
  namespace: ChainNamespace,
  signerOf: (session: () => WalletConnectSession) => S,
): ItemSource<SharedSessionConnector<S>> & { shutDown(): void } {
  let member: SharedSession | undefined
  const session = () => {
    member ??= join()
    if (!member) throw new WalletRpcError(WALLET_ERROR_CODES.DISCONNECTED)
    return member.session
  }
  const signer = signerOf(session)
  const connector = (): SharedSessionConnector<S> => ({
    id: SHARED_SESSION_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chains: member?.namespaces() ?? [namespace],
    signer,
  })
  let stopWatching: (() => void) | undefined
  const shutDown = () => {
    stopWatching?.()
    stopWatching = undefined
    member?.release()
    member = undefined
  }
  return {
    id: 'walletconnect',
    shutDown,
    start(publish) {
      member ??= join()
      if (!member) return () => {}
      publish([connector()])
      stopWatching = member.onNamespaces(() => publish([connector()]))
      return shutDown
    },
  }
}

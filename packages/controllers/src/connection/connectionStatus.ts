import type { ConnectionStatus } from '@latchkey/core'
import { subscribe } from 'valtio/vanilla'
import type { ChainControllerState } from '../controllers/ChainController'

/** What is in flight: the inputs, besides the accounts, that connection status is derived from. */
export interface ConnectionAttempts {
  /** The connector a connect call is waiting on. */
  connectingConnectorId: string | undefined
  /** A stored session is syncing at start-up. */
  restoring: boolean
  /** An embedded-wallet login (e-mail, social, Farcaster) is under way. */
  loginInFlight: boolean
}

/**
 * SPEC §4 Connection status, derived: connecting while a connect, a restore or a login is in
 * flight; else connected when a namespace holds an account, else disconnected.
 */
export function connectionStatus(
  chain: Pick<ChainControllerState, 'chains'>,
  attempts: ConnectionAttempts,
): ConnectionStatus {
  if (attempts.connectingConnectorId !== undefined || attempts.restoring || attempts.loginInFlight)
    return 'connecting'
  for (const entry of Object.values(chain.chains))
    if (entry?.account.caipAddress) return 'connected'
  return 'disconnected'
}

/**
 * Keeps `target.status` equal to connectionStatus of the accounts and the attempts, at once on
 * every change (a reader right after an action sees it), the one place it is written. Returns
 * the stop.
 */
export function deriveConnectionStatus(
  chain: ChainControllerState,
  target: ConnectionAttempts & { status: ConnectionStatus },
): () => void {
  const update = () => {
    const status = connectionStatus(chain, target)
    if (target.status !== status) target.status = status
  }
  update()
  const stops = [subscribe(chain, update, true), subscribe(target, update, true)]
  return () => {
    for (const stop of stops) stop()
  }
}

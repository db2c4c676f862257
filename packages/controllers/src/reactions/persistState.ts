import type { CaipNetworkId, KeyValueStorage } from '@latchkey/core'
import { subscribe } from 'valtio/vanilla'
import * as Chain from '../controllers/ChainController'
import * as Connection from '../controllers/ConnectionController'
import * as Connectors from '../controllers/ConnectorController'
import type { StoredState } from '../persistence/storedState'
import { type StoredStateContext, storedStateOf } from '../persistence/storedStateOf'
import { STORE_KEY } from '../persistence/storeKey'
import { mirrorDeepLinkChoice } from './deepLinkChoice'

/** A first visit's state that holds nothing to keep: no connector, wallet or link, the first network. */
function isBlank(state: StoredState, initialNetworkId: CaipNetworkId | undefined): boolean {
  const active = state.activeNamespace ? state.namespaces[state.activeNamespace] : undefined
  return (
    Object.values(state.namespaces).every((entry) => !entry?.connectorId) &&
    state.recentWallets.length === 0 &&
    !state.deepLink &&
    active?.networkId === initialNetworkId
  )
}

/**
 * Writes the stored state (persistence/) whenever what it holds changes (and the deep-link choice
 * where WalletConnect's client reads it, reactions/deepLinkChoice), at once (a reload right
 * after must find it), starting with what changed since start-up read `stored`. A first visit
 * (nothing stored) writes nothing until it holds something to keep. Loaded on demand: every
 * action that changes what is stored runs in the on-demand chunk (reactions/persistOnChange).
 * Returns the stop.
 */
export function persistState(
  ctx: StoredStateContext & { storage: KeyValueStorage },
  stored: StoredState | undefined,
  initialNetworkId: CaipNetworkId | undefined,
): () => void {
  let last = stored
  let lastText = stored && JSON.stringify(stored)
  const write = () => {
    const next = storedStateOf(ctx, last)
    if (!last && isBlank(next, initialNetworkId)) return
    const text = JSON.stringify(next)
    if (text === lastText) return
    last = next
    lastText = text
    ctx.storage.set(STORE_KEY, next)
  }
  write()
  const stops = [
    subscribe(Chain.state(ctx), write, true),
    subscribe(Connectors.state(ctx), write, true),
    subscribe(Connection.state(ctx), write, true),
    // The deep-link choice is also kept where WalletConnect's client looks for it.
    mirrorDeepLinkChoice(ctx, stored?.deepLink),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}

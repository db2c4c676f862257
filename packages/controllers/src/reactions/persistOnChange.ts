import { subscribe } from 'valtio/vanilla'
import * as Chain from '../controllers/ChainController'
import * as Connection from '../controllers/ConnectionController'
import * as Connectors from '../controllers/ConnectorController'
import type { Config } from '../core/Config'
import { loadedLateControllers } from '../core/loadLateControllers'
import type { StoredState } from '../persistence/storedState'

/**
 * Persistence's start-up half: the writer (reactions/persistState) and the stored shape's code
 * load with the on-demand chunk, where every action that changes what is stored runs; the first
 * change made with the chunk in starts it. Returns the stop.
 */
export function persistOnChange(ctx: Config, stored: StoredState | undefined): () => void {
  const initialNetworkId = Chain.state(ctx).activeCaipNetwork?.caipNetworkId
  let stopWriting: (() => void) | undefined
  const changed = () => {
    const late = loadedLateControllers()
    if (!stopWriting && late) stopWriting = late.persistState(ctx, stored, initialNetworkId)
  }
  const stops = [
    subscribe(Chain.state(ctx), changed, true),
    subscribe(Connectors.state(ctx), changed, true),
    subscribe(Connection.state(ctx), changed, true),
  ]
  return () => {
    for (const stop of stops) stop()
    stopWriting?.()
  }
}

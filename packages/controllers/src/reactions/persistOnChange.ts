import { subscribe } from 'valtio/vanilla'
import type { CoreContext } from '../core/CoreContext'
import { lateControllers, lateControllersLoaded } from '../core/loadLateControllers'
import type { StoredState } from '../persistence/storedState'

/**
 * Persistence's start-up half: the writer (reactions/persistState) and the stored shape's code
 * load with the on-demand chunk, where every action that changes what is stored runs; the first
 * change made with the chunk in starts it. Returns the stop.
 */
export function persistOnChange(
  ctx: Pick<CoreContext, 'chain' | 'connection' | 'connectors' | 'storage'>,
  stored: StoredState | undefined,
): () => void {
  const initialNetworkId = ctx.chain.state.activeCaipNetwork?.caipNetworkId
  let stopWriting: (() => void) | undefined
  const changed = () => {
    if (!stopWriting && lateControllersLoaded())
      stopWriting = lateControllers().persistState(ctx, stored, initialNetworkId)
  }
  const stops = [
    subscribe(ctx.chain.state, changed, true),
    subscribe(ctx.connectors.state, changed, true),
    subscribe(ctx.connection.state, changed, true),
  ]
  return () => {
    for (const stop of stops) stop()
    stopWriting?.()
  }
}

import type { KeyValueStorage } from '@latchkey/core'
import { subscribe } from 'valtio/vanilla'
import { STORE_KEY, type StoredState } from '../persistence/storedState'
import { type StoredStateContext, storedStateOf } from '../persistence/storedStateOf'

/**
 * Writes the stored state (persistence/) whenever what it holds changes, at once (a reload right
 * after must find it). Starts from what start-up read: nothing is written until something
 * changes, so a first visit that does nothing stores nothing. Returns the stop.
 */
export function persistState(
  ctx: StoredStateContext & { storage: KeyValueStorage },
  stored: StoredState | undefined,
): () => void {
  let last = stored ?? storedStateOf(ctx)
  let lastText = JSON.stringify(last)
  const write = () => {
    const next = storedStateOf(ctx, last)
    const text = JSON.stringify(next)
    if (text === lastText) return
    last = next
    lastText = text
    ctx.storage.set(STORE_KEY, next)
  }
  const stops = [
    subscribe(ctx.chain.state, write, true),
    subscribe(ctx.connectors.state, write, true),
    subscribe(ctx.connection.state, write, true),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}

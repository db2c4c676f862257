import { type AnalyticsEventName, isAnalyticsEvent } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import { slice } from '../core/store'

/** Events a host can listen to: the §7 analytics events plus local-only ones. */
export type AppKitEventName =
  | AnalyticsEventName
  | 'MODAL_CREATED'
  | 'CONNECT_STARTED'
  | 'CONNECT_ERROR'
  | 'INITIALIZE'

export interface AppKitEvent {
  event: AppKitEventName
  properties?: Record<string, unknown>
  /** The connected address when the event happened. */
  address?: string
  timestamp: number
  /** The same event in the field's shape (`event.data.event`), so its listeners work unchanged. */
  data: { type: 'track'; event: AppKitEventName; properties?: Record<string, unknown> }
}

export interface EventsState {
  /** The latest event; a renderer may show it, hosts subscribe through `subscribe`. */
  last: AppKitEvent | undefined
}

/** Emits events to local listeners and the §7 ones to analytics when the feature is on. */
export function createEventsController(ctx: CoreContext) {
  const state = slice(ctx.store, 'events', () => ({ last: undefined }))
  const listeners = new Set<(event: AppKitEvent) => void>()

  return {
    state,

    send(name: AppKitEventName, properties?: Record<string, unknown>) {
      const address = ctx.chain.getAccount()?.address
      const event: AppKitEvent = {
        event: name,
        ...(properties ? { properties } : {}),
        ...(address ? { address } : {}),
        timestamp: ctx.clock.now(),
        data: { type: 'track', event: name, ...(properties ? { properties } : {}) },
      }
      state.last = event
      for (const listener of [...listeners]) listener(event)
      // MODAL_CREATED and the local events never leave the page (SPEC §7).
      if (!isAnalyticsEvent(name) || !ctx.options.isFeatureOn('analytics')) return
      void ctx.services.analytics()?.sendEvent(name, properties, address)
    },

    /** Listens to every event in order (valtio would batch two events of one tick). */
    subscribe(listener: (event: AppKitEvent) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type EventsController = ReturnType<typeof createEventsController>

import { type AnalyticsEventName, isAnalyticsEvent } from '@latchkey/core'
import type { Config } from '../core/Config'
import { withLateControllers } from '../core/loadLateControllers'
import { instanceData, slice } from '../core/store'
import * as Chain from './ChainController'
import * as Options from './OptionsController'

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

/** The store's events slice: the latest event. */
export function state(config: Pick<Config, 'store'>): EventsState {
  return slice(config.store, 'events', () => ({ last: undefined }))
}

/** Listeners are functions: kept beside the store, not in it. */
const internal = instanceData(() => ({ listeners: new Set<(event: AppKitEvent) => void>() }))

/** Emits an event to local listeners, and a §7 one to analytics when the feature is on. */
export function send(
  config: Config,
  name: AppKitEventName,
  properties?: Record<string, unknown>,
): void {
  const address = Chain.getAccount(config)?.address
  const event: AppKitEvent = {
    event: name,
    ...(properties ? { properties } : {}),
    ...(address ? { address } : {}),
    timestamp: config.clock.now(),
    data: { type: 'track', event: name, ...(properties ? { properties } : {}) },
  }
  state(config).last = event
  for (const listener of [...internal(config).listeners]) listener(event)
  // MODAL_CREATED and the local events never leave the page (SPEC §7).
  if (!isAnalyticsEvent(name) || !Options.isFeatureOn(config, 'analytics')) return
  // The provider clients are in the on-demand chunk; an event sent before it loads waits for it.
  void withLateControllers((late) =>
    late.servicesOf(config).analytics()?.sendEvent(name, properties, address),
  ).catch(() => undefined)
}

/** Listens to every event in order (valtio would batch two events of one tick). */
export function subscribe(
  config: Pick<Config, 'store'>,
  listener: (event: AppKitEvent) => void,
): () => void {
  const { listeners } = internal(config)
  listeners.add(listener)
  return () => listeners.delete(listener)
}

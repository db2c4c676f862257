import type { ConnectorSource, DiscoveryTarget, EvmConnector } from './EvmConnector'

export interface ConnectorRegistry {
  /** Starts every source once (later calls do nothing); sources added later start at once. */
  start(): void
  stop(): void
  readonly started: boolean
  addSource(source: ConnectorSource): void
  /** Whether a source of this id is registered (started or not). */
  hasSource(id: string): boolean
  list(): readonly EvmConnector[]
  get(id: string): EvmConnector | undefined
  /** Called after every change of the merged list; returns an unsubscribe function. */
  subscribe(listener: (connectors: readonly EvmConnector[]) => void): () => void
}

/**
 * Merges what each source found, in source order: an id or a provider object seen twice keeps
 * its first entry, so a wallet that both announces itself and injects window.ethereum shows once.
 */
export function createConnectorRegistry(
  sources: readonly ConnectorSource[],
  resolveTarget: () => DiscoveryTarget | undefined,
): ConnectorRegistry {
  const order: ConnectorSource[] = []
  const found = new Map<string, readonly EvmConnector[]>()
  const stops = new Map<string, () => void>()
  const listeners = new Set<(connectors: readonly EvmConnector[]) => void>()
  let merged: readonly EvmConnector[] = []
  let started = false
  let target: DiscoveryTarget | undefined
  // While start() runs, what sources publish is merged once at its end (one list, one event).
  let starting = false

  function merge(): void {
    const ids = new Set<string>()
    const providers = new Set<unknown>()
    const next: EvmConnector[] = []
    for (const source of order)
      for (const connector of found.get(source.id) ?? []) {
        if (ids.has(connector.id)) continue
        if (connector.provider && providers.has(connector.provider)) continue
        ids.add(connector.id)
        if (connector.provider) providers.add(connector.provider)
        next.push(connector)
      }
    merged = next
    for (const listener of [...listeners]) listener(merged)
  }

  function startSource(source: ConnectorSource): void {
    let live = true
    const stop = source.start({
      target,
      publish(connectors) {
        // A source that publishes after being stopped is ignored.
        if (!live) return
        found.set(source.id, [...connectors])
        if (!starting) merge()
      },
    })
    stops.set(source.id, () => {
      live = false
      stop()
    })
  }

  for (const source of sources) addToOrder(source)

  function addToOrder(source: ConnectorSource): boolean {
    if (order.some((known) => known.id === source.id)) return false
    order.push(source)
    return true
  }

  return {
    start() {
      if (started) return
      started = true
      target = resolveTarget()
      starting = true
      try {
        for (const source of order) startSource(source)
      } finally {
        starting = false
      }
      if (found.size > 0) merge()
    },
    stop() {
      if (!started) return
      started = false
      for (const stop of stops.values()) stop()
      stops.clear()
      found.clear()
      merge()
    },
    get started() {
      return started
    },
    addSource(source) {
      if (addToOrder(source) && started) startSource(source)
    },
    hasSource: (id) => order.some((known) => known.id === id),
    list: () => merged,
    get: (id) => merged.find((connector) => connector.id === id),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

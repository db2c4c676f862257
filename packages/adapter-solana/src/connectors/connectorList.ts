import type { ConnectorSource, SolanaConnector } from './SolanaConnector'

/** What every source found, merged in source order (an id seen twice keeps its first entry). */
export interface ConnectorList {
  /** Starts every source once; a source added later starts at once. */
  start(): void
  stop(): void
  add(source: ConnectorSource): void
  has(sourceId: string): boolean
  all(): readonly SolanaConnector[]
  get(id: string): SolanaConnector | undefined
  /** Called after every change; returns the unsubscribe. */
  subscribe(listener: (connectors: readonly SolanaConnector[]) => void): () => void
}

export function createConnectorList(initial: readonly ConnectorSource[]): ConnectorList {
  const sources = [...initial]
  const found = new Map<string, readonly SolanaConnector[]>()
  const stops = new Map<string, () => void>()
  const listeners = new Set<(connectors: readonly SolanaConnector[]) => void>()
  let merged: readonly SolanaConnector[] = []
  let started = false

  function publish(sourceId: string, connectors: SolanaConnector[]) {
    if (!stops.has(sourceId)) return
    found.set(sourceId, connectors)
    const seen = new Set<string>()
    merged = sources
      .flatMap((source) => found.get(source.id) ?? [])
      .filter((connector) => !seen.has(connector.id) && Boolean(seen.add(connector.id)))
    for (const listener of [...listeners]) listener(merged)
  }

  function run(source: ConnectorSource) {
    stops.set(source.id, () => {})
    const stop = source.start((connectors) => publish(source.id, connectors))
    if (stops.has(source.id)) stops.set(source.id, stop)
  }

  return {
    start() {
      if (started) return
      started = true
      for (const source of sources) run(source)
    },
    stop() {
      started = false
      for (const stop of stops.values()) stop()
      stops.clear()
      found.clear()
      merged = []
    },
    add(source) {
      if (sources.some((known) => known.id === source.id)) return
      sources.push(source)
      if (started) run(source)
    },
    has: (sourceId) => sources.some((source) => source.id === sourceId),
    all: () => merged,
    get: (id) => merged.find((connector) => connector.id === id),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

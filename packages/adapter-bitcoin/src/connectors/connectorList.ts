import type { BitcoinConnector, ConnectorSource } from './BitcoinSigner'

/** What every source found, merged in source order (an id seen twice keeps its first entry). */
export interface ConnectorList {
  start(): void
  stop(): void
  add(source: ConnectorSource): void
  all(): readonly BitcoinConnector[]
  get(id: string): BitcoinConnector | undefined
  /** Called after every change; returns the unsubscribe. */
  subscribe(listener: (connectors: readonly BitcoinConnector[]) => void): () => void
}

export function createConnectorList(initial: readonly ConnectorSource[]): ConnectorList {
  const sources = [...initial]
  const found = new Map<string, readonly BitcoinConnector[]>()
  const running = new Map<string, () => void>()
  const listeners = new Set<(connectors: readonly BitcoinConnector[]) => void>()
  let merged: readonly BitcoinConnector[] = []
  let started = false

  const run = (source: ConnectorSource) => {
    running.set(source.id, () => {})
    const stop = source.start((connectors) => {
      if (!running.has(source.id)) return
      found.set(source.id, connectors)
      const ids = new Set<string>()
      merged = sources
        .flatMap((s) => found.get(s.id) ?? [])
        .filter((connector) => !ids.has(connector.id) && Boolean(ids.add(connector.id)))
      for (const listener of [...listeners]) listener(merged)
    })
    if (running.has(source.id)) running.set(source.id, stop)
  }

  return {
    start() {
      if (started) return
      started = true
      for (const source of sources) run(source)
    },
    stop() {
      started = false
      for (const stop of running.values()) stop()
      running.clear()
      found.clear()
      merged = []
    },
    add(source) {
      if (sources.some((known) => known.id === source.id)) return
      sources.push(source)
      if (started) run(source)
    },
    all: () => merged,
    get: (id) => merged.find((connector) => connector.id === id),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

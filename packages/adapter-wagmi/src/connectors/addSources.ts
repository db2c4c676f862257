import type { Config } from '@wagmi/core'
import type { ConnectorSource, SourceConnector } from './ConnectorSource'
import { fromSource } from './fromSource'
import type { ModalDoor } from './modalAsk'

/**
 * Starts Latchkey's connector sources and adds what they publish to wagmi's connectors (as wagmi
 * adds the EIP-6963 wallets it discovers); returns what stops them.
 */
export function addSources(
  config: Config,
  sources: readonly ConnectorSource[],
  door?: ModalDoor,
): () => void {
  const target = typeof window === 'undefined' ? undefined : window
  const publish = (published: readonly SourceConnector[]) => {
    const fresh = published.filter((p) => !config.connectors.some((c) => c.id === p.id))
    if (fresh.length === 0) return
    const made = fresh.map((p) => config._internal.connectors.setup(fromSource(p, door)))
    config._internal.connectors.setState((current) => [...current, ...made])
  }
  const stops = sources.map((source) => source.start({ target, publish }))
  return () => {
    for (const stop of stops.splice(0)) stop()
  }
}

import type { InjectedWeb3Target } from './InjectedWeb3'
import { injectedExtensions } from './injectedExtensions'
import type { PolkadotConnector } from './PolkadotConnector'

export interface ConnectorList {
  /** The connectors known now; reads `window.injectedWeb3` again, reporting any change. */
  list(): PolkadotConnector[]
  get(id: string): PolkadotConnector | undefined
  /** Adds a connector that is not injected (the WalletConnect view), after the extensions. */
  add(connector: PolkadotConnector): void
}

/**
 * The extensions found in `window.injectedWeb3` (read when asked, never at import, so a server
 * finds none) plus added connectors. `onChange` hears a new list when an extension appeared.
 */
export function createConnectorList(
  target: () => InjectedWeb3Target | undefined,
  onChange: (connectors: PolkadotConnector[]) => void,
): ConnectorList {
  let injected: PolkadotConnector[] = []
  const added: PolkadotConnector[] = []
  const all = () => [...injected, ...added]

  function refresh(): PolkadotConnector[] {
    const found = injectedExtensions(target())
    const same = found.length === injected.length && found.every((c, i) => c.id === injected[i]?.id)
    if (!same) {
      injected = found
      onChange(all())
    }
    return all()
  }

  return {
    list: refresh,
    get: (id) => refresh().find((connector) => connector.id === id),
    add(connector) {
      const at = added.findIndex((c) => c.id === connector.id)
      if (at >= 0) added[at] = connector
      else added.push(connector)
      onChange(all())
    },
  }
}

import { type Connector, isAuthConnectorProvider } from '@latchkey/adapter-kit'
import type { ChainNamespace } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import { slice } from '../core/store'
import { bindEmbeddedHost } from '../embedded/bindEmbeddedHost'
import { frozenRef } from '../state/frozenRef'

export interface ConnectorState {
  connectors: Connector[]
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
}

/**
 * The connectors adapters found and which one each namespace uses. What the Connect view lists
 * is connection/connectorList (issue 13: only the modal needs it).
 */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const createConnectorController = (function createConnectorController(ctx: CoreContext) {
  // Both are replaced whole, never edited in place (frozenRef; issue 13: this runs inside
  // createAppKit()).
  const state = slice(ctx.store, 'connectors', () => ({
    connectors: frozenRef([]),
    // The stored ones are handed over by restoreActiveConnectorIds(), at start-up restore.
    activeConnectorIds: frozenRef<ConnectorState['activeConnectorIds']>({}),
  }))

  // Discovery (EIP-6963, Wallet Standard) starts once the page is idle, or at once when wallets
  // are needed sooner (an open, a connect, a stored session): creating starts none (issue 13).
  const discoveries = new Set<() => void>()
  let discovering = false

  function setActiveConnectorIds(ids: ConnectorState['activeConnectorIds']) {
    state.activeConnectorIds = frozenRef(ids)
  }

  // Several adapters may report one connector (a WalletConnect session): the namespace's own
  // entry wins, then one that lists the namespace among its chains.
  function pick(matches: Connector[], namespace?: ChainNamespace): Connector | undefined {
    if (!namespace) return matches[0]
    return (
      matches.find((c) => c.chain === namespace) ??
      matches.find((c) => c.chains?.includes(namespace))
    )
  }

  function getConnector(id: string, namespace?: ChainNamespace): Connector | undefined {
    return pick(
      state.connectors.filter((c) => c.id === id),
      namespace,
    )
  }

  function findByType(type: Connector['type'], namespace?: ChainNamespace) {
    return pick(
      state.connectors.filter((c) => c.type === type),
      namespace,
    )
  }

  // Several adapters report the one embedded login; the one holding its login provider answers.
  function embeddedAuthConnector(): Connector | undefined {
    const all = state.connectors.filter((c) => c.type === 'AUTH')
    return all.find((c) => isAuthConnectorProvider(c.provider)) ?? all[0]
  }

  return {
    state,
    getConnector,

    /** Replaces what one adapter found; each namespace keeps its own connector entries. */
    setConnectors(namespace: ChainNamespace, connectors: Connector[]) {
      const others = state.connectors.filter((c) => c.chain !== namespace)
      const fresh = connectors.map((c) => Object.freeze({ ...c, chain: namespace }))
      state.connectors = frozenRef([...others, ...fresh])
      bindEmbeddedHost(ctx, connectors)
    },

    /** Runs `start` (an adapter's discovery) now if discovery has begun, else when it begins. */
    onDiscover(start: () => void): () => void {
      if (discovering) start()
      else discoveries.add(start)
      return () => discoveries.delete(start)
    },

    /** Begins every adapter's discovery; later calls do nothing. */
    discover() {
      if (discovering) return
      discovering = true
      for (const start of discoveries) start()
      discoveries.clear()
    },

    removeConnectors(namespace: ChainNamespace) {
      state.connectors = frozenRef(state.connectors.filter((c) => c.chain !== namespace))
    },

    /** Start-up: the connector each namespace used last time (SPEC §4), as stored. */
    restoreActiveConnectorIds(stored: ConnectorState['activeConnectorIds']) {
      state.activeConnectorIds = frozenRef({ ...state.activeConnectorIds, ...stored })
    },

    setActiveConnectorId(namespace: ChainNamespace, connectorId: string) {
      setActiveConnectorIds({ ...state.activeConnectorIds, [namespace]: connectorId })
    },

    removeActiveConnectorId(namespace: ChainNamespace) {
      const { [namespace]: _removed, ...others } = state.activeConnectorIds
      setActiveConnectorIds(others)
    },

    getActiveConnector(namespace: ChainNamespace): Connector | undefined {
      const id = state.activeConnectorIds[namespace]
      return id ? getConnector(id, namespace) : undefined
    },

    getAuthConnector: (namespace?: ChainNamespace) =>
      namespace ? findByType('AUTH', namespace) : embeddedAuthConnector(),
    getWalletConnectConnector: (namespace?: ChainNamespace) =>
      findByType('WALLET_CONNECT', namespace),

    /** Reloads the embedded wallet's frame, if there is one. */
    reloadAuthConnector() {
      const provider = embeddedAuthConnector()?.provider
      if (isAuthConnectorProvider(provider)) void provider.reload()
    },
  }
})

export type ConnectorController = ReturnType<typeof createConnectorController>

import { type Connector, isAuthConnectorProvider } from '@latchkey/adapter-kit'
import type { ChainNamespace } from '@latchkey/core'
import type { Config } from '../core/Config'
import { instanceData, slice } from '../core/store'
import { bindEmbeddedHost } from '../embedded/bindEmbeddedHost'
import { frozenRef } from '../state/frozenRef'

export interface ConnectorState {
  connectors: Connector[]
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
}

type StoreConfig = Pick<Config, 'store'>

/**
 * The store's connectors slice: the connectors adapters found and which one each namespace uses.
 * What the Connect view lists is connection/connectorList (issue 13: only the modal needs it).
 */
export function state(config: StoreConfig): ConnectorState {
  // Both are replaced whole, never edited in place (frozenRef; issue 13: this runs inside
  // createAppKit()).
  return slice(config.store, 'connectors', () => ({
    connectors: frozenRef([]),
    // The stored ones are handed over by restoreActiveConnectorIds(), at start-up restore.
    activeConnectorIds: frozenRef<ConnectorState['activeConnectorIds']>({}),
  }))
}

// Discovery (EIP-6963, Wallet Standard) starts once the page is idle, or at once when wallets
// are needed sooner (an open, a connect, a stored session): creating starts none (issue 13).
const internal = instanceData(() => ({ discoveries: new Set<() => void>(), discovering: false }))

function setActiveConnectorIds(config: StoreConfig, ids: ConnectorState['activeConnectorIds']) {
  state(config).activeConnectorIds = frozenRef(ids)
}

// Several adapters may report one connector (a WalletConnect session): the namespace's own
// entry wins, then one that lists the namespace among its chains.
function pick(matches: Connector[], namespace?: ChainNamespace): Connector | undefined {
  if (!namespace) return matches[0]
  return (
    matches.find((c) => c.chain === namespace) ?? matches.find((c) => c.chains?.includes(namespace))
  )
}

function findByType(config: StoreConfig, type: Connector['type'], namespace?: ChainNamespace) {
  return pick(
    state(config).connectors.filter((c) => c.type === type),
    namespace,
  )
}

// Several adapters report the one embedded login; the one holding its login provider answers.
function embeddedAuthConnector(config: StoreConfig): Connector | undefined {
  const all = state(config).connectors.filter((c) => c.type === 'AUTH')
  return all.find((c) => isAuthConnectorProvider(c.provider)) ?? all[0]
}

export function getConnector(
  config: StoreConfig,
  id: string,
  namespace?: ChainNamespace,
): Connector | undefined {
  return pick(
    state(config).connectors.filter((c) => c.id === id),
    namespace,
  )
}

/** Replaces what one adapter found; each namespace keeps its own connector entries. */
export function setConnectors(
  config: Config,
  namespace: ChainNamespace,
  connectors: Connector[],
): void {
  const s = state(config)
  const others = s.connectors.filter((c) => c.chain !== namespace)
  const fresh = connectors.map((c) => Object.freeze({ ...c, chain: namespace }))
  s.connectors = frozenRef([...others, ...fresh])
  bindEmbeddedHost(config, connectors)
}

/** Runs `start` (an adapter's discovery) now if discovery has begun, else when it begins. */
export function onDiscover(config: StoreConfig, start: () => void): () => void {
  const data = internal(config)
  if (data.discovering) start()
  else data.discoveries.add(start)
  return () => data.discoveries.delete(start)
}

/** Begins every adapter's discovery; later calls do nothing. */
export function discover(config: StoreConfig): void {
  const data = internal(config)
  if (data.discovering) return
  data.discovering = true
  for (const start of data.discoveries) start()
  data.discoveries.clear()
}

export function removeConnectors(config: StoreConfig, namespace: ChainNamespace): void {
  const s = state(config)
  s.connectors = frozenRef(s.connectors.filter((c) => c.chain !== namespace))
}

/** Start-up: the connector each namespace used last time (SPEC §4), as stored. */
export function restoreActiveConnectorIds(
  config: StoreConfig,
  stored: ConnectorState['activeConnectorIds'],
): void {
  const s = state(config)
  s.activeConnectorIds = frozenRef({ ...s.activeConnectorIds, ...stored })
}

export function setActiveConnectorId(
  config: StoreConfig,
  namespace: ChainNamespace,
  connectorId: string,
): void {
  setActiveConnectorIds(config, { ...state(config).activeConnectorIds, [namespace]: connectorId })
}

export function removeActiveConnectorId(config: StoreConfig, namespace: ChainNamespace): void {
  const { [namespace]: _removed, ...others } = state(config).activeConnectorIds
  setActiveConnectorIds(config, others)
}

export function getActiveConnector(
  config: StoreConfig,
  namespace: ChainNamespace,
): Connector | undefined {
  const id = state(config).activeConnectorIds[namespace]
  return id ? getConnector(config, id, namespace) : undefined
}

export function getAuthConnector(
  config: StoreConfig,
  namespace?: ChainNamespace,
): Connector | undefined {
  return namespace ? findByType(config, 'AUTH', namespace) : embeddedAuthConnector(config)
}

export function getWalletConnectConnector(
  config: StoreConfig,
  namespace?: ChainNamespace,
): Connector | undefined {
  return findByType(config, 'WALLET_CONNECT', namespace)
}

/** Reloads the embedded wallet's frame, if there is one. */
export function reloadAuthConnector(config: StoreConfig): void {
  const provider = embeddedAuthConnector(config)?.provider
  if (isAuthConnectorProvider(provider)) void provider.reload()
}

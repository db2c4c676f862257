import { type ChainNamespace, isCaipNetworkId, parseCaipNetworkId } from '@latchkey/core'
import {
  parseDeepLink,
  parseRecentWallets,
  parseStoredState,
  STORE_VERSION,
  type StoredState,
} from './storedState'

/** The keys version 0 (before one store) wrote, each on its own; read once and removed. */
export const LEGACY_KEYS = Object.freeze({
  CONNECTION_STATUS: 'connection-status',
  ACTIVE_CONNECTOR_IDS: 'active-connector-ids',
  ACTIVE_CAIP_NETWORK_ID: 'active-caip-network-id',
  RECENT_WALLETS: 'recent-wallets',
  DEEP_LINK: 'deep-link',
  ADDRESS_CACHE: 'address-cache',
  SOCIAL_PROVIDER: 'social-provider',
})

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/**
 * Version 0's keys as a version-1 state, or undefined when none is there. Its session counted
 * when stored 'connected', or 'connecting' (a reload while another wallet connected) over
 * connector ids (stored only once a connection stood); any other status kept no connector.
 */
export function fromLegacyKeys(read: (key: string) => unknown): StoredState | undefined {
  const values = Object.values(LEGACY_KEYS).map(read)
  if (values.every((value) => value === undefined)) return undefined
  const status = read(LEGACY_KEYS.CONNECTION_STATUS)
  const connectorIds = record(read(LEGACY_KEYS.ACTIVE_CONNECTOR_IDS))
  const addresses = record(read(LEGACY_KEYS.ADDRESS_CACHE))
  const session = status === 'connected' || status === 'connecting'
  const namespaces: Record<string, unknown> = {}
  if (session)
    for (const [namespace, connectorId] of Object.entries(connectorIds))
      namespaces[namespace] = { connectorId, caipAddress: addresses[namespace] }
  const networkId = read(LEGACY_KEYS.ACTIVE_CAIP_NETWORK_ID)
  let activeNamespace: ChainNamespace | undefined
  if (isCaipNetworkId(networkId)) {
    activeNamespace = parseCaipNetworkId(networkId).chainNamespace
    namespaces[activeNamespace] = { ...record(namespaces[activeNamespace]), networkId }
  }
  // The same checks as a stored version 1 (a connector id that is no string is dropped, …).
  return parseStoredState({
    version: STORE_VERSION,
    activeNamespace,
    namespaces,
    recentWallets: parseRecentWallets(read(LEGACY_KEYS.RECENT_WALLETS)),
    deepLink: parseDeepLink(read(LEGACY_KEYS.DEEP_LINK)),
  })
}

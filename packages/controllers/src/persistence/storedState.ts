import {
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  type DeepLinkChoice,
  deepLinkChoiceHref,
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  LIMITS,
  parseCaipAddress,
  parseCaipNetworkId,
  type WalletListEntry,
} from '@latchkey/core'

export { STORE_KEY } from './storeKey'
/** The stored shape's version; a store of another version is ignored (and replaced on the next write). */
export const STORE_VERSION = 1

/** One namespace's session: the connector to sync at start-up, its network and its account. */
export interface StoredNamespace {
  connectorId?: string
  networkId?: CaipNetworkId
  /** The connected account, for a server to render before the session restores (cookies). */
  caipAddress?: CaipAddress
}

/** What outlives a reload (SPEC §3, §4 Connection status), version 1. */
export interface StoredState {
  version: typeof STORE_VERSION
  activeNamespace: ChainNamespace | undefined
  namespaces: Partial<Record<ChainNamespace, StoredNamespace>>
  /** Newest first, at most LIMITS.MAX_RECENT_WALLETS (SPEC §3). */
  recentWallets: WalletListEntry[]
  deepLink: DeepLinkChoice | undefined
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isWallet = (value: unknown): value is WalletListEntry =>
  isRecord(value) && typeof value.id === 'string' && typeof value.name === 'string'

/** SPEC §3: at most 2, whatever storage holds (another version, another tab, a hand edit). */
export function parseRecentWallets(value: unknown): WalletListEntry[] {
  return Array.isArray(value) ? value.filter(isWallet).slice(0, LIMITS.MAX_RECENT_WALLETS) : []
}

export function parseDeepLink(value: unknown): DeepLinkChoice | undefined {
  if (!isRecord(value) || typeof value.href !== 'string' || typeof value.name !== 'string')
    return undefined
  // WalletConnect's client opens it for every request: only a checked wallet link is kept.
  const href = deepLinkChoiceHref(value.href)
  return href ? { href, name: value.name } : undefined
}

function parseNamespace(namespace: ChainNamespace, value: unknown): StoredNamespace | undefined {
  if (!isRecord(value)) return undefined
  const entry: StoredNamespace = {}
  if (typeof value.connectorId === 'string' && value.connectorId)
    entry.connectorId = value.connectorId
  // A namespace's values belong to it: another namespace's network or account is dropped.
  if (
    isCaipNetworkId(value.networkId) &&
    parseCaipNetworkId(value.networkId).chainNamespace === namespace
  )
    entry.networkId = value.networkId
  if (
    entry.connectorId &&
    isCaipAddress(value.caipAddress) &&
    parseCaipAddress(value.caipAddress).chainNamespace === namespace
  )
    entry.caipAddress = value.caipAddress
  return Object.keys(entry).length > 0 ? entry : undefined
}

/**
 * The stored state of version 1 from what storage holds, each field checked and what does not
 * check out left out; undefined for anything else (corrupt, or another version).
 */
export function parseStoredState(value: unknown): StoredState | undefined {
  if (!isRecord(value) || value.version !== STORE_VERSION) return undefined
  const namespaces: StoredState['namespaces'] = {}
  if (isRecord(value.namespaces))
    for (const [namespace, entry] of Object.entries(value.namespaces)) {
      const parsed = isChainNamespace(namespace) ? parseNamespace(namespace, entry) : undefined
      if (parsed) namespaces[namespace as ChainNamespace] = parsed
    }
  return {
    version: STORE_VERSION,
    activeNamespace: isChainNamespace(value.activeNamespace) ? value.activeNamespace : undefined,
    namespaces,
    recentWallets: parseRecentWallets(value.recentWallets),
    deepLink: parseDeepLink(value.deepLink),
  }
}

/** Whether start-up has a session to sync: a namespace with its connector stored. */
export const hasSession = (stored: StoredState | undefined): boolean =>
  Object.values(stored?.namespaces ?? {}).some((entry) => entry?.connectorId !== undefined)

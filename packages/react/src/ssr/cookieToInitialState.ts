import { STORAGE_KEYS } from '@latchkey/controllers'
import {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  COOKIE_PREFIX,
  isCaipAddress,
  isChainNamespace,
  parseCaipAddress,
  readCookieValues,
} from '@latchkey/core'

/** What the server renders before the browser's session is restored (from its cookies). */
export interface AppKitInitialState {
  /** The connected account (CAIP-10) of each namespace that was connected. */
  readonly accounts: Readonly<Partial<Record<ChainNamespace, CaipAddress>>>
  /** The active namespace: the active network's. */
  readonly activeNamespace: ChainNamespace | undefined
  /** The active network, one of the app's `networks`. */
  readonly caipNetwork: CaipNetwork | undefined
}

export interface CookieToInitialStateOptions {
  /** The app's networks, as given to createAppKit: a stored network must be one of them. */
  networks: readonly CaipNetwork[]
  /** The cookie storage's prefix, when created with another one. */
  prefix?: string
}

/**
 * The state that `createAppKit({ storage: cookieStorage })` stored, read from a request's Cookie
 * header, for `<AppKitProvider initialState>`: the server then renders the connected account and
 * active network, and the browser hydrates the same markup while its session restores. A session
 * that is not stored as connected, or values that do not parse, give undefined.
 */
export function cookieToInitialState(
  cookieHeader: string | null | undefined,
  { networks, prefix = COOKIE_PREFIX }: CookieToInitialStateOptions,
): AppKitInitialState | undefined {
  if (!cookieHeader) return undefined
  const stored = readCookieValues(cookieHeader, prefix)
  if (stored.get(STORAGE_KEYS.CONNECTION_STATUS) !== 'connected') return undefined
  const connectorIds = asRecord(stored.get(STORAGE_KEYS.ACTIVE_CONNECTOR_IDS))
  const cache = asRecord(stored.get(STORAGE_KEYS.ADDRESS_CACHE))
  const accounts: Partial<Record<ChainNamespace, CaipAddress>> = {}
  for (const [namespace, caipAddress] of Object.entries(cache)) {
    // Only a namespace whose connector is still stored is connected (disconnect removes it).
    if (!isChainNamespace(namespace) || typeof connectorIds[namespace] !== 'string') continue
    if (!isCaipAddress(caipAddress) || parseCaipAddress(caipAddress).chainNamespace !== namespace)
      continue
    accounts[namespace] = caipAddress
  }
  if (Object.keys(accounts).length === 0) return undefined
  const networkId = stored.get(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID) as CaipNetworkId | undefined
  const caipNetwork = networks.find((n) => n.caipNetworkId === networkId)
  const activeNamespace =
    caipNetwork && accounts[caipNetwork.chainNamespace]
      ? caipNetwork.chainNamespace
      : (Object.keys(accounts)[0] as ChainNamespace)
  return Object.freeze({
    accounts: Object.freeze(accounts),
    activeNamespace,
    caipNetwork: caipNetwork?.chainNamespace === activeNamespace ? caipNetwork : undefined,
  })
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

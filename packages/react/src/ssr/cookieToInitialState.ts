import { readStoredValues } from '@latchkey/controllers'
import {
  type CaipAddress,
  type CaipNetwork,
  type ChainNamespace,
  COOKIE_PREFIX,
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
  const cookies = readCookieValues(cookieHeader, prefix)
  // The one stored state the browser writes (or the separate keys an earlier version wrote).
  const stored = readStoredValues((key) => cookies.get(key))
  const accounts: Partial<Record<ChainNamespace, CaipAddress>> = {}
  // Only a namespace whose connector is still stored is connected (disconnect removes it).
  for (const [namespace, entry] of Object.entries(stored?.namespaces ?? {}))
    if (entry?.connectorId && entry.caipAddress)
      accounts[namespace as ChainNamespace] = entry.caipAddress
  if (!stored || Object.keys(accounts).length === 0) return undefined
  const active = stored.activeNamespace
  const networkId = active ? stored.namespaces[active]?.networkId : undefined
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

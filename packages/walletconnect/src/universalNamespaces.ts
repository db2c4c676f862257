import {
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  isChainNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
  walletConnectProfile,
} from '@latchkey/core'

export interface UniversalProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string>
}

/** The chains and RPC URLs a session asks wallets for. */
export interface SessionRequestScope {
  /** CAIP-2 ids of every namespace, the app's preferred chain first. */
  chains: readonly CaipNetworkId[]
  /** RPC URL per CAIP-2 id, for reads the host makes through the session. */
  rpcMap: Readonly<Partial<Record<CaipNetworkId, string>>>
}

/**
 * The optional namespaces of a proposal (required ones are deprecated and make wallets refuse a
 * whole session over one missing chain): the chains grouped by namespace with that namespace's
 * WalletConnect methods and events, `first` moved to the front. Each namespace's `rpcMap` is
 * keyed by chain reference, as the universal provider reads it.
 */
export function universalProposal(
  { chains, rpcMap }: SessionRequestScope,
  first?: CaipNetworkId,
): Record<string, UniversalProposalNamespace> {
  const ordered = first ? [first, ...chains] : chains
  const proposal: Record<string, UniversalProposalNamespace> = {}
  for (const chain of ordered) {
    const { chainNamespace: ns, chainId: reference } = parseCaipNetworkId(chain)
    const entry = proposal[ns] ?? {
      chains: [],
      methods: [...walletConnectProfile(ns).methods],
      events: [...walletConnectProfile(ns).events],
    }
    proposal[ns] = entry
    if (entry.chains.includes(chain)) continue
    entry.chains.push(chain)
    const rpc = rpcMap[chain]
    if (rpc) entry.rpcMap = { ...entry.rpcMap, [reference]: rpc }
  }
  return proposal
}

/** The CAIP-2 ids of `networks` and each one's first RPC URL, under the host's own `rpcMap`. */
export function scopeOf(
  networks: readonly CaipNetwork[],
  rpcMap: Readonly<Partial<Record<CaipNetworkId, string>>> = {},
): SessionRequestScope {
  const defaults: Partial<Record<CaipNetworkId, string>> = {}
  for (const network of networks) {
    const url = network.rpcUrls.default.http[0]
    if (url) defaults[network.caipNetworkId] = url
  }
  return {
    chains: [...new Set(networks.map((n) => n.caipNetworkId))],
    rpcMap: { ...defaults, ...rpcMap },
  }
}

/** The part of a WalletConnect session these helpers read. */
export interface SessionNamespaces {
  namespaces: Record<string, { chains?: string[]; accounts: string[]; methods?: string[] }>
  /** The wallet on the other side, as it describes itself. */
  peer?: { metadata?: { name?: string; icons?: string[] } }
}

export interface SessionAccount {
  /** The chain reference, e.g. '1' or '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'. */
  chainId: string
  address: string
}

/**
 * The accounts a session approved in one namespace, parsed as CAIP-10 (malformed ones are
 * skipped, and with `isAddress`, the namespace's §5 rule, those it refuses): first seen first,
 * one entry per chain and address. The rule comes from the caller (an adapter's lazy part), so
 * start-up code reading sessions carries no address rule.
 */
export function sessionAccounts(
  session: SessionNamespaces | undefined,
  namespace: ChainNamespace,
  isAddress: (address: string) => boolean = () => true,
): SessionAccount[] {
  const accounts: SessionAccount[] = []
  for (const value of Object.values(session?.namespaces ?? {}).flatMap((n) => n.accounts)) {
    let parsed: ReturnType<typeof parseCaipAddress>
    try {
      parsed = parseCaipAddress(value)
    } catch {
      continue
    }
    if (parsed.chainNamespace !== namespace) continue
    if (!isAddress(parsed.address)) continue
    if (!accounts.some((a) => a.chainId === parsed.chainId && a.address === parsed.address))
      accounts.push({ chainId: parsed.chainId, address: parsed.address })
  }
  return accounts
}

/** The CAIP-2 chains a session approved in one namespace (its chains and its accounts' chains). */
export function sessionChains(
  session: SessionNamespaces | undefined,
  namespace: ChainNamespace,
): CaipNetworkId[] {
  const chains = new Set<CaipNetworkId>()
  for (const entry of Object.values(session?.namespaces ?? {}))
    for (const chain of entry.chains ?? []) {
      const [ns, reference] = chain.split(':')
      if (ns === namespace && isChainNamespace(ns) && reference) chains.add(`${ns}:${reference}`)
    }
  for (const account of sessionAccounts(session, namespace))
    chains.add(`${namespace}:${account.chainId}`)
  return [...chains]
}

/** The methods a session approved in one namespace (its own key and any `namespace:chain` key). */
export function sessionMethods(
  session: SessionNamespaces | undefined,
  namespace: ChainNamespace,
): string[] {
  const methods = new Set<string>()
  for (const [key, entry] of Object.entries(session?.namespaces ?? {}))
    if (key === namespace || key.startsWith(`${namespace}:`))
      for (const method of entry.methods ?? []) methods.add(method)
  return [...methods]
}

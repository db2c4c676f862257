import {
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  isChainNamespace,
  parseCaipAddress,
  walletConnectProfile,
} from '@latchkey/core'

export interface UniversalProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string>
}

/**
 * The optional namespaces of a basic-mode proposal: every requested network, grouped by its
 * namespace, the default network's chain first. `rpcMap` keys are CAIP-2 ids; each namespace's
 * map is keyed by chain reference, as the universal provider reads it.
 */
export function universalProposal(
  networks: readonly CaipNetwork[],
  rpcMap: Readonly<Partial<Record<CaipNetworkId, string>>>,
): Record<string, UniversalProposalNamespace> {
  const proposal: Record<string, UniversalProposalNamespace> = {}
  for (const network of networks) {
    const ns = network.chainNamespace
    const entry = proposal[ns] ?? {
      chains: [],
      methods: [...walletConnectProfile(ns).methods],
      events: [...walletConnectProfile(ns).events],
    }
    proposal[ns] = entry
    if (entry.chains.includes(network.caipNetworkId)) continue
    entry.chains.push(network.caipNetworkId)
    const rpc = rpcMap[network.caipNetworkId]
    if (rpc) entry.rpcMap = { ...entry.rpcMap, [String(network.id)]: rpc }
  }
  return proposal
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
 * skipped): first seen first, one entry per chain and address.
 */
export function sessionAccounts(
  session: SessionNamespaces | undefined,
  namespace: ChainNamespace,
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

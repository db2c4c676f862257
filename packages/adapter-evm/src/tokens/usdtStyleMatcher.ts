// Apart from the ABI (./usdtStyleTokens): the matcher is made with the actions' context (the
// adapter's lazy part), the ABI is the actions' own and loads with them.
/**
 * Known USDT-type contracts per chain id. Tether on Ethereum is the one in wide use; its
 * bridged copies elsewhere return a bool. Apps add theirs (and the local TUSD) via options.
 */
export const KNOWN_USDT_STYLE_TOKENS: Readonly<Record<number, readonly string[]>> = Object.freeze({
  1: Object.freeze(['0xdAC17F958D2ee523a2206206994597C13D831ec7']),
})

export type UsdtStyleTokenList = Readonly<Record<number, readonly string[]>>

/** Looks a contract up in the known list merged with the app's own (addresses compare lower-case). */
export function createUsdtStyleMatcher(extra: UsdtStyleTokenList = {}) {
  const byChain = new Map<number, Set<string>>()
  for (const list of [KNOWN_USDT_STYLE_TOKENS, extra])
    for (const [chainId, addresses] of Object.entries(list)) {
      const set = byChain.get(Number(chainId)) ?? new Set<string>()
      for (const address of addresses) set.add(address.toLowerCase())
      byChain.set(Number(chainId), set)
    }
  return (chainId: number, address: string): boolean =>
    byChain.get(chainId)?.has(address.toLowerCase()) ?? false
}

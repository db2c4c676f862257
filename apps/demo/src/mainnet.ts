import type { CaipNetwork } from '@latchkey/core'

/**
 * `?mainnet`: the local chains shown as mainnets, so the modal offers and shows names on them
 * (SPEC §7: names and identities are fetched on non-testnet networks only). The name browser test
 * uses it; balances then show their dollar values too.
 */
export function demoNetwork(network: CaipNetwork, params: URLSearchParams): CaipNetwork {
  return params.has('mainnet') ? { ...network, testnet: false } : network
}

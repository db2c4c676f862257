import { ApiError } from '../http/ApiError'
import { type EvmSwapChain, NATIVE_TOKEN_ADDRESS } from '../swaps/EvmSwapChain'

/** A token as the pools see it: its contract (absent for the native currency) and decimals. */
export interface PoolToken {
  address?: string | undefined
  decimals: number
}

/**
 * The pools' mid price of one whole `token` in whole `stable` tokens: the reserves' ratio along
 * the route the swaps take (the direct pool, else through the wrapped native currency), fee and
 * price impact left out. Undefined when no pool connects them; a node failure throws.
 */
export async function readPoolPrice(
  swaps: EvmSwapChain,
  token: PoolToken,
  stable: PoolToken & { address: string },
): Promise<number | undefined> {
  const route = await swaps
    .route(token.address ?? NATIVE_TOKEN_ADDRESS, stable.address)
    .catch((error: unknown) => {
      // The router answers 400 when no pool trades the two tokens.
      if (error instanceof ApiError && error.status === 400) return undefined
      throw error
    })
  if (!route) return undefined
  // Exact in integers: the reserves' product along the route, then 18 decimal places of it.
  let num = 10n ** BigInt(Math.max(0, token.decimals - stable.decimals) + 18)
  let den = 10n ** BigInt(Math.max(0, stable.decimals - token.decimals))
  for (const hop of route.hops) {
    num *= hop.reserveOut
    den *= hop.reserveIn
  }
  const price = Number(num / den) / 1e18
  return price > 0 && Number.isFinite(price) ? price : undefined
}

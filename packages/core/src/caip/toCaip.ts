import { startupError } from '../errors/LatchkeyError'
import type { CaipAddress, CaipNetworkId } from '../types/caip'
import { isChainNamespace } from './isChainNamespace'
import { parseCaipNetworkId } from './parseCaipNetworkId'

/** Joins a namespace and chain id into a CAIP-2 id; raises 'Invalid CAIP-2 network id' if unfit. */
export function toCaipNetworkId(chainNamespace: unknown, chainId: unknown): CaipNetworkId {
  const id =
    typeof chainId === 'number' && Number.isSafeInteger(chainId) ? String(chainId) : chainId
  if (!isChainNamespace(chainNamespace) || typeof id !== 'string' || !id || id.includes(':'))
    throw startupError('INVALID_CAIP2_NETWORK_ID')
  return `${chainNamespace}:${id}`
}

/** Joins a CAIP-2 id and an address into a CAIP-10 id; raises 'Invalid CAIP-10 address' if unfit. */
export function toCaipAddress(caipNetworkId: unknown, address: unknown): CaipAddress {
  const { chainNamespace, chainId } = parseCaipNetworkId(caipNetworkId)
  if (typeof address !== 'string' || !address || address.includes(':'))
    throw startupError('INVALID_CAIP10_ADDRESS')
  return `${chainNamespace}:${chainId}:${address}`
}

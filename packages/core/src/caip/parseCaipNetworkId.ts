import { startupError } from '../errors/LatchkeyError'
import type { CaipNetworkId, ParsedCaipNetworkId } from '../types/caip'
import { isChainNamespace } from './isChainNamespace'

/**
 * Splits a CAIP-2 id (`eip155:1`). Anything but exactly two non-empty parts with a known
 * namespace raises 'Invalid CAIP-2 network id' (non-strings too: there is no other id text).
 */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  if (typeof value !== 'string') throw startupError('INVALID_CAIP2_NETWORK_ID')
  const parts = value.split(':')
  const [chainNamespace, chainId] = parts
  if (parts.length !== 2 || !isChainNamespace(chainNamespace) || !chainId)
    throw startupError('INVALID_CAIP2_NETWORK_ID')
  return { chainNamespace, chainId }
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}

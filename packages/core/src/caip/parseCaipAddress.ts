import { latchkeyError } from '../errors/catalogue'
import type { CaipAddress, ParsedCaipAddress } from '../types/caip'
import { isChainNamespace } from './isChainNamespace'

/**
 * Splits a CAIP-10 account id (`eip155:1:0xab…`).
 * - not a string at all: 'Invalid CAIP Address' (the value is not an address of any form);
 * - a string without exactly three non-empty parts and a known namespace: 'Invalid CAIP-10 address'.
 */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  if (typeof value !== 'string') throw latchkeyError('INVALID_CAIP_ADDRESS')
  const parts = value.split(':')
  const [chainNamespace, chainId, address] = parts
  if (parts.length !== 3 || !isChainNamespace(chainNamespace) || !chainId || !address)
    throw latchkeyError('INVALID_CAIP10_ADDRESS')
  return { chainNamespace, chainId, address }
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}

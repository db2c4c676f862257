import { type Hex, isHex, numberToHex } from 'viem'
import { invalidParams } from './errors'
import type { DevWalletChain } from './types'

/** Decimal chain id to the 0x form EIP-1193 uses (no leading zeros). */
export const toChainIdHex = (chainId: number): Hex => numberToHex(chainId)

/** Parses a 0x chain id as EIP-3085/3326 require: hex, no leading zeros, a positive safe integer. */
export function parseChainIdHex(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[1-9a-fA-F][0-9a-fA-F]*$/.test(value)) {
    throw invalidParams(
      `chainId must be a 0x-prefixed hexadecimal string without leading zeros, got ${JSON.stringify(value)}`,
    )
  }
  const chainId = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(chainId)) throw invalidParams(`chainId ${value} is too large`)
  return chainId
}

/** True for an absolute http(s) URL. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Validates wallet_addEthereumChain's parameter (EIP-3085) and returns the chain to add. */
export function parseAddEthereumChainParameter(param: unknown): DevWalletChain {
  if (!isRecord(param))
    throw invalidParams(
      'wallet_addEthereumChain expects [{ chainId, chainName, rpcUrls, nativeCurrency }]',
    )
  const id = parseChainIdHex(param.chainId)
  const { chainName, rpcUrls, nativeCurrency, blockExplorerUrls } = param
  if (typeof chainName !== 'string' || !chainName.trim())
    throw invalidParams('chainName must be a non-empty string')
  if (!Array.isArray(rpcUrls) || rpcUrls.length === 0 || !rpcUrls.every(isHttpUrl)) {
    throw invalidParams('rpcUrls must be a non-empty array of http(s) URLs')
  }
  if (!isRecord(nativeCurrency))
    throw invalidParams('nativeCurrency { name, symbol, decimals } is required')
  const { name, symbol, decimals } = nativeCurrency
  if (typeof name !== 'string' || !name.trim())
    throw invalidParams('nativeCurrency.name must be a non-empty string')
  if (typeof symbol !== 'string' || symbol.length < 2 || symbol.length > 6) {
    throw invalidParams('nativeCurrency.symbol must be 2 to 6 characters')
  }
  if (
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > 36
  ) {
    throw invalidParams('nativeCurrency.decimals must be an integer from 0 to 36')
  }
  if (blockExplorerUrls !== undefined && blockExplorerUrls !== null) {
    if (!Array.isArray(blockExplorerUrls) || !blockExplorerUrls.every(isHttpUrl)) {
      throw invalidParams('blockExplorerUrls must be an array of http(s) URLs')
    }
  }
  const explorer = Array.isArray(blockExplorerUrls)
    ? (blockExplorerUrls[0] as string | undefined)
    : undefined
  return {
    id,
    name: chainName.trim(),
    rpcUrl: rpcUrls[0] as string,
    nativeCurrency: { name, symbol, decimals },
    ...(explorer ? { blockExplorerUrl: explorer } : {}),
  }
}

/** Checks a hex string is a JSON-RPC quantity (0x + hex digits). */
export const isQuantity = (value: unknown): value is Hex =>
  typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)

/** Checks a hex string is byte data (0x + an even number of hex digits). */
export const isData = (value: unknown): value is Hex =>
  typeof value === 'string' && isHex(value, { strict: true }) && value.length % 2 === 0

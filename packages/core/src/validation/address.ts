import { fromBase58 } from '../encoding/base58'
import { keccak256 } from '../encoding/keccak256'

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
// Base58 excludes 0, O, I and l.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * EIP-55: the address with 0x, each letter upper case where the keccak-256 of the lower-case
 * hex (without 0x) has a nibble of 8 or more. Undefined for text that is not 0x-less or 0x and
 * 40 hex digits.
 */
export function toChecksumEvmAddress(value: string): `0x${string}` | undefined {
  if (!EVM_ADDRESS.test(value)) return undefined
  const hex = value.slice(-40).toLowerCase()
  const hash = keccak256(new TextEncoder().encode(hex))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] as number) >> (i & 1 ? 0 : 4)) & 0xf
    out += nibble >= 8 ? (hex[i] as string).toUpperCase() : hex[i]
  }
  return out as `0x${string}`
}

/**
 * SPEC §5: optional 0x, then 40 hex characters; EIP-55: all lower or all upper case carries no
 * checksum, mixed case must be the checksum.
 */
export function isValidEvmAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !EVM_ADDRESS.test(value)) return false
  const hex = value.slice(-40)
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  return toChecksumEvmAddress(hex)?.slice(2) === hex
}

/** SPEC §5: 32 to 44 base58 characters, and they decode to an ed25519 key's 32 bytes. */
export function isValidSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value) && fromBase58(value)?.length === 32
}

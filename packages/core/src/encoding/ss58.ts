import { fromBase58 } from './base58'
import { blake2b } from './blake2b'

/** An SS58 address read apart: its network prefix and the account's public key. */
export interface Ss58Parts {
  /** The network's registered prefix, 0 to 16383. */
  prefix: number
  /** The account's key: 32 bytes (sr25519, ed25519) or 33 (compressed ECDSA). */
  publicKey: Uint8Array
  /** The bytes the checksum is over: prefix and key. */
  body: Uint8Array
  /** The address's last two bytes. */
  checksum: Uint8Array
}

// "SS58PRE", hashed before the body.
const CONTEXT = [83, 83, 53, 56, 80, 82, 69]

/**
 * The SS58 address format's layout (prefix of one byte for 0-63, of two for 64-16383; 32- or
 * 33-byte key; 2-byte checksum), without the checksum check; undefined when the text has
 * another layout. Prefixes 46 and 47 are reserved; account indices are not accounts we send to.
 */
export function decodeSs58(text: string): Ss58Parts | undefined {
  // The longest layout (2-byte prefix, 33-byte key) is 51 characters; base58 decoding is quadratic.
  const bytes = text.length > 64 ? undefined : fromBase58(text)
  const first = bytes?.[0]
  if (!bytes || first === undefined || first > 127) return undefined
  const second = bytes[1] ?? 0
  const prefixLength = first < 64 ? 1 : 2
  const prefix = first < 64 ? first : ((first & 63) << 2) | (second >> 6) | ((second & 63) << 8)
  const keyLength = bytes.length - prefixLength - 2
  if ((prefixLength === 2 && prefix < 64) || prefix === 46 || prefix === 47) return undefined
  if (keyLength !== 32 && keyLength !== 33) return undefined
  return {
    prefix,
    publicKey: bytes.slice(prefixLength, -2),
    body: bytes.slice(0, -2),
    checksum: bytes.slice(-2),
  }
}

/** Whether the checksum is the first two bytes of blake2b-512("SS58PRE" || prefix || key). */
export function hasSs58Checksum({ body, checksum }: Pick<Ss58Parts, 'body' | 'checksum'>): boolean {
  const hash = blake2b(Uint8Array.from([...CONTEXT, ...body]))
  return hash[0] === checksum[0] && hash[1] === checksum[1]
}

/** SS58 address of any network prefix, checksum checked (SPEC §5's polkadot rule). */
export function isSs58Address(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const parts = decodeSs58(value)
  return parts !== undefined && hasSs58Checksum(parts)
}

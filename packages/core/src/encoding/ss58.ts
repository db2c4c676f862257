import { fromBase58, toBase58 } from './base58'
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

const checksumOf = (body: Uint8Array) => blake2b(Uint8Array.from([...CONTEXT, ...body])).slice(0, 2)

/** Whether the checksum is the first two bytes of blake2b-512("SS58PRE" || prefix || key). */
export function hasSs58Checksum({ body, checksum }: Pick<Ss58Parts, 'body' | 'checksum'>): boolean {
  const hash = checksumOf(body)
  return hash[0] === checksum[0] && hash[1] === checksum[1]
}

/** A 32- or 33-byte key as the SS58 address of network `prefix` (0-16383, not 46 or 47). */
export function encodeSs58(publicKey: Uint8Array, prefix: number): string {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 16383 || prefix === 46 || prefix === 47)
    throw new RangeError(`${prefix} is not an SS58 network prefix`)
  if (publicKey.length !== 32 && publicKey.length !== 33)
    throw new RangeError(`An SS58 key is 32 or 33 bytes, not ${publicKey.length}`)
  // Two bytes: 01 then the prefix's bits 2-7, then its bits 0-1 and 8-13.
  const head =
    prefix < 64 ? [prefix] : [64 | ((prefix & 252) >> 2), (prefix >> 8) | ((prefix & 3) << 6)]
  const body = Uint8Array.from([...head, ...publicKey])
  return toBase58(Uint8Array.from([...body, ...checksumOf(body)]))
}

/** SS58 address of any network prefix, checksum checked (SPEC §5's polkadot rule). */
export function isSs58Address(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const parts = decodeSs58(value)
  return parts !== undefined && hasSs58Checksum(parts)
}

import { createHash } from 'node:crypto'
import bs58 from 'bs58'

/** Metaplex Token Metadata's program id. */
export const TOKEN_METADATA_PROGRAM = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s'

// ed25519 (RFC 8032): a program address must not be a point on the curve.
const P = 2n ** 255n - 19n
const D = (((-121665n * inverse(121666n)) % P) + P) % P

function power(base: bigint, exponent: bigint): bigint {
  let result = 1n
  let b = ((base % P) + P) % P
  let e = exponent
  while (e > 0n) {
    if (e & 1n) result = (result * b) % P
    b = (b * b) % P
    e >>= 1n
  }
  return result
}

function inverse(value: bigint): bigint {
  return power(value, P - 2n)
}

/** Whether 32 bytes decode to an ed25519 point (RFC 8032 §5.1.3 decoding, without the sign). */
export function isOnCurve(bytes: Uint8Array): boolean {
  let y = 0n
  for (let i = 31; i >= 0; i--) y = (y << 8n) | BigInt(bytes[i] as number)
  y &= (1n << 255n) - 1n
  if (y >= P) return false
  const y2 = (y * y) % P
  const u = (y2 - 1n + P) % P
  const v = (D * y2 + 1n) % P
  // x = u v^3 (u v^7)^((p-5)/8); a root exists when v x^2 is u or -u.
  const v3 = (v * v * v) % P
  const x = (u * v3 * power(u * v3 * v3 * v, (P - 5n) / 8n)) % P
  const vx2 = (v * x * x) % P
  return vx2 === u || vx2 === (P - u) % P
}

/** Solana's findProgramAddress: the first bump from 255 down whose address is off the curve. */
export function findProgramAddress(seeds: Uint8Array[], programId: string): string {
  const program = bs58.decode(programId)
  for (let bump = 255; bump >= 0; bump--) {
    const hash = createHash('sha256')
    for (const seed of seeds) hash.update(seed)
    hash.update(Uint8Array.of(bump)).update(program).update('ProgramDerivedAddress')
    const address = hash.digest()
    if (!isOnCurve(address)) return bs58.encode(address)
  }
  throw new Error('no program address for these seeds')
}

/** The Metadata account of a mint: the PDA of ['metadata', program id, mint]. */
export const metadataAddress = (mint: string) =>
  findProgramAddress(
    [Buffer.from('metadata'), bs58.decode(TOKEN_METADATA_PROGRAM), bs58.decode(mint)],
    TOKEN_METADATA_PROGRAM,
  )

export interface MetaplexMetadata {
  updateAuthority: string
  mint: string
  name: string
  symbol: string
  uri: string
  /** The collection's mint, when the metadata names a verified collection. */
  collection: string | undefined
}

/**
 * Reads a Metadata account (MetadataV1, Metaplex's Borsh layout): key 4, update authority,
 * mint, name, symbol and uri (NUL-padded), seller fee, creators, primary sale, mutable,
 * edition nonce, token standard, collection. Undefined for anything else.
 */
export function readMetaplexMetadata(data: Uint8Array): MetaplexMetadata | undefined {
  const buffer = Buffer.from(data)
  let at = 0
  const need = (n: number) => {
    if (at + n > buffer.length) throw new RangeError('short metadata account')
  }
  const u8 = () => {
    need(1)
    return buffer.readUInt8(at++)
  }
  const key = () => {
    need(32)
    const value = bs58.encode(buffer.subarray(at, at + 32))
    at += 32
    return value
  }
  const text = (max: number) => {
    need(4)
    const length = buffer.readUInt32LE(at)
    if (length > max) throw new RangeError('metadata string too long')
    need(4 + length)
    const value = buffer.toString('utf8', at + 4, at + 4 + length).replace(/\0+$/, '')
    at += 4 + length
    return value
  }
  const option = <T>(read: () => T): T | undefined => (u8() === 1 ? read() : undefined)
  try {
    if (u8() !== 4) return undefined
    const updateAuthority = key()
    const mint = key()
    const name = text(200)
    const symbol = text(50)
    const uri = text(500)
    need(2)
    at += 2 // seller_fee_basis_points
    option(() => {
      need(4)
      const creators = buffer.readUInt32LE(at)
      at += 4 + creators * 34
    })
    at += 2 // primary_sale_happened, is_mutable
    option(u8) // edition_nonce
    option(u8) // token_standard
    const collection = option(() => ({ verified: u8() === 1, key: key() }))
    return {
      updateAuthority,
      mint,
      name,
      symbol,
      uri,
      collection: collection?.verified ? collection.key : undefined,
    }
  } catch {
    return undefined
  }
}

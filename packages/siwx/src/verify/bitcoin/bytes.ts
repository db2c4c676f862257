import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'

/** Bytes that do not parse as what they claim to be (a transaction, a witness, a number). */
export class MalformedBytesError extends Error {
  override name = 'MalformedBytesError'
}

export const utf8 = (text: string) => new TextEncoder().encode(text)

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i])
}

/** Lexicographic order of two byte strings (BIP-341's branch order). */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++)
    if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number)
  return a.length - b.length
}

/** Big-endian bytes as an integer. */
export const bytesToBigInt = (bytes: Uint8Array) =>
  bytes.reduce((n, b) => (n << 8n) | BigInt(b), 0n)

export const u32le = (n: number) =>
  Uint8Array.of(n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff)

export function u64le(n: bigint): Uint8Array {
  const out = new Uint8Array(8)
  new DataView(out.buffer).setBigUint64(0, n, true)
  return out
}

export function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return concatBytes(Uint8Array.of(0xfe), u32le(n))
}

export const withLength = (data: Uint8Array) => concatBytes(compactSize(data.length), data)
export const hash160 = (data: Uint8Array) => ripemd160(sha256(data))
export const dsha256 = (data: Uint8Array) => sha256(sha256(data))

/** BIP-340's tagged hash: sha256(sha256(tag) ‖ sha256(tag) ‖ data). */
export function taggedHash(tag: string, ...data: Uint8Array[]): Uint8Array {
  const t = sha256(utf8(tag))
  return sha256(concatBytes(t, t, ...data))
}

/** Reads consensus-encoded fields in order; throws MalformedBytesError past the end. */
export class ByteReader {
  at = 0
  constructor(readonly data: Uint8Array) {}

  get done(): boolean {
    return this.at === this.data.length
  }

  bytes(n: number): Uint8Array {
    if (n < 0 || this.at + n > this.data.length) throw new MalformedBytesError('Truncated data')
    this.at += n
    return this.data.slice(this.at - n, this.at)
  }

  u8(): number {
    return this.bytes(1)[0] as number
  }

  u32(): number {
    const b = this.bytes(4)
    return (
      ((b[0] as number) | ((b[1] as number) << 8) | ((b[2] as number) << 16)) +
      (b[3] as number) * 2 ** 24
    )
  }

  u64(): bigint {
    return new DataView(this.bytes(8).buffer).getBigUint64(0, true)
  }

  /** A CompactSize integer, minimally encoded (as consensus requires). */
  compactSize(): number {
    const first = this.u8()
    if (first < 0xfd) return first
    const n =
      first === 0xfd
        ? this.u8() | (this.u8() << 8)
        : first === 0xfe
          ? this.u32()
          : Number(this.u64())
    const min = first === 0xfd ? 0xfd : first === 0xfe ? 0x10000 : 2 ** 32
    if (n < min) throw new MalformedBytesError('Non-minimal CompactSize')
    return n
  }

  varBytes(): Uint8Array {
    return this.bytes(this.compactSize())
  }
}

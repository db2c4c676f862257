const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
// The checksum constants of BIP-173 (bech32) and BIP-350 (bech32m).
const BECH32_CONST = 1
const BECH32M_CONST = 0x2bc830a3

export type Bech32Variant = 'bech32' | 'bech32m'

export interface DecodeBech32ReturnType {
  /** The human-readable part, lower case. */
  hrp: string
  /** The 5-bit groups between the separator and the checksum. */
  words: number[]
  variant: Bech32Variant
}

function polymod(values: readonly number[]): number {
  let check = 1
  for (const value of values) {
    const top = check >>> 25
    check = ((check & 0x1ffffff) << 5) ^ value
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) check ^= GENERATOR[i] as number
  }
  return check
}

/**
 * A bech32 or bech32m string (BIP-173, BIP-350): at most 90 characters, one case, a checksum
 * that holds. Undefined for anything else; it never throws.
 */
export function decodeBech32(text: string): DecodeBech32ReturnType | undefined {
  if (text.length > 90) return undefined
  const lower = text.toLowerCase()
  if (lower !== text && text.toUpperCase() !== text) return undefined
  for (let i = 0; i < lower.length; i++) {
    const code = lower.charCodeAt(i)
    if (code < 33 || code > 126) return undefined
  }
  const separator = lower.lastIndexOf('1')
  if (separator < 1 || separator > 83 || separator + 7 > lower.length) return undefined
  const hrp = lower.slice(0, separator)
  const data: number[] = []
  for (const char of lower.slice(separator + 1)) {
    const value = CHARSET.indexOf(char)
    if (value < 0) return undefined
    data.push(value)
  }
  const expanded = [...hrp].map((c) => c.charCodeAt(0) >> 5)
  expanded.push(0, ...[...hrp].map((c) => c.charCodeAt(0) & 31))
  const check = polymod([...expanded, ...data])
  const variant =
    check === BECH32_CONST ? 'bech32' : check === BECH32M_CONST ? 'bech32m' : undefined
  return variant && { hrp, words: data.slice(0, -6), variant }
}

/** 5-bit groups as bytes; undefined when the padding is over 4 bits or not zero (BIP-173). */
export function wordsToBytes(words: readonly number[]): Uint8Array | undefined {
  let acc = 0
  let bits = 0
  const out: number[] = []
  for (const word of words) {
    acc = (acc << 5) | word
    bits += 5
    if (bits >= 8) {
      bits -= 8
      out.push((acc >> bits) & 0xff)
    }
    acc &= (1 << bits) - 1
  }
  if (bits >= 5 || acc !== 0) return undefined
  return Uint8Array.from(out)
}

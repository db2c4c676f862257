import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromBase58, toBase58 } from './base58'
import { bytesToHex } from './hex'
import { decodeSs58, encodeSs58, isSs58Address } from './ss58'

// //Alice's sr25519 key, and her address in formats written by @polkadot/util-crypto's encodeAddress.
const ALICE_KEY = '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'
const ALICE = {
  0: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  2: 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
  42: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  63: '7NPoMQbiA6trJKkjB35uk96MeJD4PGWkLQLH7k7hXEkZpiba',
  64: 'cEaNSpz4PxFcZ7nT1VEKrKewH67rfx6MfcM6yKojyyPz7qaqp',
  69: 'cnWHXYTKQwMV96ZuTKbqTA23FuPcmWjrDyLNzCXYL92G9tmtm',
  255: 'yGHXkYLYqxijLKKfd9Q2CB9shRVu8rPNBS53wvwGTutYg4zTg',
  1284: 'VdvKmYJfD4VXA9fzz1SbmCo2eYHSzUFbaDCZSuaNKJAe8YNg6',
  16383: 'yNa8JpqfFB3q8A29rCwSgxvdU94ufJw2yKKxDgznS5m1PoFvn',
} as const
// A 33-byte compressed ECDSA key (02 then 32 sevens) in formats 0 and 1284.
const ECDSA = [
  '1CjXwWKdinMji7Sxv4F4UaBaNBfCNvPsHiv6CqzCkXiwqouC',
  '3BPbPU2sn1fNxArUAx6CY8S9Z1XJXUMYeuhjXkryLn2d7FYLUYk',
]

/** The address with its character at `index` replaced by another base58 character. */
function flip(address: string, index: number): string {
  const char = address[index] === 'z' ? 'y' : 'z'
  return address.slice(0, index) + char + address.slice(index + 1)
}

describe('SS58', () => {
  it('reads the prefix and key of one- and two-byte prefixes, 64 to 16383 as 49 characters', () => {
    for (const [prefix, address] of Object.entries(ALICE)) {
      const parts = decodeSs58(address)
      expect(parts?.prefix).toBe(Number(prefix))
      expect(bytesToHex(parts?.publicKey ?? new Uint8Array())).toBe(ALICE_KEY)
      expect(isSs58Address(address)).toBe(true)
    }
    expect(ALICE[1284]).toHaveLength(49)
  })

  it('writes a key in any format as encodeAddress does, and reads back what it writes', () => {
    const key = decodeSs58(ALICE[42])?.publicKey as Uint8Array
    for (const [prefix, address] of Object.entries(ALICE))
      expect(encodeSs58(key, Number(prefix))).toBe(address)
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 33 }),
        fc.integer({ min: 0, max: 16383 }).filter((p) => p !== 46 && p !== 47),
        (publicKey, prefix) => {
          const address = encodeSs58(publicKey, prefix)
          expect(isSs58Address(address)).toBe(true)
          expect(decodeSs58(address)?.prefix).toBe(prefix)
          expect(decodeSs58(address)?.publicKey).toEqual(publicKey)
        },
      ),
    )
    for (const prefix of [-1, 46, 47, 16384, 1.5])
      expect(() => encodeSs58(key, prefix)).toThrow(RangeError)
    expect(() => encodeSs58(key.slice(1), 0)).toThrow(RangeError)
  })

  it('accepts 33-byte ECDSA keys', () => {
    for (const address of ECDSA) {
      expect(decodeSs58(address)?.publicKey).toHaveLength(33)
      expect(isSs58Address(address)).toBe(true)
    }
    expect(decodeSs58(ECDSA[1] as string)?.prefix).toBe(1284)
  })

  it('refuses an address with any one character changed (its checksum no longer matches)', () => {
    for (const address of [...Object.values(ALICE), ...ECDSA])
      for (let i = 0; i < address.length; i++) expect(isSs58Address(flip(address, i))).toBe(false)
  })

  it('refuses a wrong checksum that keeps the layout', () => {
    const bytes = fromBase58(ALICE[42]) as Uint8Array
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 1
    const address = toBase58(bytes)
    expect(decodeSs58(address)?.prefix).toBe(42)
    expect(isSs58Address(address)).toBe(false)
  })

  it('refuses other layouts: reserved prefixes 46 and 47, bit 7 set, a long form under 64, other key lengths', () => {
    const key = fromBase58(ALICE[42])?.slice(1, 33) as Uint8Array
    const layout = (prefix: number[], k = key) => toBase58(Uint8Array.from([...prefix, ...k, 0, 0]))
    expect(decodeSs58(layout([42]))?.prefix).toBe(42)
    expect(decodeSs58(layout([46]))).toBeUndefined()
    expect(decodeSs58(layout([47]))).toBeUndefined()
    expect(decodeSs58(layout([128]))).toBeUndefined()
    // 42 written in the two-byte form: 0b01_001010 then 0b10_000000 (low bits 10, high 0).
    expect(decodeSs58(layout([0b01001010, 0b10000000]))).toBeUndefined()
    expect(decodeSs58(layout([42], key.slice(0, 31)))).toBeUndefined()
    expect(decodeSs58(layout([42], Uint8Array.from([...key, 1, 2])))).toBeUndefined()
    for (const text of ['', `0x${'ab'.repeat(32)}`, ` ${ALICE[42]}`, ALICE[42].repeat(2)])
      expect(isSs58Address(text)).toBe(false)
    expect(isSs58Address(42)).toBe(false)
  })

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        expect(typeof isSs58Address(text)).toBe('boolean')
      }),
    )
  })
})

// Issue 31: the BUILT @latchkey/core SS58 rule against the SS58 registry and @polkadot/util-crypto
// (the reference implementation), both ways, and polkadot-js/common's own address test cases.
import { readFileSync } from 'node:fs'
import { decodeSs58, encodeSs58, isSs58Address, namespaceProfile } from '@latchkey/core'
import { hexToU8a, u8aToHex } from '@polkadot/util'
import { checkAddress, decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`vectors/ss58/${name}`, import.meta.url), 'utf8'))
const registry: { registry: { prefix: number; network: string }[] } = read('ss58-registry.json')
type Vector = { address: string; publicKey: string; ss58Format: number; from: string }
const polkadotJs: {
  valid: Vector[]
  checked: Omit<Vector, 'publicKey'>[]
  invalid: { address: string; why: string }[]
  accountIndices: Vector[]
} = read('polkadot-js-address.json')

const { isAddress } = namespaceProfile('polkadot')
// //Alice's sr25519 key and //Alice's ed25519 key (polkadot-js/common's encode.spec.ts).
const KEYS = [
  hexToU8a('0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'),
  hexToU8a('0xd172a74cda4c865912c32ba0a80a57ae69abae410e5ccb59dee84e2f4432db4f'),
]
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Each address made from `address` by replacing one character with another base58 one. */
function flips(address: string, pick: (i: number) => number = (i) => i * 7 + 1): string[] {
  return [...address].map((char, i) => {
    let other = BASE58[pick(i) % 58] as string
    if (other === char) other = BASE58[(pick(i) + 1) % 58] as string
    return address.slice(0, i) + other + address.slice(i + 1)
  })
}

/** util-crypto's verdict for "an SS58 account address of format `prefix`". */
const reference = (address: string, prefix: number) => checkAddress(address, prefix)[0]

describe('the SS58 registry (paritytech/ss58-registry)', () => {
  const prefixes = registry.registry.map((entry) => entry.prefix)

  it('holds networks of one- and two-byte prefixes, and the reserved 46 and 47', () => {
    expect(prefixes.length).toBeGreaterThan(100)
    expect(prefixes.some((p) => p >= 64)).toBe(true)
    expect(prefixes).toContain(46)
    expect(prefixes).toContain(47)
  })

  // Not supported, as the standard says: SS58 has 14 bits of prefix (0-16383), and Mythos's
  // registered 29972 does not fit; encodeAddress writes 29972's low bits and checkAddress then
  // reads another prefix, so the reference cannot make one either.
  it('has one prefix above 16383 (mythos, 29972), which no SS58 address can carry', () => {
    expect(prefixes.filter((p) => p > 16383)).toEqual([29972])
    const written = encodeAddress(KEYS[0] as Uint8Array, 29972)
    expect(reference(written, 29972)).toBe(false)
    expect(decodeSs58(written)?.prefix).not.toBe(29972)
    expect(() => encodeSs58(KEYS[0] as Uint8Array, 29972)).toThrow(RangeError)
  })

  it("accepts every network's addresses made by encodeAddress, and refuses each with a character changed, as checkAddress does", () => {
    for (const prefix of prefixes.filter((p) => p <= 16383)) {
      if (prefix === 46 || prefix === 47) {
        // Reserved: the reference will not write them, nor will we.
        expect(() => encodeAddress(KEYS[0] as Uint8Array, prefix)).toThrow()
        expect(() => encodeSs58(KEYS[0] as Uint8Array, prefix)).toThrow(RangeError)
        continue
      }
      for (const key of KEYS) {
        const address = encodeAddress(key, prefix)
        expect(reference(address, prefix)).toBe(true)
        expect(isAddress(address), `${prefix}: ${address}`).toBe(true)
        expect(isSs58Address(address)).toBe(true)
        expect(decodeSs58(address)?.prefix).toBe(prefix)
        expect(u8aToHex(decodeSs58(address)?.publicKey)).toBe(u8aToHex(key))
        expect(encodeSs58(key, prefix)).toBe(address)
        for (const changed of flips(address)) {
          expect(reference(changed, prefix), changed).toBe(false)
          expect(isAddress(changed), changed).toBe(false)
        }
      }
    }
  })
})

describe('@polkadot/util-crypto, property-based', () => {
  const key = fc.uint8Array({ minLength: 32, maxLength: 33 })
  const prefix = fc.integer({ min: 0, max: 16383 }).filter((p) => p !== 46 && p !== 47)

  it('we accept what encodeAddress writes, read back its prefix and key, and write the same text', () => {
    fc.assert(
      fc.property(key, prefix, (publicKey, format) => {
        const address = encodeAddress(publicKey, format)
        expect(isAddress(address)).toBe(true)
        expect(encodeSs58(publicKey, format)).toBe(address)
        const parts = decodeSs58(address)
        expect(parts?.prefix).toBe(format)
        expect(u8aToHex(parts?.publicKey)).toBe(u8aToHex(decodeAddress(address)))
      }),
      { numRuns: 300 },
    )
  })

  it('we agree with checkAddress on an address with any one character changed', () => {
    fc.assert(
      fc.property(key, prefix, fc.nat(), fc.nat(), (publicKey, format, at, to) => {
        const address = encodeAddress(publicKey, format)
        const i = at % address.length
        const changed = flips(address, () => to)[i] as string
        expect(isAddress(changed)).toBe(reference(changed, format))
      }),
      { numRuns: 500 },
    )
  })

  it('anything we accept, decodeAddress reads as the same key', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 40, maxLength: 52, unit: fc.constantFrom(...BASE58) }),
        (text) => {
          if (!isAddress(text)) return
          expect(u8aToHex(decodeAddress(text))).toBe(u8aToHex(decodeSs58(text)?.publicKey))
        },
      ),
    )
  })
})

describe("polkadot-js/common's address tests (util-crypto encode/decode/check.spec.ts)", () => {
  it.each(polkadotJs.valid)('accepts $address (format $ss58Format, $from)', (v) => {
    expect(isAddress(v.address)).toBe(true)
    expect(decodeSs58(v.address)?.prefix).toBe(v.ss58Format)
    expect(u8aToHex(decodeSs58(v.address)?.publicKey)).toBe(v.publicKey)
    expect(encodeSs58(hexToU8a(v.publicKey), v.ss58Format)).toBe(v.address)
  })

  it.each(polkadotJs.checked)('accepts $address as checkAddress does (format $ss58Format)', (v) => {
    expect(isAddress(v.address)).toBe(true)
    expect(decodeSs58(v.address)?.prefix).toBe(v.ss58Format)
  })

  it.each(polkadotJs.invalid)('refuses $address ($why)', ({ address }) => {
    expect(isAddress(address)).toBe(false)
  })

  // Not supported, on purpose: 1- to 8-byte account indices are valid SS58 but not an account
  // key, which is what a receiver or a signer must be.
  it.each(polkadotJs.accountIndices)('refuses the account index $address ($from)', (v) => {
    expect(u8aToHex(decodeAddress(v.address, false, v.ss58Format))).toBe(v.publicKey)
    expect(isAddress(v.address)).toBe(false)
  })
})

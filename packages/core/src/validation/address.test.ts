import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toBase58 } from '../encoding/base58'
import { isValidEvmAddress, isValidSolanaAddress, toChecksumEvmAddress } from './address'

// EIP-55's own test cases (ERCS/erc-55.md, "Test Cases"): every one is its own checksum.
const EIP55 = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

const hex = (length: number, digits = '0123456789abcdef') =>
  fc.string({ unit: fc.constantFrom(...digits), minLength: length, maxLength: length })
const flipCase = (s: string, i: number) =>
  s.slice(0, i) +
  ((s[i] as string) === (s[i] as string).toUpperCase()
    ? (s[i] as string).toLowerCase()
    : (s[i] as string).toUpperCase()) +
  s.slice(i + 1)

describe('isValidEvmAddress (SPEC §5, EIP-55)', () => {
  it('accepts the EIP-55 test cases, with and without 0x, and writes them as their checksum', () => {
    for (const address of EIP55) {
      expect(isValidEvmAddress(address)).toBe(true)
      expect(isValidEvmAddress(address.slice(2))).toBe(true)
      expect(toChecksumEvmAddress(address.toLowerCase())).toBe(address)
      expect(toChecksumEvmAddress(address.slice(2).toUpperCase())).toBe(address)
    }
  })

  it('refuses mixed case that is not the checksum', () => {
    expect(isValidEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false)
    expect(isValidEvmAddress('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false)
    expect(isValidEvmAddress('fB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'.replace('f', 'F'))).toBe(
      false,
    )
  })

  it('accepts any 40 hex digits in one case, with or without 0x', () => {
    fc.assert(
      fc.property(hex(40), fc.boolean(), fc.boolean(), (body, upper, prefix) => {
        const address = (prefix ? '0x' : '') + (upper ? body.toUpperCase() : body)
        expect(isValidEvmAddress(address)).toBe(true)
      }),
    )
  })

  it('accepts every checksum, and refuses it with one letter in the other case', () => {
    fc.assert(
      fc.property(hex(40), fc.nat(), (body, pick) => {
        const checksum = toChecksumEvmAddress(body) as string
        expect(checksum.toLowerCase()).toBe(`0x${body}`)
        expect(isValidEvmAddress(checksum)).toBe(true)
        const letters = [...checksum.slice(2)].flatMap((c, i) =>
          /[a-fA-F]/.test(c) ? [i + 2] : [],
        )
        if (letters.length === 0) return
        const flipped = flipCase(checksum, letters[pick % letters.length] as number)
        const rest = flipped.slice(2)
        const oneCase = rest === rest.toLowerCase() || rest === rest.toUpperCase()
        expect(isValidEvmAddress(flipped)).toBe(oneCase)
      }),
      { numRuns: 200 },
    )
  })

  it('refuses other lengths, non-hex characters, 0X and non-strings', () => {
    fc.assert(
      fc.property(hex(39), (body) => {
        expect(isValidEvmAddress(`0x${body}`)).toBe(false)
        expect(isValidEvmAddress(`0x${body}00`)).toBe(false)
        expect(isValidEvmAddress(`0x${body}g`)).toBe(false)
      }),
    )
    expect(isValidEvmAddress(`0X${'a'.repeat(40)}`)).toBe(false)
    expect(isValidEvmAddress(undefined)).toBe(false)
    expect(toChecksumEvmAddress('0x1234')).toBeUndefined()
  })
})

describe('isValidSolanaAddress (SPEC §5, base58 of a 32-byte key)', () => {
  it('accepts well-known 32-byte accounts', () => {
    expect(isValidSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isValidSolanaAddress('So11111111111111111111111111111111111111112')).toBe(true)
    expect(isValidSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true)
  })

  it('accepts the base58 of any 32 bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (key) => {
        expect(isValidSolanaAddress(toBase58(key))).toBe(true)
      }),
    )
  })

  it('refuses base58 of another length of bytes, even at 32 to 44 characters', () => {
    // A genesis hash cut to 32 characters (a CAIP-2 reference) is 24 bytes, not a key.
    expect(isValidSolanaAddress('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false)
    expect(isValidSolanaAddress('z'.repeat(44))).toBe(false)
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ minLength: 22, maxLength: 31 }),
          fc.uint8Array({ minLength: 33, maxLength: 40 }),
        ),
        (bytes) => {
          expect(isValidSolanaAddress(toBase58(bytes))).toBe(false)
        },
      ),
    )
  })

  it('refuses 0, O, I, l, bad lengths and non-strings', () => {
    const ok = '1'.repeat(32)
    for (const bad of ['0', 'O', 'I', 'l'])
      expect(isValidSolanaAddress(bad + ok.slice(1))).toBe(false)
    expect(isValidSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isValidSolanaAddress('1'.repeat(45))).toBe(false)
    expect(isValidSolanaAddress(32)).toBe(false)
  })
})

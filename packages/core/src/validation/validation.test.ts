import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidEvmAddress, isValidSolanaAddress } from './address'
import { convertEvmChainIdToCoinType } from './coinType'
import { isValidEmail } from './email'
import { isSocialProvider, isSolanaCommitment, isThemeMode } from './enums'
import { isValidName } from './name'
import { isValidSignedMessage, isValidTransactionHash } from './patterns'

const hex = (length: number) =>
  fc.string({
    unit: fc.constantFrom(...'0123456789abcdefABCDEF'),
    minLength: length,
    maxLength: length,
  })

// The EVM and Solana address rules: address.test.ts.

// isValidName: name.test.ts.

describe('isValidEmail', () => {
  it('accepts what fast-check generates as valid addresses', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(isValidEmail(email)).toBe(true)
      }),
    )
  })

  it.each([
    'alice@example.com',
    'first.last+tag@sub.example.co.uk',
    "o'brien@example.ie",
    'x@xn--bcher-kva.example',
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true))

  it.each([
    '',
    'alice',
    'alice@',
    '@example.com',
    'alice@example',
    'alice@@example.com',
    'a@b@example.com',
    '.alice@example.com',
    'alice.@example.com',
    'al..ice@example.com',
    'alice@-example.com',
    'alice@example-.com',
    'alice@example..com',
    'alice@example.c',
    'alice@example.123',
    'al ice@example.com',
    'alice@exa mple.com',
    ' alice@example.com',
    `${'a'.repeat(65)}@example.com`,
    `alice@${'a'.repeat(250)}.com`,
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false))

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof isValidEmail(value)).toBe('boolean')
      }),
    )
  })
})

describe('convertEvmChainIdToCoinType', () => {
  it('sets the ENSIP-11 high bit', () => {
    expect(convertEvmChainIdToCoinType(1)).toBe(2147483649)
    expect(convertEvmChainIdToCoinType(10)).toBe(0x8000000a)
    expect(convertEvmChainIdToCoinType(0x7fffffff)).toBe(0xffffffff)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (id) => {
        expect(convertEvmChainIdToCoinType(id)).toBe(id + 0x80000000)
      }),
    )
  })

  it.each([0x80000000, 0x80000001, -1, 1.5, Number.NaN])(
    'refuses %d with "Invalid chainId"',
    (id) => {
      expect(() => convertEvmChainIdToCoinType(id)).toThrow('Invalid chainId')
    },
  )
})

describe('hash and signature patterns', () => {
  it('transaction hash is 0x plus 64 hex', () => {
    fc.assert(
      fc.property(hex(64), (h) => {
        expect(isValidTransactionHash(`0x${h}`)).toBe(true)
      }),
    )
    expect(isValidTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false)
    expect(isValidTransactionHash(`0x${'a'.repeat(65)}`)).toBe(false)
    expect(isValidTransactionHash('a'.repeat(66))).toBe(false)
  })

  it('signed message is 0x plus 62 or more hex', () => {
    expect(isValidSignedMessage(`0x${'a'.repeat(62)}`)).toBe(true)
    expect(isValidSignedMessage(`0x${'a'.repeat(130)}`)).toBe(true)
    expect(isValidSignedMessage(`0x${'a'.repeat(61)}`)).toBe(false)
    expect(isValidSignedMessage(`0x${'z'.repeat(62)}`)).toBe(false)
  })
})

describe('enumerations', () => {
  it('social providers, theme modes and Solana commitments', () => {
    for (const p of ['google', 'github', 'apple', 'facebook', 'x', 'discord'])
      expect(isSocialProvider(p)).toBe(true)
    expect(isSocialProvider('farcaster')).toBe(false)
    expect(isSocialProvider('Google')).toBe(false)
    expect(isThemeMode('light')).toBe(true)
    expect(isThemeMode('dark')).toBe(true)
    expect(isThemeMode('system')).toBe(false)
    for (const c of [
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ])
      expect(isSolanaCommitment(c)).toBe(true)
    expect(isSolanaCommitment('safe')).toBe(false)
    expect(isSolanaCommitment(undefined)).toBe(false)
  })
})

describe('no input throws anything but the catalogue errors', () => {
  it('validators answer booleans for any value', () => {
    const checks = [
      isValidEvmAddress,
      isValidSolanaAddress,
      isValidName,
      isValidEmail,
      isValidTransactionHash,
      isValidSignedMessage,
      isSocialProvider,
      isThemeMode,
      isSolanaCommitment,
    ]
    fc.assert(
      fc.property(fc.anything(), (value) => {
        for (const check of checks) expect(typeof check(value)).toBe('boolean')
      }),
    )
  })

  it('convertEvmChainIdToCoinType only raises "Invalid chainId"', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.anything()), (value) => {
        try {
          const coinType = convertEvmChainIdToCoinType(value as number)
          expect(coinType).toBeGreaterThanOrEqual(0x80000000)
        } catch (error) {
          expect((error as Error).message).toBe('Invalid chainId')
        }
      }),
    )
  })
})

import {
  isAddress as viemIsAddress,
  isHex as viemIsHex,
  numberToHex as viemNumberToHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { isAddress } from './isAddress'
import { isHex } from './isHex'
import { numberToHex } from './numberToHex'

// The adapter checks input at start-up without viem; these must agree with viem's own checks.
describe('hex checks without viem', () => {
  const samples: unknown[] = [
    '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    '0xDAC17F958D2ee523a2206206994597C13D831ec7',
    '0xdac17f958d2ee523a2206206994597c13d831ec7',
    '0xDAC17F958D2EE523A2206206994597C13D831EC7',
    'dac17f958d2ee523a2206206994597c13d831ec7',
    '0xdac17f958d2ee523a2206206994597c13d831ec',
    '0xdac17f958d2ee523a2206206994597c13d831ec77',
    '0xgac17f958d2ee523a2206206994597c13d831ec7',
    ' 0xdac17f958d2ee523a2206206994597c13d831ec7',
    '0x',
    '0x0',
    '0xabcDEF0123',
    '0xabc ',
    'abc',
    '',
  ]

  it('isAddress matches viem with its EIP-55 check, all-upper-case hex also carrying none', () => {
    for (const value of samples)
      expect(isAddress(value), String(value)).toBe(
        viemIsAddress(value as string) || /^0x[0-9A-F]{40}$/.test(value as string),
      )
    expect(isAddress('0xDAC17F958D2ee523a2206206994597C13D831ec7')).toBe(false)
    expect(isAddress(undefined)).toBe(false)
    expect(isAddress(42)).toBe(false)
  })

  it('isHex matches viem', () => {
    for (const value of samples) expect(isHex(value), String(value)).toBe(viemIsHex(value))
    expect(isHex(null)).toBe(false)
  })

  it('numberToHex matches viem for non-negative integers and refuses the rest', () => {
    for (const value of [0, 1, 15, 16, 31337, 0n, 255n, 10n ** 30n])
      expect(numberToHex(value)).toBe(viemNumberToHex(value))
    expect(() => numberToHex(-1n)).toThrow()
    expect(() => numberToHex(1.5)).toThrow()
    expect(() => numberToHex(2 ** 60)).toThrow()
  })
})

// Issue 31: the BUILT @latchkey/core EVM address rule against EIP-55's own test cases
// (vectors/eip55, from ERCS/erc-55.md) and the reference checksums of viem and ethers.
import { readFileSync } from 'node:fs'
import { isValidEvmAddress, namespaceProfile, toChecksumEvmAddress } from '@latchkey/core'
import { getAddress as ethersGetAddress, isAddress as ethersIsAddress } from 'ethers'
import fc from 'fast-check'
import { getAddress as viemGetAddress, isAddress as viemIsAddress } from 'viem'
import { describe, expect, it } from 'vitest'

const vectors: Record<'allCaps' | 'allLower' | 'normal', string[]> = JSON.parse(
  readFileSync(new URL('vectors/eip55/eip55.json', import.meta.url), 'utf8'),
)
const all = [...vectors.allCaps, ...vectors.allLower, ...vectors.normal]
const hex40 = fc.string({
  unit: fc.constantFrom(...'0123456789abcdefABCDEF'),
  minLength: 40,
  maxLength: 40,
})

describe('EIP-55 (ERCS/erc-55.md test cases)', () => {
  it.each(all)('%s is valid and is its own checksum', (address) => {
    expect(isValidEvmAddress(address)).toBe(true)
    expect(toChecksumEvmAddress(address.toLowerCase())).toBe(address)
    expect(toChecksumEvmAddress(address.slice(2).toUpperCase())).toBe(address)
  })

  it('the eip155 profile (CAIP-10, send form) uses the same rule', () => {
    const { isAddress } = namespaceProfile('eip155')
    for (const address of all) expect(isAddress(address)).toBe(true)
    expect(isAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false)
  })
})

describe('the checksum and the rule agree with viem and ethers', () => {
  it('toChecksumEvmAddress is viem getAddress and ethers getAddress', () => {
    fc.assert(
      fc.property(hex40, (body) => {
        const ours = toChecksumEvmAddress(`0x${body}`)
        expect(ours).toBe(viemGetAddress(`0x${body.toLowerCase()}`))
        expect(ours).toBe(ethersGetAddress(`0x${body.toLowerCase()}`))
      }),
      { numRuns: 300 },
    )
  })

  it('isValidEvmAddress is ethers isAddress on hex text (viem strict differs on all-upper)', () => {
    // Case mixes that are mostly not the checksum, some that are, and one-case spellings.
    const spelling = fc.oneof(
      hex40,
      hex40.map((b) => (toChecksumEvmAddress(b) as string).slice(2)),
      hex40.map((b) => b.toUpperCase()),
      hex40.map((b) => b.toLowerCase()),
    )
    fc.assert(
      fc.property(spelling, fc.boolean(), (body, prefix) => {
        const text = prefix ? `0x${body}` : body
        expect(isValidEvmAddress(text)).toBe(ethersIsAddress(text))
        if (prefix && body !== body.toUpperCase())
          expect(isValidEvmAddress(text)).toBe(viemIsAddress(text))
      }),
      { numRuns: 400 },
    )
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CHAIN_NAMESPACES } from '../constants/networks'
import { isLatchkeyError } from '../errors/LatchkeyError'
import { isChainNamespace } from './isChainNamespace'
import { isCaipAddress, parseCaipAddress } from './parseCaipAddress'
import { isCaipNetworkId, parseCaipNetworkId } from './parseCaipNetworkId'
import { toCaipAddress, toCaipNetworkId } from './toCaip'

const namespace = fc.constantFrom(...CHAIN_NAMESPACES)
const part = fc.string({ minLength: 1, maxLength: 50 }).filter((s) => !s.includes(':'))

/** Runs fn; passes if it returns or throws one of the allowed catalogue errors. */
function onlyThrows(fn: () => unknown, ...codes: string[]) {
  try {
    fn()
  } catch (error) {
    expect(isLatchkeyError(error)).toBe(true)
    expect(codes).toContain((error as { code: string }).code)
  }
}

describe('parseCaipAddress', () => {
  it('splits a CAIP-10 id', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: '0xabc',
    })
  })

  it.each([
    'eip155:1',
    'eip155:1:0xabc:extra',
    'cosmos:1:abc',
    'eip155::0xabc',
    ':1:0xabc',
    'eip155:1:',
    '',
  ])('refuses %j with "Invalid CAIP-10 address"', (value) => {
    expect(() => parseCaipAddress(value)).toThrow('Invalid CAIP-10 address')
  })

  it.each([undefined, null, 42, {}, ['eip155', '1', 'a']])(
    'refuses non-strings (%j) with "Invalid CAIP Address"',
    (value) => {
      expect(() => parseCaipAddress(value)).toThrow('Invalid CAIP Address')
    },
  )

  it('round-trips with toCaipAddress', () => {
    fc.assert(
      fc.property(namespace, part, part, (ns, chainId, address) => {
        const caip = toCaipAddress(toCaipNetworkId(ns, chainId), address)
        expect(parseCaipAddress(caip)).toEqual({ chainNamespace: ns, chainId, address })
        expect(isCaipAddress(caip)).toBe(true)
      }),
    )
  })

  it('throws nothing but the CAIP address errors on any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
        onlyThrows(() => parseCaipAddress(value), 'INVALID_CAIP_ADDRESS', 'INVALID_CAIP10_ADDRESS')
      }),
    )
  })
})

describe('parseCaipNetworkId', () => {
  it('splits a CAIP-2 id', () => {
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      chainNamespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it.each(['eip155', 'eip155:1:0xabc', 'eip155:', 'foo:1', '', 7, null])(
    'refuses %j with "Invalid CAIP-2 network id"',
    (value) => {
      expect(() => parseCaipNetworkId(value)).toThrow('Invalid CAIP-2 network id')
    },
  )

  it('round-trips with toCaipNetworkId', () => {
    fc.assert(
      fc.property(namespace, part, (ns, chainId) => {
        const id = toCaipNetworkId(ns, chainId)
        expect(id).toBe(`${ns}:${chainId}`)
        expect(parseCaipNetworkId(id)).toEqual({ chainNamespace: ns, chainId })
        expect(isCaipNetworkId(id)).toBe(true)
      }),
    )
  })

  it('throws nothing but the CAIP-2 error on any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
        onlyThrows(() => parseCaipNetworkId(value), 'INVALID_CAIP2_NETWORK_ID')
      }),
    )
  })
})

describe('toCaip builders', () => {
  it('accept numeric chain ids and refuse unusable parts', () => {
    expect(toCaipNetworkId('eip155', 137)).toBe('eip155:137')
    expect(() => toCaipNetworkId('eip155', 1.5)).toThrow('Invalid CAIP-2 network id')
    expect(() => toCaipNetworkId('cosmos', '1')).toThrow('Invalid CAIP-2 network id')
    expect(() => toCaipNetworkId('eip155', 'a:b')).toThrow('Invalid CAIP-2 network id')
    expect(() => toCaipAddress('eip155:1', '')).toThrow('Invalid CAIP-10 address')
    expect(() => toCaipAddress('eip155:1', 'a:b')).toThrow('Invalid CAIP-10 address')
    expect(() => toCaipAddress('nope', '0xabc')).toThrow('Invalid CAIP-2 network id')
  })

  it('isChainNamespace knows the four namespaces only', () => {
    for (const ns of ['eip155', 'solana', 'polkadot', 'bip122'])
      expect(isChainNamespace(ns)).toBe(true)
    for (const value of ['cosmos', 'EIP155', '', undefined, 1])
      expect(isChainNamespace(value)).toBe(false)
  })
})

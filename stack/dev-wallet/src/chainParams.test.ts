import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseAddEthereumChainParameter, parseChainIdHex, toChainIdHex } from './chainParams'

describe('parseChainIdHex()', () => {
  it('round-trips every positive safe integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(parseChainIdHex(toChainIdHex(id))).toBe(id)
      }),
    )
  })

  it('refuses anything that is not canonical hex', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer(),
          fc.string().filter((s) => !/^0x[1-9a-fA-F][0-9a-fA-F]*$/.test(s)),
          fc.constantFrom('0x', '0x0', '0x00', '0x01', '7a69', '0X7a69', ''),
        ),
        (value) => {
          expect(() => parseChainIdHex(value)).toThrow(/chainId must be a 0x-prefixed/)
        },
      ),
    )
  })
})

describe('parseAddEthereumChainParameter()', () => {
  it('keeps the first rpc and explorer url', () => {
    expect(
      parseAddEthereumChainParameter({
        chainId: '0x2a',
        chainName: ' Test ',
        rpcUrls: ['https://rpc.example', 'https://backup.example'],
        nativeCurrency: { name: 'Test Ether', symbol: 'TETH', decimals: 18 },
        blockExplorerUrls: ['https://scan.example'],
      }),
    ).toEqual({
      id: 42,
      name: 'Test',
      rpcUrl: 'https://rpc.example',
      nativeCurrency: { name: 'Test Ether', symbol: 'TETH', decimals: 18 },
      blockExplorerUrl: 'https://scan.example',
    })
  })

  it('refuses a missing parameter', () => {
    expect(() => parseAddEthereumChainParameter(undefined)).toThrow(/expects \[\{ chainId/)
  })
})

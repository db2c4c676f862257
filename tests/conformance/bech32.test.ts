import { readFileSync } from 'node:fs'
import {
  decodeBech32,
  decodeBitcoinAddress,
  isBitcoinAddress,
  namespaceProfile,
} from '@latchkey/core'
import { bitcoinVerifier } from '@latchkey/siwx/server'
import { describe, expect, it } from 'vitest'

interface Bech32Vectors {
  valid_strings: string[]
  invalid_strings: { string: string; reason: string }[]
  valid_addresses: { address: string; scriptPubKey: string }[]
  invalid_addresses: { address: string; reason: string }[]
}
const load = (name: string): Bech32Vectors =>
  JSON.parse(readFileSync(new URL(`./vectors/bech32/${name}`, import.meta.url), 'utf8'))
const BIP173 = load('bip173.json')
const BIP350 = load('bip350.json')

// BIP-350 replaced BIP-173's checksum for witness versions 1 to 16: BIP-173's v1+ addresses
// (bech32-checksummed) are invalid now, and the rule follows BIP-350.
const SUPERSEDED_BY_BIP350 = new Set([
  'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx',
  'BC1SW50QA3JX3S',
  'bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj',
])

/** The scriptPubKey an address pays, rebuilt from what the rule decoded. */
function scriptOf(address: string): string | undefined {
  const decoded = decodeBitcoinAddress(address)
  if (!decoded || decoded.witnessVersion === undefined) return undefined
  const { witnessVersion, program } = decoded
  const op = witnessVersion === 0 ? 0 : 0x50 + witnessVersion
  return Buffer.from([op, program.length, ...program]).toString('hex')
}

const verifier = bitcoinVerifier()
const session = (accountAddress: string) => ({
  data: {
    accountAddress,
    chainId: 'bip122:000000000019d6689c085ae165831e93' as const,
    domain: 'a.test',
    uri: 'https://a.test',
    version: '1',
    nonce: 'abcdefgh',
  },
  message: 'Hello World',
  signature:
    'smpAkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
})

describe.each([
  ['BIP-173', BIP173, 'bech32'],
  ['BIP-350', BIP350, 'bech32m'],
] as const)('%s vectors against the built @latchkey/core', (_, vectors, variant) => {
  it('decodes every valid string with its checksum variant', () => {
    for (const text of vectors.valid_strings)
      expect(decodeBech32(text)?.variant, text).toBe(variant)
  })

  it('refuses every invalid string', () => {
    for (const { string, reason } of vectors.invalid_strings)
      expect(decodeBech32(string), `${JSON.stringify(string)}: ${reason}`).toBeUndefined()
  })

  it('accepts every valid address and decodes its scriptPubKey', () => {
    for (const { address, scriptPubKey } of vectors.valid_addresses) {
      if (SUPERSEDED_BY_BIP350.has(address)) {
        expect(isBitcoinAddress(address), address).toBe(false)
        continue
      }
      expect(namespaceProfile('bip122').isAddress(address), address).toBe(true)
      expect(scriptOf(address), address).toBe(scriptPubKey)
    }
  })

  it('refuses every invalid address, in the rule and in the verifier (false, never a throw)', async () => {
    for (const { address, reason } of vectors.invalid_addresses) {
      expect(namespaceProfile('bip122').isAddress(address), `${address}: ${reason}`).toBe(false)
      await expect(verifier.verify(session(address)), `${address}: ${reason}`).resolves.toBe(false)
    }
  })
})

describe('the verifier on BIP-173/350 valid addresses', () => {
  it('runs every valid address through verification without throwing', async () => {
    for (const { address } of [...BIP173.valid_addresses, ...BIP350.valid_addresses])
      await expect(verifier.verify(session(address)), address).resolves.toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { sha256 } from '../encoding/sha256'
import { bitcoinAddressNetwork, decodeBitcoinAddress, isBitcoinAddress } from './bitcoinAddress'
import { namespaceProfile } from './index'

// One key hash (BIP-173's 751e76e8…) as every kind of address, on every network.
const HASH = '751e76e8199196d454941c45d1b3a323f1433bd6'
const MAINNET = {
  p2pkh: '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH',
  p2sh: '3CNHUhP3uyB9EUtRLsmvFUmvGdjGdkTxJw',
  p2wpkh: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
}
const TESTNET = {
  p2pkh: 'mrCDrCybB6J1vRfbwM5hemdJz73FwDBC8r',
  p2sh: '2N3vVYSK5XRgVSGWy21PnsRmBUywSQNdCsf',
  p2wpkh: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
}
const REGTEST_P2WPKH = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
// BIP-350's P2TR vector (the generator point's x as the output key).
const P2TR = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'
const hex = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('hex')

describe('the bip122 address rule (SPEC §5, issue 31)', () => {
  const { isAddress } = namespaceProfile('bip122')

  it('accepts every kind of address of every network', () => {
    for (const address of [
      ...Object.values(MAINNET),
      ...Object.values(TESTNET),
      REGTEST_P2WPKH,
      P2TR,
    ])
      expect(isAddress(address), address).toBe(true)
  })

  it('decodes the kind and the hash, program or key', () => {
    expect(decodeBitcoinAddress(MAINNET.p2pkh)).toMatchObject({
      type: 'p2pkh',
      networks: ['mainnet'],
    })
    expect(hex(decodeBitcoinAddress(MAINNET.p2pkh)?.program)).toBe(HASH)
    expect(decodeBitcoinAddress(TESTNET.p2sh)).toMatchObject({
      type: 'p2sh',
      networks: ['testnet', 'regtest'],
    })
    expect(decodeBitcoinAddress(MAINNET.p2wpkh)).toMatchObject({
      type: 'p2wpkh',
      witnessVersion: 0,
    })
    expect(hex(decodeBitcoinAddress(MAINNET.p2wpkh)?.program)).toBe(HASH)
    expect(decodeBitcoinAddress(P2TR)).toMatchObject({ type: 'p2tr', witnessVersion: 1 })
    expect(hex(decodeBitcoinAddress(P2TR)?.program)).toBe(
      '79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
    )
  })

  it('accepts upper-case bech32 (QR codes) and refuses mixed case', () => {
    expect(isAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(true)
    expect(isAddress('BC1P0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQZK5JJ0')).toBe(true)
    expect(isAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8F3T4')).toBe(false)
  })

  it('checks the checksums: base58check and bech32/bech32m', () => {
    // The last character changed: the shape of an address, not its checksum.
    expect(isAddress('1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMJ')).toBe(false)
    expect(isAddress('3CNHUhP3uyB9EUtRLsmvFUmvGdjGdkTxJx')).toBe(false)
    expect(isAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(false)
    // BIP-350: v0 with a bech32m checksum, v1 with a bech32 one.
    expect(isAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh')).toBe(false)
    expect(isAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd')).toBe(false)
  })

  it('checks witness versions and program lengths', () => {
    expect(isAddress('BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P')).toBe(false) // v0, 16 bytes
    expect(isAddress('bc1pw5dgrnzv')).toBe(false) // 1 byte
    expect(isAddress('BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R')).toBe(false) // v17
    expect(isAddress('bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du')).toBe(false) // padding
    expect(isAddress('BC1SW50QGDZ25J')).toBe(true) // v16, 2 bytes: valid to pay (BIP-350)
    expect(decodeBitcoinAddress('BC1SW50QGDZ25J')?.type).toBe('witness')
  })

  it('refuses other prefixes and what is not a string', () => {
    expect(isAddress('tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty')).toBe(false)
    expect(isAddress('0x71C7656EC7ab88b098defB751B7401B5f6d8976F')).toBe(false)
    expect(isAddress(42)).toBe(false)
    expect(isAddress('')).toBe(false)
  })

  it('keeps to the network when the caller knows it', () => {
    expect(isBitcoinAddress(MAINNET.p2wpkh, 'mainnet')).toBe(true)
    expect(isBitcoinAddress(MAINNET.p2wpkh, 'testnet')).toBe(false)
    expect(isBitcoinAddress(TESTNET.p2wpkh, 'mainnet')).toBe(false)
    expect(isBitcoinAddress(TESTNET.p2wpkh, 'regtest')).toBe(false)
    expect(isBitcoinAddress(REGTEST_P2WPKH, 'regtest')).toBe(true)
    // Base58 testnet and regtest addresses are the same.
    expect(isBitcoinAddress(TESTNET.p2pkh, 'regtest')).toBe(true)
    expect(isBitcoinAddress(TESTNET.p2sh, 'mainnet')).toBe(false)
    expect(isBitcoinAddress(MAINNET.p2sh, 'testnet')).toBe(false)
  })

  it('knows the networks of the CAIP-2 references', () => {
    expect(bitcoinAddressNetwork('bip122:000000000019d6689c085ae165831e93')).toBe('mainnet')
    expect(bitcoinAddressNetwork('bip122:000000000933ea01ad0ee984209779ba')).toBe('testnet')
    expect(bitcoinAddressNetwork('0f9188f13cb7b2c71f2a335e3a4fc328')).toBe('regtest')
    expect(bitcoinAddressNetwork('bip122:ffffffffffffffffffffffffffffffff')).toBeUndefined()
  })
})

describe('sha256 (FIPS 180-4 examples)', () => {
  const digest = (text: string) => hex(sha256(new TextEncoder().encode(text)))
  it('hashes the standard messages', () => {
    expect(digest('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(digest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(digest('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    )
    expect(digest('a'.repeat(1000))).toBe(
      '41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3',
    )
  })
})

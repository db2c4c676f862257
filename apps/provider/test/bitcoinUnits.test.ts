import { networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { parseBitcoinAddress } from '../src/chains/bip122/bitcoinAddresses'
import { bitcoinTransfers } from '../src/chains/bip122/bitcoinTransfers'
import type { EsploraTx } from '../src/chains/bip122/esploraTypes'

// BIP-173's P2WPKH example on mainnet and testnet; a regtest address of the local chain's dev key 0.
const MAIN = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const TEST = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const REG = 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk'

describe('Bitcoin addresses (§5)', () => {
  it('takes an address of its own network only, bech32 in either case, spelled in lower case', () => {
    expect(parseBitcoinAddress(MAIN, networks.bitcoin)).toBe(MAIN)
    expect(parseBitcoinAddress(MAIN.toUpperCase(), networks.bitcoin)).toBe(MAIN)
    expect(parseBitcoinAddress(MAIN, networks.testnet)).toBeUndefined()
    expect(parseBitcoinAddress(TEST, networks.testnet)).toBe(TEST)
    expect(parseBitcoinAddress(REG, networks.regtest)).toBe(REG)
    expect(parseBitcoinAddress(REG, networks.bitcoin)).toBeUndefined()
    expect(parseBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', networks.bitcoin)).toBe(
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    )
    expect(
      parseBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', networks.bitcoin),
    ).toBeUndefined() // checksum
    expect(parseBitcoinAddress(`${MAIN.slice(0, -1)}5`)).toBeUndefined()
    expect(parseBitcoinAddress('0x0000000000000000000000000000000000000000')).toBeUndefined()
  })
})

const out = (address: string | undefined, value: number) => ({
  scriptpubkey: address ? '0014' : '6a04deadbeef',
  ...(address ? { scriptpubkey_address: address } : {}),
  value,
})
const tx = (vin: (string | null)[], vout: ReturnType<typeof out>[]): EsploraTx => ({
  txid: 'ab'.repeat(32),
  vin: vin.map((a) => ({ prevout: a ? out(a, 100_000) : null, is_coinbase: a === null })),
  vout,
  fee: 500,
  status: { confirmed: true, block_height: 1, block_time: 1 },
})

describe('a Bitcoin transaction as the account’s transfers', () => {
  it('a spend: one transfer per output to others, change, fee and OP_RETURN left out', () => {
    const t = tx([REG], [out('bcrt1qother', 30_000), out(undefined, 0), out(REG, 69_500)])
    expect(bitcoinTransfers(t, REG)).toEqual([
      {
        log_index: 0,
        token_address: null,
        from_address: REG,
        to_address: 'bcrt1qother',
        amount: '30000',
      },
    ])
  })
  it('a self-transfer: what came back', () => {
    expect(bitcoinTransfers(tx([REG, REG], [out(REG, 199_500)]), REG)).toEqual([
      { log_index: 0, token_address: null, from_address: REG, to_address: REG, amount: '199500' },
    ])
  })
  it('a receipt: all that reached the account, from the first input’s address; a coinbase from nobody', () => {
    expect(
      bitcoinTransfers(
        tx(['bcrt1qsender'], [out(REG, 10), out(REG, 20), out('bcrt1qsender', 5)]),
        REG,
      ),
    ).toEqual([
      {
        log_index: 0,
        token_address: null,
        from_address: 'bcrt1qsender',
        to_address: REG,
        amount: '30',
      },
    ])
    expect(bitcoinTransfers(tx([null], [out(REG, 50)]), REG)[0]?.from_address).toBe('')
  })
})

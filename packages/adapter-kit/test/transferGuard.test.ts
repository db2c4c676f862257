import { bip122Profile, eip155Profile, solanaProfile } from '@latchkey/core'
import { bitcoin } from '@latchkey/core/networks'
import { describe, expect, it } from 'vitest'
import { transferRefusal } from '../src/transferGuard'

const EVM_FROM = '0x1111111111111111111111111111111111111111'
const EVM_TO = '0x2222222222222222222222222222222222222222'
const SOL_FROM = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const SOL_TO = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH'
// BIP-173's P2WPKH example and BIP-322's.
const BTC_FROM = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const BTC_TO = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'

const evm = { isAddress: eip155Profile.isAddress, tokens: true }
const sol = { isAddress: solanaProfile.isAddress, tokens: true }
const btc = { isAddress: bip122Profile.isAddress, tokens: false }

const missing = (...args: Parameters<typeof transferRefusal>) => {
  const refusal = transferRefusal(...args)
  if (refusal) expect(refusal.message).toBe('Please enter a valid amount and receiver address')
  return refusal?.details?.missing
}

describe("transferRefusal: an adapter's guard by its namespace profile (SPEC §5)", () => {
  it('lets a sound transfer through', () => {
    expect(missing({ from: EVM_FROM, to: EVM_TO, amount: 1n }, evm)).toBeUndefined()
    // §5: the 0x is optional.
    expect(missing({ from: EVM_FROM, to: EVM_TO.slice(2), amount: 1n }, evm)).toBeUndefined()
    expect(
      missing({ from: SOL_FROM, to: SOL_TO, amount: 1n, token: { address: SOL_TO } }, sol),
    ).toBeUndefined()
    expect(missing({ from: BTC_FROM, to: BTC_TO, amount: 1n }, btc)).toBeUndefined()
  })

  it('names every field it refuses', () => {
    expect(missing({ from: EVM_FROM, to: '0x12', amount: 0n }, evm)).toEqual([
      'amount',
      'receiverAddress',
    ])
    // EIP-55's example with one letter's case changed.
    expect(
      missing(
        { from: EVM_FROM, to: '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', amount: 1n },
        evm,
      ),
    ).toEqual(['receiverAddress'])
    expect(missing({ from: 'nobody', to: EVM_TO, amount: -1n }, evm)).toEqual(['amount', 'from'])
    expect(missing({ from: SOL_FROM, to: EVM_TO, amount: 1n }, sol)).toEqual(['receiverAddress'])
    expect(
      missing({ from: SOL_FROM, to: SOL_TO, amount: 1n, token: { address: '0x12' } }, sol),
    ).toEqual(['tokenAddress'])
    // An adapter without tokens refuses any.
    expect(
      missing({ from: BTC_FROM, to: BTC_TO, amount: 1n, token: { address: BTC_TO } }, btc),
    ).toEqual(['tokenAddress'])
    expect(missing({ from: BTC_FROM, to: SOL_TO, amount: 1n }, btc)).toEqual(['receiverAddress'])
    // On a network, the profile takes its addresses only: BIP-173's testnet example on mainnet.
    const onMainnet = {
      isAddress: (value: unknown): value is string => bip122Profile.isAddress(value, bitcoin),
      tokens: false,
    }
    const testnetAddress = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
    expect(missing({ from: BTC_FROM, to: testnetAddress, amount: 1n }, btc)).toBeUndefined()
    expect(missing({ from: BTC_FROM, to: testnetAddress, amount: 1n }, onMainnet)).toEqual([
      'receiverAddress',
    ])
    expect(missing({ from: BTC_FROM, to: BTC_TO, amount: 1n }, onMainnet)).toBeUndefined()
  })
})

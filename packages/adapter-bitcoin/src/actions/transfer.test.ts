import { bitcoinMainnet, bitcoinTestnet } from '@latchkey/core/networks'
import { describe, expect, it } from 'vitest'
import type { AdapterContext } from './AdapterContext'
import { transfer } from './transfer'

// BIP-173's key hash 751e76e8… as a mainnet and a testnet P2WPKH address.
const MAINNET = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const TESTNET = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
// The input checks come before anything of the context is read.
const context = {} as AdapterContext

describe('transfer: SPEC §5 address rule on the network paid on (issue 31)', () => {
  it('refuses a receiver of another network, an invalid checksum and mixed case', async () => {
    for (const [caipNetwork, from, to] of [
      [bitcoinMainnet, MAINNET, TESTNET],
      [bitcoinTestnet, TESTNET, MAINNET],
      [bitcoinMainnet, MAINNET, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'],
      [bitcoinMainnet, MAINNET, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8F3T4'],
    ] as const)
      await expect(
        transfer(context, { caipNetwork, from, to, amount: 1n }),
        to,
      ).rejects.toMatchObject({ details: { missing: ['receiverAddress'] } })
  })

  it('takes an upper-case receiver (QR codes) past the address rule', async () => {
    // It reaches the wallet lookup, which this empty context does not have.
    const error = await transfer(context, {
      caipNetwork: bitcoinMainnet,
      from: MAINNET,
      to: MAINNET.toUpperCase(),
      amount: 1n,
    }).catch((e: unknown) => e)
    expect(error).not.toMatchObject({ details: { missing: ['receiverAddress'] } })
  })
})

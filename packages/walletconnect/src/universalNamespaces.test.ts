import { namespaceProfile } from '@latchkey/core'
import { describe, expect, it } from 'vitest'
import { sessionAccounts } from './universalNamespaces'

const session = (accounts: string[]) => ({
  namespaces: { any: { accounts, chains: [], methods: [], events: [] } },
})
const addresses = (accounts: string[], namespace: Parameters<typeof sessionAccounts>[1]) =>
  sessionAccounts(session(accounts) as never, namespace, namespaceProfile(namespace).isAddress).map(
    (a) => a.address,
  )

// SPEC §5 per namespace, on the CAIP-10 accounts a wallet's session approves (issue 31), as the
// universal adapter reads them with its namespace's profile.
describe('sessionAccounts reads each account with its namespace rule', () => {
  it("eip155: EIP-55 (the EIP's example; one letter of the wrong case is refused)", () => {
    expect(
      addresses(
        [
          'eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
          'eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
          'eip155:1:0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
        ],
        'eip155',
      ),
    ).toEqual([
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
    ])
  })

  it('polkadot: SS58 of a two-byte prefix (49 characters), checksum checked', () => {
    const chain = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
    expect(
      addresses(
        [
          `${chain}:t6mQBBgTRc2sLYXz238oWkF5c2pvmVE33p4ukEYMmsFMUg4HM`,
          `${chain}:1ADRXEpxCcHPze36zV1imej5DNcGZ8puqopyUhbppXyGuhP`,
          `${chain}:1ADRXEpxCcHPze36zV1imej5DNcGZ8puqopyUhbppXyGuhQ`,
        ],
        'polkadot',
      ),
    ).toEqual([
      't6mQBBgTRc2sLYXz238oWkF5c2pvmVE33p4ukEYMmsFMUg4HM',
      '1ADRXEpxCcHPze36zV1imej5DNcGZ8puqopyUhbppXyGuhP',
    ])
  })

  it('bip122: bech32 in either case (BIP-173), a wrong checksum refused', () => {
    const chain = 'bip122:000000000019d6689c085ae165831e93'
    expect(
      addresses(
        [
          `${chain}:BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4`,
          `${chain}:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5`,
        ],
        'bip122',
      ),
    ).toEqual(['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'])
  })

  it('solana: a base58 text that is not 32 bytes is refused', () => {
    const chain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(
      addresses(
        [`${chain}:11111111111111111111111111111111`, `${chain}:${'z'.repeat(32)}`],
        'solana',
      ),
    ).toEqual(['11111111111111111111111111111111'])
  })
})

import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { type SolanaBlockTransaction, solanaTransfers } from './solanaTransfers'

const SYSTEM = '11111111111111111111111111111111'
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const [alice, bob, carol, aliceAta, bobAta, mint, otherMint, program] = [
  'A1ice1111111111111111111111111111111111111',
  'Bob11111111111111111111111111111111111111',
  'Caro111111111111111111111111111111111111',
  'A1iceAta11111111111111111111111111111111',
  'BobAta1111111111111111111111111111111111',
  'Mint1111111111111111111111111111111111111',
  'OtherMint111111111111111111111111111111',
  'Prog1111111111111111111111111111111111111',
]
const keys = [alice, bob, carol, aliceAta, bobAta, mint, SYSTEM, TOKEN, otherMint, program]
const index = (key: string) => keys.indexOf(key)

const systemTransfer = (lamports: bigint) => {
  const data = Buffer.alloc(12)
  data.writeUInt32LE(2, 0)
  data.writeBigUInt64LE(lamports, 4)
  return bs58.encode(data)
}
const tokenInstruction = (tag: number, amount: bigint, decimals?: number) => {
  const data = Buffer.alloc(decimals === undefined ? 9 : 10)
  data.writeUInt8(tag, 0)
  data.writeBigUInt64LE(amount, 1)
  if (decimals !== undefined) data.writeUInt8(decimals, 9)
  return bs58.encode(data)
}
const ix = (programKey: string, accounts: string[], data: string) => ({
  programIdIndex: index(programKey),
  accounts: accounts.map(index),
  data,
})
const balances = [
  { accountIndex: index(aliceAta), mint, owner: alice },
  { accountIndex: index(bobAta), mint, owner: bob },
]

function tx(
  instructions: ReturnType<typeof ix>[],
  meta: Partial<NonNullable<SolanaBlockTransaction['meta']>> = {},
): SolanaBlockTransaction {
  return {
    transaction: { signatures: ['sig'], message: { accountKeys: keys, instructions } },
    meta: { err: null, preTokenBalances: balances, postTokenBalances: balances, ...meta },
  }
}

describe('solanaTransfers', () => {
  it('reads System transfers, outer and inner (through another program), with distinct positions', () => {
    const transfers = solanaTransfers(
      tx([ix(SYSTEM, [alice, bob], systemTransfer(5n)), ix(program, [alice, carol], 'x')], {
        innerInstructions: [
          { index: 1, instructions: [ix(SYSTEM, [alice, carol], systemTransfer(7n))] },
        ],
      }),
      new Set([mint]),
    )
    expect(transfers).toEqual([
      { logIndex: 0, tokenAddress: null, from: alice, to: bob, amount: 5n },
      { logIndex: 1001, tokenAddress: null, from: alice, to: carol, amount: 7n },
    ])
  })

  it('names token accounts by their owners, and a mint or burn by the mint', () => {
    const transfers = solanaTransfers(
      tx([
        ix(TOKEN, [aliceAta, bobAta, alice], tokenInstruction(3, 10n)),
        ix(TOKEN, [aliceAta, mint, bobAta, alice], tokenInstruction(12, 20n, 6)),
        ix(TOKEN, [mint, bobAta, alice], tokenInstruction(7, 30n)),
        ix(TOKEN, [bobAta, mint, bob], tokenInstruction(15, 40n, 6)),
      ]),
      new Set([mint]),
    )
    expect(
      transfers.map(({ from, to, amount, tokenAddress }) => [from, to, amount, tokenAddress]),
    ).toEqual([
      [alice, bob, 10n, mint],
      [alice, bob, 20n, mint],
      [mint, bob, 30n, mint],
      [bob, mint, 40n, mint],
    ])
  })

  it('leaves out unknown mints, zero amounts and undecodable data', () => {
    const transfers = solanaTransfers(
      tx([
        ix(TOKEN, [aliceAta, otherMint, bobAta, alice], tokenInstruction(12, 20n, 6)),
        ix(SYSTEM, [alice, bob], systemTransfer(0n)),
        ix(SYSTEM, [alice, bob], '0OIl'),
      ]),
      new Set([mint]),
    )
    expect(transfers).toEqual([])
  })

  it('reads addresses loaded from lookup tables (version 0)', () => {
    const loaded = 'Loaded111111111111111111111111111111111'
    const entry = tx(
      [
        {
          programIdIndex: index(SYSTEM),
          accounts: [index(alice), keys.length],
          data: systemTransfer(9n),
        },
      ],
      {
        loadedAddresses: { writable: [loaded], readonly: [] },
      },
    )
    expect(solanaTransfers(entry, new Set())).toEqual([
      { logIndex: 0, tokenAddress: null, from: alice, to: loaded, amount: 9n },
    ])
  })
})

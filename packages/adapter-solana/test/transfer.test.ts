import { createManualClock, fromBase58 } from '@latchkey/core'
import type { SolanaDevWallet } from '@latchkey/dev-wallet'
import type { SolanaDemoToken } from '@latchkey/local-solana'
import { ed25519 } from '@noble/curves/ed25519'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SolanaWalletProvider } from '../src/provider/SolanaWalletProvider'
import type { SolanaAdapter } from '../src/solanaAdapter'
import {
  adapterWith,
  devWalletOn,
  type SolanaStack,
  startSolanaStack,
  tokenBalance,
} from './support/solanaStack'

let stack: SolanaStack
let wallet: SolanaDevWallet
let adapter: SolanaAdapter
let connectorId: string
let from: string
let to: string

beforeAll(async () => {
  stack = await startSolanaStack()
  wallet = devWalletOn(stack, { mode: 'manual' })
  ;({ adapter, connectorId } = adapterWith(stack, wallet))
  const connecting = adapter.connect({ connectorId, caipNetwork: stack.network })
  wallet.approvals.approveNext()
  from = (await connecting).address
  to = stack.chain.accounts[1]?.address as string
})
afterAll(async () => {
  adapter?.destroy()
  await stack?.stop()
})

/** Approves (or rejects) the wallet's next request once it asks. */
async function decideNext(approve: boolean) {
  const request = await wallet.approvals.nextPending()
  if (approve) wallet.approvals.approve(request.id)
  else wallet.approvals.reject(request.id)
  return request
}

const lamportsOf = async (address: string) =>
  BigInt(await stack.reader.getBalance(new PublicKey(address)))
/** The chain's demo tokens: LUSD on SPL Token, LPTS on Token-2022. */
function demoToken(symbol: 'LUSD' | 'LPTS'): SolanaDemoToken {
  const token = stack.chain.mints.find((mint) => mint.symbol === symbol)
  if (!token) throw new Error(`The local chain has no ${symbol}`)
  return token
}

describe('balance', () => {
  it('reads SOL from the node with the network symbol', async () => {
    const balance = await adapter.getBalance({ address: from, caipNetwork: stack.network })
    expect(balance.symbol).toBe('SOL')
    expect(adapter.parseUnits(balance.balance, 9)).toBe(await lamportsOf(from))
  })

  it('is kept 30 s on the adapter clock, then read again', async () => {
    const clock = createManualClock()
    const reader = adapterWith(stack, devWalletOn(stack), { clock }).adapter
    const stranger = Keypair.generate().publicKey.toBase58()
    expect(
      (await reader.getBalance({ address: stranger, caipNetwork: stack.network })).balance,
    ).toBe('0')
    const airdrop = await stack.reader.requestAirdrop(new PublicKey(stranger), 2_000_000_000)
    await stack.reader.confirmTransaction(airdrop, 'confirmed')
    clock.advance(29_999)
    expect(
      (await reader.getBalance({ address: stranger, caipNetwork: stack.network })).balance,
    ).toBe('0')
    // Asked for a fresh read (after a send, an on-ramp credit), it reads the node at once.
    expect(
      (await reader.getBalance({ address: stranger, caipNetwork: stack.network, fresh: true }))
        .balance,
    ).toBe('2')
    clock.advance(1)
    expect(
      (await reader.getBalance({ address: stranger, caipNetwork: stack.network })).balance,
    ).toBe('2')
    reader.destroy()
  })

  it('refuses an address that is not Solana’s', async () => {
    await expect(
      adapter.getBalance({
        address: '0x0000000000000000000000000000000000000000',
        caipNetwork: stack.network,
      }),
    ).rejects.toThrow('Unknown error')
  })
})

describe('fees (SPEC §5 insufficient fee)', () => {
  it('prices a one-signature transfer at the node’s fee', async () => {
    expect(await adapter.estimateFee({ caipNetwork: stack.network })).toEqual({
      feeRate: 5000n,
      transferFee: 5000n,
    })
  })
})

describe('send SOL', () => {
  it('moves the lamports once the wallet approves, and waits for confirmation', async () => {
    const before = await lamportsOf(to)
    const sending = adapter.transfer({
      caipNetwork: stack.network,
      connectorId,
      from,
      to,
      amount: 1_500_000_000n,
    })
    const request = await decideNext(true)
    expect(request.summary).toBe(`Send 1.5 SOL to ${to.slice(0, 4)}…${to.slice(-4)}`)
    const { hash } = await sending
    expect(fromBase58(hash)).toHaveLength(64)
    expect(await lamportsOf(to)).toBe(before + 1_500_000_000n)
    // The sender's cached balance was dropped: the next read shows the spend.
    const after = await adapter.getBalance({ address: from, caipNetwork: stack.network })
    expect(adapter.parseUnits(after.balance, 9)).toBe(await lamportsOf(from))
  })

  it('a refusal in the wallet keeps 4001 and moves nothing', async () => {
    const [mine, theirs] = [await lamportsOf(from), await lamportsOf(to)]
    const sending = adapter.transfer({
      caipNetwork: stack.network,
      connectorId,
      from,
      to,
      amount: 1n,
    })
    await decideNext(false)
    await expect(sending).rejects.toMatchObject({ code: 4001 })
    expect([await lamportsOf(from), await lamportsOf(to)]).toEqual([mine, theirs])
  })

  it('bad input is SPEC §8 "Please enter a valid amount and receiver address"', async () => {
    for (const bad of [
      { to: 'not-an-address', amount: 1n },
      { to, amount: 0n },
      { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: 1n },
    ])
      await expect(
        adapter.transfer({ caipNetwork: stack.network, connectorId, from, ...bad }),
      ).rejects.toThrow('Please enter a valid amount and receiver address')
    expect(wallet.approvals.pending).toEqual([])
  })

  it('a transaction the chain refuses is "Failed to send transaction. Please try again."', async () => {
    const sending = adapter.transfer({
      caipNetwork: stack.network,
      connectorId,
      from,
      to,
      amount: 10n ** 18n,
    })
    await decideNext(true).catch(() => undefined)
    await expect(sending).rejects.toThrow('Failed to send transaction. Please try again.')
  })
})

describe('send tokens', () => {
  it('sends SPL Token to an owner who has its token account', async () => {
    const token = demoToken('LUSD')
    const before = await tokenBalance(stack.reader, to, token)
    expect(before).toBeGreaterThan(0n)
    const sending = adapter.transfer({
      caipNetwork: stack.network,
      connectorId,
      from,
      to,
      amount: 2_500_000n,
      token: { address: token.mint },
    })
    await decideNext(true)
    await sending
    expect(await tokenBalance(stack.reader, to, token)).toBe(before + 2_500_000n)
  })

  it('creates the receiver’s token account when missing (Token-2022 too)', async () => {
    for (const token of [demoToken('LUSD'), demoToken('LPTS')]) {
      const stranger = Keypair.generate().publicKey.toBase58()
      expect(await tokenBalance(stack.reader, stranger, token)).toBe(0n)
      const sending = adapter.transfer({
        caipNetwork: stack.network,
        connectorId,
        from,
        to: stranger,
        amount: 7n,
        token: { address: token.mint },
      })
      await decideNext(true)
      await sending
      expect(await tokenBalance(stack.reader, stranger, token)).toBe(7n)
    }
  })

  it('a refusal leaves the token balances as they were', async () => {
    const token = demoToken('LUSD')
    const before = [
      await tokenBalance(stack.reader, from, token),
      await tokenBalance(stack.reader, to, token),
    ]
    const sending = adapter.transfer({
      caipNetwork: stack.network,
      connectorId,
      from,
      to,
      amount: 1n,
      token: { address: token.mint },
    })
    await decideNext(false)
    await expect(sending).rejects.toMatchObject({ code: 4001 })
    expect([
      await tokenBalance(stack.reader, from, token),
      await tokenBalance(stack.reader, to, token),
    ]).toEqual(before)
  })

  it('an address that is no mint fails with the §8 Solana text, before the wallet is asked', async () => {
    await expect(
      adapter.transfer({
        caipNetwork: stack.network,
        connectorId,
        from,
        to,
        amount: 1n,
        token: { address: to },
      }),
    ).rejects.toThrow('Failed to send transaction. Please try again.')
    expect(wallet.approvals.pending).toEqual([])
  })
})

describe('signing', () => {
  it('signs a message with the account key (ed25519), base58', async () => {
    const signing = adapter.signMessage({ message: 'Hello Latchkey', address: from, connectorId })
    expect((await decideNext(true)).summary).toBe('Sign "Hello Latchkey"')
    const { signature } = await signing
    const valid = ed25519.verify(
      fromBase58(signature) as Uint8Array,
      new TextEncoder().encode('Hello Latchkey'),
      new PublicKey(from).toBytes(),
    )
    expect(valid).toBe(true)
  })

  it('a refused signature rejects with 4001', async () => {
    const signing = adapter.signMessage({ message: 'no', address: from, connectorId })
    await decideNext(false)
    await expect(signing).rejects.toMatchObject({ code: 4001 })
  })

  it('refuses preflight commitments outside SPEC §5 before asking the wallet', async () => {
    await expect(
      adapter.solana.signAndSendTransaction({
        transaction: new Uint8Array(1),
        caipNetwork: stack.network,
        preflightCommitment: 'safe' as never,
      }),
    ).rejects.toThrow('Unknown error')
    expect(wallet.approvals.pending).toEqual([])
  })
})

describe("the host's provider (useAppKitProvider('solana'))", () => {
  const provider = () =>
    adapter.getConnectors().find((c) => c.id === connectorId)?.provider as SolanaWalletProvider

  async function transferTransactions() {
    const { blockhash } = await stack.reader.getLatestBlockhash()
    const payer = new PublicKey(from)
    const instruction = SystemProgram.transfer({
      fromPubkey: payer,
      toPubkey: new PublicKey(to),
      lamports: 1000,
    })
    const legacy = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(instruction)
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: blockhash,
      instructions: [instruction],
    })
    return { legacy, versioned: new VersionedTransaction(message.compileToV0Message()) }
  }

  it('names the connected account', () => {
    expect(provider().address).toBe(from)
  })

  it('signs legacy and versioned transactions, each its own kind back', async () => {
    const { legacy, versioned } = await transferTransactions()
    const signing = provider().signAllTransactions([legacy, versioned])
    await decideNext(true)
    await decideNext(true)
    const [signedLegacy, signedVersioned] = await signing
    expect(signedLegacy).toBeInstanceOf(Transaction)
    expect((signedLegacy as Transaction).verifySignatures()).toBe(true)
    expect(signedVersioned).toBeInstanceOf(VersionedTransaction)
    const sig = (signedVersioned as VersionedTransaction).signatures[0] as Uint8Array
    expect(
      ed25519.verify(
        sig,
        (signedVersioned as VersionedTransaction).message.serialize(),
        new PublicKey(from).toBytes(),
      ),
    ).toBe(true)
  })

  it('signs and sends a versioned transaction that lands', async () => {
    const { versioned } = await transferTransactions()
    const sending = provider().signAndSendTransaction(versioned, {
      preflightCommitment: 'confirmed',
    })
    await decideNext(true)
    const signature = await sending
    await stack.reader.confirmTransaction(signature, 'confirmed')
    const status = await stack.reader.getSignatureStatus(signature)
    expect(status.value?.err).toBeNull()
  })

  it('signs a message as bytes', async () => {
    const bytes = Uint8Array.of(0, 1, 2, 250)
    const signing = provider().signMessage(bytes)
    await decideNext(true)
    expect(ed25519.verify(await signing, bytes, new PublicKey(from).toBytes())).toBe(true)
  })
})

import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalSolana, SOLANA_DEV_ACCOUNTS, solanaDevKeypair, startLocalSolana } from '../src'

let chain: LocalSolana
let connection: Connection
beforeAll(async () => {
  chain = await startLocalSolana()
  connection = new Connection(chain.rpcUrl, 'confirmed')
})
afterAll(() => chain?.stop())

const transfer = (from: Keypair, to: PublicKey, lamports: number) =>
  new Transaction().add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  )

describe('a fresh local Solana chain', () => {
  it('has the same prefunded development accounts every start', async () => {
    expect(SOLANA_DEV_ACCOUNTS).toHaveLength(5)
    expect(SOLANA_DEV_ACCOUNTS[0]?.address).toBe('5hexWaUG8RJCvMkTvaY8UkPTCXNDUDJZodzgmzkbMQYJ')
    for (const account of SOLANA_DEV_ACCOUNTS) {
      expect(Keypair.fromSecretKey(account.secretKey).publicKey.toBase58()).toBe(account.address)
      expect(await connection.getBalance(new PublicKey(account.address))).toBe(
        1000 * LAMPORTS_PER_SOL,
      )
    }
  })

  it('names itself by its genesis hash, like real clusters', async () => {
    expect(await connection.getGenesisHash()).toBe('CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3PECGUCAEMbky')
    expect(chain.caip2).toBe('solana:CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3')
  })

  it('listens on loopback, the WebSocket on the port after the HTTP one', () => {
    expect(chain.rpcUrl).toBe(`http://127.0.0.1:${chain.port}`)
    expect(chain.wsUrl).toBe(`ws://127.0.0.1:${chain.port + 1}`)
  })
})

describe('sending SOL through @solana/web3.js', () => {
  it('moves the balance and takes 5000 lamports of fee', async () => {
    const alice = solanaDevKeypair(1)
    const bob = Keypair.generate().publicKey
    const before = await connection.getBalance(alice.publicKey)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    expect(lastValidBlockHeight).toBe((await connection.getBlockHeight()) + 150)
    const signature = await sendAndConfirmTransaction(
      connection,
      transfer(alice, bob, LAMPORTS_PER_SOL / 2),
      [alice],
    )
    expect(await connection.getBalance(bob)).toBe(LAMPORTS_PER_SOL / 2)
    expect(await connection.getBalance(alice.publicKey)).toBe(before - LAMPORTS_PER_SOL / 2 - 5000)
    const { value } = await connection.getSignatureStatuses([signature])
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect((await connection.getLatestBlockhash()).blockhash).not.toBe(blockhash)
  })

  it('confirms by blockhash strategy over the WebSocket subscription', async () => {
    const alice = solanaDevKeypair(2)
    const latest = await connection.getLatestBlockhash()
    const tx = transfer(alice, Keypair.generate().publicKey, 1_000_000)
    tx.recentBlockhash = latest.blockhash
    tx.sign(alice)
    const signature = await connection.sendRawTransaction(tx.serialize())
    const result = await connection.confirmTransaction({ signature, ...latest }, 'confirmed')
    expect(result.value.err).toBeNull()
  })

  it('refuses a transaction whose signature is not over its message and changes nothing', async () => {
    const alice = solanaDevKeypair(3)
    const to = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const asked = transfer(alice, to, 1_000)
    const forged = transfer(alice, to, LAMPORTS_PER_SOL)
    for (const tx of [asked, forged]) {
      tx.recentBlockhash = blockhash
      tx.sign(alice)
    }
    // alice's real signature for 1000 lamports, on a message moving 1 SOL.
    forged.signatures[0] = { publicKey: alice.publicKey, signature: asked.signature }
    const before = await connection.getBalance(alice.publicKey)
    await expect(
      connection.sendRawTransaction(forged.serialize({ verifySignatures: false })),
    ).rejects.toThrow(/signature verification failure/)
    expect(await connection.getBalance(alice.publicKey)).toBe(before)
    expect(await connection.getBalance(to)).toBe(0)
  })

  it('refuses an unknown blockhash', async () => {
    const alice = solanaDevKeypair(3)
    const tx = transfer(alice, Keypair.generate().publicKey, 1)
    tx.recentBlockhash = Keypair.generate().publicKey.toBase58()
    tx.sign(alice)
    await expect(connection.sendRawTransaction(tx.serialize())).rejects.toThrow(
      /Blockhash not found/,
    )
  })

  it('fails a transfer of more than the balance in preflight, with the logs', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction(
      {
        signature: await connection.requestAirdrop(poor.publicKey, 10_000_000),
        ...(await connection.getLatestBlockhash()),
      },
      'confirmed',
    )
    const error = await sendAndConfirmTransaction(
      connection,
      transfer(poor, Keypair.generate().publicKey, LAMPORTS_PER_SOL),
      [poor],
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).message).toMatch(
      /Transaction simulation failed: Error processing Instruction 0/,
    )
    expect(await connection.getBalance(poor.publicKey)).toBe(10_000_000)
  })

  it('lands a failing transaction sent without preflight: fee taken, err kept', async () => {
    const poor = Keypair.generate()
    const airdrop = await connection.requestAirdrop(poor.publicKey, 10_000_000)
    await connection.confirmTransaction({
      signature: airdrop,
      ...(await connection.getLatestBlockhash()),
    })
    const latest = await connection.getLatestBlockhash()
    const tx = transfer(poor, Keypair.generate().publicKey, LAMPORTS_PER_SOL)
    tx.recentBlockhash = latest.blockhash
    tx.sign(poor)
    const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true })
    const result = await connection.confirmTransaction({ signature, ...latest })
    expect(result.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await connection.getBalance(poor.publicKey)).toBe(10_000_000 - 5000)
    // Sending the same transaction again is refused: it already landed.
    await expect(
      connection.sendRawTransaction(tx.serialize(), { skipPreflight: true }),
    ).rejects.toThrow(/already been processed/)
  })
})

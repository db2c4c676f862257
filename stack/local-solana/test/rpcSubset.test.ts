import {
  createTransferCheckedInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  getMint,
  getOrCreateAssociatedTokenAccount,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  transferChecked,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type LocalSolana,
  SOLANA_DEMO_TOKENS,
  SOLANA_DEV_ACCOUNTS,
  solanaDevKeypair,
  startLocalSolana,
} from '../src'

let chain: LocalSolana
let connection: Connection
beforeAll(async () => {
  chain = await startLocalSolana()
  connection = new Connection(chain.rpcUrl, 'confirmed')
})
afterAll(() => chain?.stop())

const [lusd, lpts] = SOLANA_DEMO_TOKENS as [
  (typeof SOLANA_DEMO_TOKENS)[0],
  (typeof SOLANA_DEMO_TOKENS)[0],
]

describe('demo tokens through @solana/spl-token', () => {
  it('mints LUSD on Token and LPTS on Token-2022, 1 000 000 each to every account', async () => {
    const mintA = await getMint(connection, new PublicKey(lusd.mint), 'confirmed', TOKEN_PROGRAM_ID)
    const mintB = await getMint(
      connection,
      new PublicKey(lpts.mint),
      'confirmed',
      TOKEN_2022_PROGRAM_ID,
    )
    expect([mintA.decimals, mintB.decimals]).toEqual([6, 9])
    expect(mintA.mintAuthority?.toBase58()).toBe(SOLANA_DEV_ACCOUNTS[0]?.address)
    expect(mintA.supply).toBe(5n * 1_000_000n * 10n ** 6n)
    for (const account of SOLANA_DEV_ACCOUNTS) {
      const owner = new PublicKey(account.address)
      const ata = getAssociatedTokenAddressSync(
        new PublicKey(lpts.mint),
        owner,
        false,
        TOKEN_2022_PROGRAM_ID,
      )
      expect((await getAccount(connection, ata, 'confirmed', TOKEN_2022_PROGRAM_ID)).amount).toBe(
        10n ** 15n,
      )
      const balance = await connection.getTokenAccountBalance(
        getAssociatedTokenAddressSync(new PublicKey(lusd.mint), owner),
      )
      expect(balance.value).toEqual({
        amount: '1000000000000',
        decimals: 6,
        uiAmount: 1_000_000,
        uiAmountString: '1000000',
      })
    }
  })

  it('transfers a token to a wallet without a token account, creating it', async () => {
    const sender = solanaDevKeypair(4)
    const receiver = Keypair.generate().publicKey
    const mint = new PublicKey(lpts.mint)
    const to = await getOrCreateAssociatedTokenAccount(
      connection,
      sender,
      mint,
      receiver,
      false,
      'confirmed',
      {},
      TOKEN_2022_PROGRAM_ID,
    )
    const from = getAssociatedTokenAddressSync(mint, sender.publicKey, false, TOKEN_2022_PROGRAM_ID)
    await transferChecked(
      connection,
      sender,
      from,
      mint,
      to.address,
      sender,
      2_500_000_000n,
      9,
      [],
      {},
      TOKEN_2022_PROGRAM_ID,
    )
    expect((await connection.getTokenAccountBalance(to.address)).value.uiAmountString).toBe('2.5')
    const owned = await connection.getParsedTokenAccountsByOwner(receiver, {
      programId: TOKEN_2022_PROGRAM_ID,
    })
    expect(owned.value).toHaveLength(1)
    expect(owned.value[0]?.account.data.parsed.info).toMatchObject({
      mint: lpts.mint,
      owner: receiver.toBase58(),
    })
    const byMint = await connection.getTokenAccountsByOwner(receiver, { mint })
    expect(byMint.value.map((entry) => entry.pubkey.toBase58())).toEqual([to.address.toBase58()])
    expect(
      (await connection.getTokenAccountsByOwner(receiver, { programId: TOKEN_PROGRAM_ID })).value,
    ).toEqual([])
  })

  it('refuses a token transfer above the balance in preflight', async () => {
    const poor = solanaDevKeypair(3)
    const mint = new PublicKey(lusd.mint)
    const from = getAssociatedTokenAddressSync(mint, poor.publicKey)
    const to = getAssociatedTokenAddressSync(mint, solanaDevKeypair(2).publicKey)
    const tx = new Transaction().add(
      createTransferCheckedInstruction(from, mint, to, poor.publicKey, 10n ** 13n, 6),
    )
    await expect(sendAndConfirmTransaction(connection, tx, [poor])).rejects.toThrow(
      /custom program error: 0x1/,
    )
    expect((await connection.getTokenAccountBalance(from)).value.amount).toBe('1000000000000')
  })
})

describe('history', () => {
  it('answers getSignaturesForAddress newest first and getTransaction with balances', async () => {
    const alice = solanaDevKeypair(1)
    const bob = Keypair.generate()
    const sent = []
    for (const lamports of [1_000_000, 2_000_000, 3_000_000]) {
      const tx = new Transaction().add(
        SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob.publicKey, lamports }),
      )
      sent.push(await sendAndConfirmTransaction(connection, tx, [alice]))
    }
    const listed = await connection.getSignaturesForAddress(bob.publicKey)
    expect(listed.map((entry) => entry.signature)).toEqual([...sent].reverse())
    const page = await connection.getSignaturesForAddress(bob.publicKey, {
      before: sent[2],
      limit: 1,
    })
    expect(page.map((entry) => entry.signature)).toEqual([sent[1]])
    expect(
      (await connection.getSignaturesForAddress(bob.publicKey, { until: sent[0] })).length,
    ).toBe(2)
    const tx = await connection.getTransaction(sent[0] as string, {
      maxSupportedTransactionVersion: 0,
    })
    expect(tx?.meta?.fee).toBe(5000)
    const keys = tx?.transaction.message.staticAccountKeys.map((key) => key.toBase58())
    const bobIndex = keys?.indexOf(bob.publicKey.toBase58()) ?? -1
    expect(tx?.meta?.postBalances[bobIndex]).toBe(1_000_000)
    expect(tx?.meta?.preBalances[bobIndex]).toBe(0)
    expect(tx?.blockTime).toBeGreaterThan(1_700_000_000)
    const parsed = await connection.getParsedTransaction(sent[1] as string, {
      maxSupportedTransactionVersion: 0,
    })
    expect(parsed?.transaction.message.accountKeys[0]).toMatchObject({
      pubkey: alice.publicKey,
      signer: true,
      writable: true,
    })
  })

  it('records token balances before and after a token transfer', async () => {
    const sender = solanaDevKeypair(2)
    const mint = new PublicKey(lusd.mint)
    const from = getAssociatedTokenAddressSync(mint, sender.publicKey)
    const to = getAssociatedTokenAddressSync(mint, solanaDevKeypair(1).publicKey)
    const signature = await transferChecked(
      connection,
      sender,
      from,
      mint,
      to,
      sender,
      1_500_000n,
      6,
    )
    const tx = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    const post = tx?.meta?.postTokenBalances?.find(
      (entry) => entry.owner === sender.publicKey.toBase58(),
    )
    const pre = tx?.meta?.preTokenBalances?.find(
      (entry) => entry.owner === sender.publicKey.toBase58(),
    )
    expect(BigInt(pre?.uiTokenAmount.amount ?? 0) - BigInt(post?.uiTokenAmount.amount ?? 0)).toBe(
      1_500_000n,
    )
    expect(post).toMatchObject({ mint: lusd.mint, programId: TOKEN_PROGRAM_ID.toBase58() })
  })

  it('runs and records version 0 transactions', async () => {
    const alice = solanaDevKeypair(0)
    const bob = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: alice.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob, lamports: 1_000_007 }),
      ],
    }).compileToV0Message()
    const tx = new VersionedTransaction(message)
    tx.sign([alice])
    const signature = await connection.sendTransaction(tx)
    await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight: 10_000 })
    expect(await connection.getBalance(bob)).toBe(1_000_007)
    await expect(connection.getTransaction(signature)).rejects.toThrow(
      /maxSupportedTransactionVersion/,
    )
    expect(
      (await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.version,
    ).toBe(0)
  })
})

describe('the rest of the subset', () => {
  it('answers accounts, rent, fees, slots and airdrops', async () => {
    const info = await connection.getAccountInfo(new PublicKey(lusd.mint))
    expect(info?.owner.toBase58()).toBe(TOKEN_PROGRAM_ID.toBase58())
    expect(info?.data.length).toBe(82)
    expect(await connection.getAccountInfo(Keypair.generate().publicKey)).toBeNull()
    const many = await connection.getMultipleAccountsInfo([
      new PublicKey(lpts.mint),
      Keypair.generate().publicKey,
    ])
    expect(many.map((account) => account?.owner.toBase58() ?? null)).toEqual([
      TOKEN_2022_PROGRAM_ID.toBase58(),
      null,
    ])
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: solanaDevKeypair(0).publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: solanaDevKeypair(0).publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1,
        }),
      ],
    }).compileToV0Message()
    expect((await connection.getFeeForMessage(message)).value).toBe(5000)
    const slot = await connection.getSlot()
    const who = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(who, 2 * LAMPORTS_PER_SOL)
    await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight: slot + 150 })
    expect(await connection.getBalance(who)).toBe(2 * LAMPORTS_PER_SOL)
    expect(await connection.getSlot()).toBe(slot + 1)
    expect(await connection.getBlockHeight()).toBe(slot + 1)
  })

  it('refuses a transfer that would leave a new account below rent exemption', async () => {
    const alice = solanaDevKeypair(0)
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: alice.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 5,
      }),
    )
    await expect(sendAndConfirmTransaction(connection, tx, [alice])).rejects.toThrow(
      /insufficient funds for rent/,
    )
  })

  it('answers blocks: one per slot, chained by their hashes', async () => {
    const alice = solanaDevKeypair(0)
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: alice.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    )
    const signature = await sendAndConfirmTransaction(connection, tx, [alice])
    const { slot } = (await connection.getSignatureStatus(signature)).value ?? { slot: -1 }
    const block = await connection.getBlock(slot, { maxSupportedTransactionVersion: 0 })
    const parent = await connection.getBlock(slot - 1, {
      maxSupportedTransactionVersion: 0,
    })
    expect(block?.transactions.map((entry) => entry.transaction.signatures[0])).toEqual([signature])
    expect(block?.previousBlockhash).toBe(parent?.blockhash)
    expect(block?.parentSlot).toBe(slot - 1)
    expect(await connection.getBlocks(slot - 1)).toEqual([slot - 1, slot])
    await expect(connection.getBlock(slot + 100)).rejects.toThrow(/Block not available/)
  })

  it('simulates without landing anything', async () => {
    const alice = solanaDevKeypair(0)
    const bob = Keypair.generate().publicKey
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob, lamports: 1_000_000 }),
    )
    tx.feePayer = alice.publicKey
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    const result = await connection.simulateTransaction(tx)
    expect(result.value.err).toBeNull()
    expect(result.value.logs?.[0]).toMatch(/invoke \[1\]/)
    expect(await connection.getBalance(bob)).toBe(0)
  })

  it('notifies accountSubscribe when an account changes', async () => {
    const bob = Keypair.generate().publicKey
    const seen = new Promise<number>((resolve) => {
      const id = connection.onAccountChange(bob, (account) => {
        void connection.removeAccountChangeListener(id)
        resolve(account.lamports)
      })
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const alice = solanaDevKeypair(0)
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob, lamports: 1_000_042 }),
      ),
      [alice],
    )
    expect(await seen).toBe(1_000_042)
  })
})

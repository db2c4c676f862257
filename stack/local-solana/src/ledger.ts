import {
  PublicKey,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { resolveAccountKeys } from './accountKeys'
import { faucetKeypair } from './devKeys'
import { messageFee } from './fees'
import { type AccountSnapshot, snapshotAccounts } from './snapshot'
import { FailedTransactionMetadata, Svm } from './svm'
import {
  type TransactionErrorJson,
  TransactionRejectedError,
  transactionErrorJson,
} from './transactionErrors'
import type { LedgerEvent, TransactionRecord } from './types'

export { TransactionRejectedError }

export interface BlockRecord {
  blockhash: string
  blockTime: number
  signature?: string
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** A blockhash stays valid for this many blocks after the one it names, as on real clusters. */
export const BLOCKHASH_VALIDITY_BLOCKS = 150
const FAUCET_LAMPORTS = 500_000_000n * 1_000_000_000n

export interface SimulationResult {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: number
  returnData: { programId: string; data: [string, 'base64'] } | null
}

/**
 * LiteSVM plus what a cluster adds around it: slots (one per landed transaction), a window of
 * valid blockhashes, the transaction history and account index the RPC reads, and change events.
 */
export class SolanaLedger {
  readonly svm = new Svm()
  /** The chain's first blockhash; the local CAIP-2 id is its first 32 characters. */
  readonly genesisHash = this.svm.latestBlockhash()
  #slot = 0
  readonly #blockhashes = new Map<string, number>([[this.genesisHash, BLOCKHASH_VALIDITY_BLOCKS]])
  readonly #records = new Map<string, TransactionRecord>()
  /** Block per slot: its hash, time and the one transaction it holds (none for slot 0). */
  readonly #blocks: BlockRecord[] = [{ blockhash: this.genesisHash, blockTime: nowSeconds() }]
  readonly #signaturesByAddress = new Map<string, string[]>()
  readonly #listeners = new Set<(event: LedgerEvent) => void>()
  readonly #faucet = faucetKeypair()

  constructor() {
    this.#setClock()
    this.fund(this.#faucet.publicKey, FAUCET_LAMPORTS)
  }

  get slot(): number {
    return this.#slot
  }
  /** One block per slot: no slot is ever skipped. */
  get blockHeight(): number {
    return this.#slot
  }
  /** The key that pays airdrops (also the node identity `getIdentity` names). */
  get faucetAddress(): string {
    return this.#faucet.publicKey.toBase58()
  }
  get transactionCount(): number {
    return this.#records.size
  }
  get latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    const blockhash = this.svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: this.#blockhashes.get(blockhash) ?? this.#slot }
  }

  isBlockhashValid(blockhash: string): boolean {
    const lastValid = this.#blockhashes.get(blockhash)
    return lastValid !== undefined && lastValid >= this.blockHeight
  }

  subscribe(listener: (event: LedgerEvent) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Sets an account's SOL balance directly (genesis-style funding, no transaction). */
  fund(address: PublicKey, lamports: bigint): void {
    const current = this.svm.getAccount(address)
    this.svm.setAccount(address, {
      lamports: Number(lamports),
      data: current?.data ?? new Uint8Array(0),
      owner: current?.owner ?? SystemProgram.programId,
      executable: current?.executable ?? false,
      rentEpoch: 0,
    })
  }

  /** The block of `slot`, undefined for a slot not produced yet. */
  block(slot: number): BlockRecord | undefined {
    return this.#blocks[slot]
  }

  record(signature: string): TransactionRecord | undefined {
    return this.#records.get(signature)
  }

  /** Signatures that touched `address`, oldest first. */
  signaturesFor(address: string): readonly string[] {
    return this.#signaturesByAddress.get(address) ?? []
  }

  /** Runs a signed transaction; it lands (maybe with an error, fee taken) or is rejected. */
  submit(transaction: VersionedTransaction): TransactionRecord {
    const signature = bs58.encode(transaction.signatures[0] ?? new Uint8Array(64))
    if (this.#records.has(signature)) throw new TransactionRejectedError('AlreadyProcessed')
    if (!this.isBlockhashValid(transaction.message.recentBlockhash)) {
      throw new TransactionRejectedError('BlockhashNotFound')
    }
    const keys = resolveAccountKeys(this.svm, transaction.message)
    const before = snapshotAccounts(this.svm, keys.all)
    const result = this.svm.sendTransaction(transaction)
    const after = snapshotAccounts(this.svm, keys.all)
    const failed = result instanceof FailedTransactionMetadata
    const meta = failed ? result.meta() : result
    const err = failed ? transactionErrorJson(result.err() as never) : null
    // A transaction that failed before execution took no fee: it never landed.
    if (err && before.lamports[0] === after.lamports[0]) {
      throw new TransactionRejectedError(err, meta.logs(), Number(meta.computeUnitsConsumed()))
    }
    this.#advanceSlot()
    const record = this.#buildRecord(transaction, signature, keys, before, after, err, meta)
    this.#store(record)
    return record
  }

  simulate(
    transaction: VersionedTransaction,
    options: { sigVerify: boolean; replaceRecentBlockhash: boolean },
  ): SimulationResult {
    if (
      !options.replaceRecentBlockhash &&
      !this.isBlockhashValid(transaction.message.recentBlockhash)
    ) {
      return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0, returnData: null }
    }
    this.svm.setSigverify(options.sigVerify)
    try {
      const result = this.svm.simulateTransaction(transaction)
      const failed = result instanceof FailedTransactionMetadata
      const meta = result.meta()
      const returned = meta.returnData()
      const returnData = returned.data().length
        ? {
            programId: new PublicKey(returned.programId()).toBase58(),
            data: [Buffer.from(returned.data()).toString('base64'), 'base64'] as [string, 'base64'],
          }
        : null
      return {
        err: failed ? transactionErrorJson(result.err() as never) : null,
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        returnData,
      }
    } finally {
      this.svm.setSigverify(true)
    }
  }

  /** A real system transfer from the faucet key (so it shows in history like a devnet airdrop). */
  airdrop(to: PublicKey, lamports: bigint): TransactionRecord {
    return this.submit(
      this.signByFaucet([
        SystemProgram.transfer({ fromPubkey: this.#faucet.publicKey, toPubkey: to, lamports }),
      ]),
    )
  }

  signByFaucet(
    instructions: TransactionInstruction[],
    signers = [this.#faucet],
  ): VersionedTransaction {
    const message = new TransactionMessage({
      payerKey: signers[0]?.publicKey ?? this.#faucet.publicKey,
      recentBlockhash: this.svm.latestBlockhash(),
      instructions,
    }).compileToLegacyMessage()
    const transaction = new VersionedTransaction(message)
    transaction.sign(signers)
    return transaction
  }

  #advanceSlot(): void {
    this.#slot += 1
    this.svm.warpToSlot(BigInt(this.#slot))
    this.#setClock()
    this.svm.expireBlockhash()
    this.#blockhashes.set(this.svm.latestBlockhash(), this.#slot + BLOCKHASH_VALIDITY_BLOCKS)
    this.#blocks.push({ blockhash: this.svm.latestBlockhash(), blockTime: nowSeconds() })
    for (const [hash, lastValid] of this.#blockhashes)
      if (lastValid < this.#slot) this.#blockhashes.delete(hash)
  }

  #setClock(): void {
    const clock = this.svm.getClock()
    clock.slot = BigInt(this.#slot)
    clock.unixTimestamp = BigInt(nowSeconds())
    this.svm.setClock(clock)
  }

  #buildRecord(
    transaction: VersionedTransaction,
    signature: string,
    keys: ReturnType<typeof resolveAccountKeys>,
    before: AccountSnapshot,
    after: AccountSnapshot,
    err: TransactionErrorJson | null,
    meta: ReturnType<FailedTransactionMetadata['meta']>,
  ): TransactionRecord {
    const innerInstructions = meta
      .innerInstructions()
      .map((list, index) => ({
        index,
        instructions: list.map((inner) => {
          const instruction = inner.instruction()
          return {
            programIdIndex: instruction.programIdIndex(),
            accounts: Array.from(instruction.accounts()),
            data: bs58.encode(instruction.data()),
            stackHeight: inner.stackHeight(),
          }
        }),
      }))
      .filter((entry) => entry.instructions.length > 0)
    return {
      signature,
      slot: this.#slot,
      blockTime: this.#blocks[this.#slot]?.blockTime ?? nowSeconds(),
      transaction,
      accountKeys: keys.all,
      loadedAddresses: keys.loaded,
      err,
      fee: messageFee(transaction.message),
      preBalances: before.lamports,
      postBalances: after.lamports,
      preTokenBalances: before.tokenBalances,
      postTokenBalances: after.tokenBalances,
      logMessages: meta.logs(),
      innerInstructions,
      computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
    }
  }

  #store(record: TransactionRecord): void {
    this.#records.set(record.signature, record)
    const block = this.#blocks[record.slot]
    if (block) block.signature = record.signature
    const addresses = new Set(record.accountKeys.map((key) => key.toBase58()))
    for (const address of addresses) {
      const list = this.#signaturesByAddress.get(address) ?? []
      list.push(record.signature)
      this.#signaturesByAddress.set(address, list)
    }
    const message = record.transaction.message
    const written = record.accountKeys
      .filter((_, index) => message.isAccountWritable(index))
      .map((key) => key.toBase58())
    for (const listener of this.#listeners) {
      listener({ type: 'transaction', record, written })
    }
  }
}

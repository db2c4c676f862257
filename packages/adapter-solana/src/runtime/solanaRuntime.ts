// What of @solana/web3.js the adapter needs once a wallet or a node is asked something: one chunk
// that loadSolanaRuntime() imports on first use, so an app's start-up carries none of it.
// Nothing the start-up code imports may import @solana/web3.js, or it would be shared with it.
import {
  type Commitment,
  Connection,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import {
  associatedTokenAddress,
  createAssociatedAccountIdempotent,
  mintDecimals,
  tokenProgramOf,
  transferChecked,
} from './tokenInstructions'

export { Transaction, VersionedTransaction }

export function createConnection(rpcUrl: string): Connection {
  return new Connection(rpcUrl, { commitment: 'confirmed' })
}

export async function readLamports(connection: Connection, address: string): Promise<bigint> {
  return BigInt(await connection.getBalance(new PublicKey(address)))
}

/** An unsigned legacy transaction paid by `from`, in wire format for the wallet. */
async function unsigned(connection: Connection, from: PublicKey, transaction: Transaction) {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  transaction.feePayer = from
  transaction.recentBlockhash = blockhash
  transaction.lastValidBlockHeight = lastValidBlockHeight
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

export async function buildSolTransfer(
  connection: Connection,
  parameters: { from: string; to: string; lamports: bigint },
): Promise<Uint8Array> {
  const from = new PublicKey(parameters.from)
  const transfer = SystemProgram.transfer({
    fromPubkey: from,
    toPubkey: new PublicKey(parameters.to),
    lamports: parameters.lamports,
  })
  return unsigned(connection, from, new Transaction().add(transfer))
}

/**
 * A token transfer (SPL Token or Token-2022) between the owners' associated accounts, creating
 * the receiver's first when it is missing. Throws for a mint no token program owns.
 */
export async function buildTokenTransfer(
  connection: Connection,
  parameters: { from: string; to: string; mint: string; amount: bigint },
): Promise<Uint8Array> {
  const from = new PublicKey(parameters.from)
  const to = new PublicKey(parameters.to)
  const mint = new PublicKey(parameters.mint)
  const mintAccount = await connection.getAccountInfo(mint)
  const program = mintAccount ? tokenProgramOf(mintAccount.owner) : undefined
  const decimals = mintAccount ? mintDecimals(mintAccount.data) : undefined
  if (!program || decimals === undefined) throw new Error(`${parameters.mint} is not a token mint`)
  const source = associatedTokenAddress(from, mint, program)
  const destination = associatedTokenAddress(to, mint, program)
  const transaction = new Transaction()
  if (!(await connection.getAccountInfo(destination)))
    transaction.add(
      createAssociatedAccountIdempotent({
        payer: from,
        account: destination,
        owner: to,
        mint,
        program,
      }),
    )
  transaction.add(
    transferChecked({
      source,
      mint,
      destination,
      owner: from,
      amount: parameters.amount,
      decimals,
      program,
    }),
  )
  return unsigned(connection, from, transaction)
}

/** The fee of a one-signature transfer, in lamports: the §5 insufficient-fee rule's figure. */
export async function readTransferFee(connection: Connection): Promise<bigint> {
  const payer = new PublicKey('11111111111111111111111111111112')
  const { blockhash } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: payer, toPubkey: payer, lamports: 1 }),
  )
  const { value } = await connection.getFeeForMessage(transaction.compileMessage())
  if (value === null) throw new Error('The node could not price a transfer')
  return BigInt(value)
}

export async function sendRaw(
  connection: Connection,
  transaction: Uint8Array,
  options: { preflightCommitment?: Commitment; skipPreflight?: boolean },
): Promise<string> {
  return connection.sendRawTransaction(transaction, options)
}

/**
 * Waits until the node has the transaction at 'confirmed', polling its status; throws when it
 * failed on chain or did not land within `timeoutMs`.
 */
export async function confirmSignature(
  connection: Connection,
  signature: string,
  timeoutMs: number,
  pollMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { value } = await connection.getSignatureStatuses([signature])
    const status = value[0]
    if (status?.err)
      throw new Error(`Transaction ${signature} failed: ${JSON.stringify(status.err)}`)
    if (status && status.confirmationStatus !== 'processed') return
    if (Date.now() > deadline) throw new Error(`Transaction ${signature} was not confirmed`)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

/** A host's transaction object in wire format, signatures so far included. */
export function serializeTransaction(transaction: Transaction | VersionedTransaction): Uint8Array {
  return transaction instanceof VersionedTransaction || 'version' in transaction
    ? (transaction as VersionedTransaction).serialize()
    : (transaction as Transaction).serialize({
        requireAllSignatures: false,
        verifySignatures: false,
      })
}

/** Wire bytes back into the kind of object the host handed in. */
export function deserializeLike<T extends Transaction | VersionedTransaction>(
  original: T,
  bytes: Uint8Array,
): T {
  return (
    'version' in original ? VersionedTransaction.deserialize(bytes) : Transaction.from(bytes)
  ) as T
}

/** Puts `address`'s signature into its slot of a wire-format transaction (legacy or versioned). */
export function addSignature(
  bytes: Uint8Array,
  address: string,
  signature: Uint8Array,
): Uint8Array {
  const transaction = VersionedTransaction.deserialize(bytes)
  transaction.addSignature(new PublicKey(address), signature)
  return transaction.serialize()
}

import type { LocalSolana } from '@latchkey/local-solana'
import {
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  getOrCreateAssociatedTokenAccount,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { localSolanaConfig } from '../src/chains/solana/localSolanaConfig'
import type { ChainConfig } from '../src/config/configSchema'

/** The local Solana chain as the provider serves it: SOL 150, LUSD 1, LPTS 0.5. */
export const solanaChainConfig = (chain: LocalSolana): ChainConfig =>
  localSolanaConfig(chain, { SOL: 150, LUSD: 1, LPTS: 0.5 }, 'Latchkey Solana Localnet')

export const freshSolanaAddress = () => Keypair.generate().publicKey.toBase58()

function signer(chain: LocalSolana, index: number) {
  const account = chain.accounts[index]
  if (!account) throw new Error(`no account ${index}`)
  return Keypair.fromSecretKey(account.secretKey)
}

/** Sends lamports; returns the signature and its slot once the chain has it. */
export async function sendSol(chain: LocalSolana, from: number, to: string, lamports: number) {
  const connection = new Connection(chain.rpcUrl, 'confirmed')
  const payer = signer(chain, from)
  const tx = new Transaction().add(
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: new PublicKey(to), lamports }),
  )
  return landed(connection, await sendAndConfirmTransaction(connection, tx, [payer]))
}

/** Sends a demo token (by symbol), creating the receiver's token account in its own transaction. */
export async function sendSplToken(
  chain: LocalSolana,
  from: number,
  symbol: string,
  to: string,
  amount: bigint,
) {
  const connection = new Connection(chain.rpcUrl, 'confirmed')
  const token = chain.mints.find((mint) => mint.symbol === symbol)
  if (!token) throw new Error(`no token ${symbol}`)
  const payer = signer(chain, from)
  const mint = new PublicKey(token.mint)
  const programId = new PublicKey(token.programId)
  const target = await getOrCreateAssociatedTokenAccount(
    connection,
    payer,
    mint,
    new PublicKey(to),
    false,
    'confirmed',
    {},
    programId,
  )
  const source = getAssociatedTokenAddressSync(mint, payer.publicKey, false, programId)
  const tx = new Transaction().add(
    createTransferCheckedInstruction(
      source,
      mint,
      target.address,
      payer.publicKey,
      amount,
      token.decimals,
      [],
      programId,
    ),
  )
  return landed(connection, await sendAndConfirmTransaction(connection, tx, [payer]))
}

async function landed(connection: Connection, signature: string) {
  const status = await connection.getSignatureStatus(signature)
  return { signature, slot: status.value?.slot ?? 0 }
}

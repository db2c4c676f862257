import { createHash } from 'node:crypto'
import { Keypair } from '@solana/web3.js'

/** A development key: the same every start, public on purpose (never hold real value with it). */
export interface SolanaDevAccount {
  /** Base58 public key. */
  readonly address: string
  /** 64-byte ed25519 secret key as @solana/web3.js's `Keypair.fromSecretKey` takes it. */
  readonly secretKey: Uint8Array
  /** The 32-byte seed the key comes from (`Keypair.fromSeed(seed)`). */
  readonly seed: Uint8Array
}

/** Seed = sha256(label): fixed, readable, and different for every role. */
export function devKeypair(label: string): Keypair {
  return Keypair.fromSeed(createHash('sha256').update(`latchkey-local-solana:${label}`).digest())
}

function toDevAccount(label: string): SolanaDevAccount {
  const keypair = devKeypair(label)
  return {
    address: keypair.publicKey.toBase58(),
    secretKey: keypair.secretKey,
    seed: keypair.secretKey.slice(0, 32),
  }
}

/** How many prefunded development accounts every local chain has. */
export const SOLANA_DEV_ACCOUNT_COUNT = 5
/** SOL each development account holds at start. */
export const SOLANA_DEV_ACCOUNT_SOL = 1000

/** The prefunded development accounts (account 0 is also the demo tokens' mint authority). */
export const SOLANA_DEV_ACCOUNTS: readonly SolanaDevAccount[] = Array.from(
  { length: SOLANA_DEV_ACCOUNT_COUNT },
  (_, index) => toDevAccount(`account:${index}`),
)

/** Pays `requestAirdrop`: a real system transfer from this key, so airdrops show in history. */
export const faucetKeypair = (): Keypair => devKeypair('faucet')

/** The keypair of a development account, for signing in tests and scripts. */
export function solanaDevKeypair(index: number): Keypair {
  const account = SOLANA_DEV_ACCOUNTS[index]
  if (!account) throw new RangeError(`No Solana development account ${index}`)
  return Keypair.fromSecretKey(account.secretKey)
}

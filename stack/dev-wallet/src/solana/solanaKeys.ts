import { ed25519 } from '@noble/curves/ed25519'
import { Keypair } from '@solana/web3.js'

/** A development key: a 64-byte Solana secret key (bytes or their JSON array), or its base58. */
export type SolanaSecretKey = Uint8Array | readonly number[]

export interface SolanaDevKey {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly keypair: Keypair
  sign(message: Uint8Array): Uint8Array
}

export function toDevKey(secret: SolanaSecretKey): SolanaDevKey {
  const bytes = Uint8Array.from(secret)
  if (bytes.length !== 64) throw new TypeError('A Solana secret key has 64 bytes')
  const keypair = Keypair.fromSecretKey(bytes)
  return Object.freeze({
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    keypair,
    // ed25519 signs with the seed, the secret key's first half.
    sign: (message: Uint8Array) => ed25519.sign(message, bytes.slice(0, 32)),
  })
}

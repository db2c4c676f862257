import { ed25519 } from '@noble/curves/ed25519'
import { hmac } from '@noble/hashes/hmac'
import { sha512 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'

/** The Solana account's path (BIP-44 coin 501), all levels hardened as SLIP-0010 ed25519 requires. */
export const SOLANA_PATH = [44, 501, 0, 0] as const
const HARDENED = 0x8000_0000

/** The wallet's Solana key: signs in the frame; only the public parts leave it. */
export interface SolanaKey {
  /** Base58 of the ed25519 public key. */
  readonly address: string
  readonly publicKey: Uint8Array
  sign(bytes: Uint8Array): Uint8Array
}

/**
 * SLIP-0010 ed25519 derivation at m/44'/501'/0'/0' with the wallet's recovered secret as seed:
 * one secret, split 2-of-3 as before, gives both the EVM account and this key.
 */
export function solanaKeyFromSecret(seed: Uint8Array): SolanaKey {
  const privateKey = deriveEd25519(seed, SOLANA_PATH)
  const publicKey = ed25519.getPublicKey(privateKey)
  return Object.freeze({
    address: base58.encode(publicKey),
    publicKey,
    sign: (bytes: Uint8Array) => ed25519.sign(bytes, privateKey),
  })
}

/** SLIP-0010 ed25519: the private key at `path` (every index hardened). */
export function deriveEd25519(seed: Uint8Array, path: readonly number[]): Uint8Array {
  let node = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed)
  for (const index of path) {
    const data = new Uint8Array(37)
    data.set(node.slice(0, 32), 1)
    new DataView(data.buffer).setUint32(33, (index + HARDENED) >>> 0)
    const next = hmac(sha512, node.slice(32), data)
    node.fill(0)
    data.fill(0)
    node = next
  }
  const privateKey = node.slice(0, 32)
  node.fill(0)
  return privateKey
}

import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes, type DecodedBitcoinAddress } from './bitcoinAddress'

const PREFIX = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

export function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24)
}

export function hash160(data: Uint8Array): Uint8Array {
  return ripemd160(sha256(data))
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i])
}

/**
 * The "Bitcoin Signed Message" form (BIP-137): 65 bytes, a header giving the recovery id and
 * the key's address kind, then r and s. The recovered key must hash to the address.
 */
export function verifyLegacyMessage(
  address: DecodedBitcoinAddress,
  message: string,
  signature: Uint8Array,
): boolean {
  if (signature.length !== 65) return false
  const header = signature[0] ?? 0
  if (header < 27 || header > 42) return false
  const text = new TextEncoder().encode(message)
  const digest = sha256(sha256(concatBytes(PREFIX, compactSize(text.length), text)))
  const compressed = header >= 31
  let key: Uint8Array
  try {
    const sig = secp256k1.Signature.fromCompact(signature.slice(1)).addRecoveryBit(
      (header - 27) & 3,
    )
    key = sig.recoverPublicKey(digest).toRawBytes(compressed)
  } catch {
    return false
  }
  const keyHash = hash160(key)
  switch (address.type) {
    case 'p2pkh':
      return equalBytes(address.program, keyHash)
    case 'p2wpkh':
      return compressed && equalBytes(address.program, keyHash)
    case 'p2sh':
      // P2SH-P2WPKH: the script hash of `0 <keyhash>`.
      return (
        compressed &&
        equalBytes(address.program, hash160(concatBytes(Uint8Array.of(0, 20), keyHash)))
      )
    default:
      return false
  }
}

import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import type { BitcoinOutput } from './bitcoinAddress'
import { compactSize, concatBytes, equalBytes, hash160, utf8 } from './bytes'

const PREFIX = utf8('\x18Bitcoin Signed Message:\n')

/** Whether 65 bytes look like a BIP-137 signature: a header of 27 to 42, then r and s. */
export const isLegacySignature = (bytes: Uint8Array) =>
  bytes.length === 65 && (bytes[0] as number) >= 27 && (bytes[0] as number) <= 42

/**
 * The "Bitcoin Signed Message" form (BIP-137): the header gives the recovery id and the key's
 * address kind (27-30 P2PKH uncompressed, 31-34 P2PKH compressed, 35-38 P2SH-P2WPKH, 39-42
 * P2WPKH). Segwit addresses also take 31-34, which Electrum writes for them.
 */
export function verifyLegacyMessage(
  address: BitcoinOutput,
  message: string,
  signature: Uint8Array,
): boolean {
  if (!isLegacySignature(signature)) return false
  const header = signature[0] as number
  const kind =
    header < 31 ? 'uncompressed' : header < 35 ? 'compressed' : header < 39 ? 'p2sh' : 'p2wpkh'
  const allowed =
    address.type === 'p2pkh'
      ? kind === 'uncompressed' || kind === 'compressed'
      : address.type === 'p2sh'
        ? kind === 'compressed' || kind === 'p2sh'
        : address.type === 'p2wpkh' && (kind === 'compressed' || kind === 'p2wpkh')
  if (!allowed) return false
  const text = utf8(message)
  const digest = sha256(sha256(concatBytes(PREFIX, compactSize(text.length), text)))
  let key: Uint8Array
  try {
    key = secp256k1.Signature.fromCompact(signature.slice(1))
      .addRecoveryBit((header - 27) & 3)
      .recoverPublicKey(digest)
      .toRawBytes(kind !== 'uncompressed')
  } catch {
    return false
  }
  const keyHash = hash160(key)
  if (address.type !== 'p2sh') return equalBytes(address.program, keyHash)
  // P2SH-P2WPKH: the script hash of `0 <keyhash>`.
  return equalBytes(address.program, hash160(concatBytes(Uint8Array.of(0, 20), keyHash)))
}

import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { inconclusive, invalid } from './Bip322Refusal'
import { bytesToBigInt } from './bytes'
import type { ScriptChecker, SigVersion } from './script'
import { legacySighash, SIGHASH_ALL, segwitV0Sighash, taprootSighash } from './sighash'
import type { Transaction, TxOutput } from './transaction'

const N = secp256k1.CURVE.n

/** BIP-66 strict DER plus a hash type byte; its r and s, or a refusal. */
function readDer(sig: Uint8Array): { r: bigint; s: bigint; hashType: number } {
  const len = sig.length
  const lenR = sig[3] ?? 0
  const lenS = sig[5 + lenR] ?? 0
  const strict =
    len >= 9 &&
    len <= 73 &&
    sig[0] === 0x30 &&
    sig[1] === len - 3 &&
    5 + lenR < len &&
    lenR + lenS + 7 === len &&
    sig[2] === 0x02 &&
    lenR > 0 &&
    !((sig[4] as number) & 0x80) &&
    !(lenR > 1 && sig[4] === 0 && !((sig[5] as number) & 0x80)) &&
    sig[lenR + 4] === 0x02 &&
    lenS > 0 &&
    !((sig[lenR + 6] as number) & 0x80) &&
    !(lenS > 1 && sig[lenR + 6] === 0 && !((sig[lenR + 7] as number) & 0x80))
  if (!strict) throw invalid('Signature is not strict DER')
  return {
    r: bytesToBigInt(sig.slice(4, 4 + lenR)),
    s: bytesToBigInt(sig.slice(6 + lenR, 6 + lenR + lenS)),
    hashType: sig[len - 1] as number,
  }
}

function verifyEcdsa(sig: Uint8Array, publicKey: Uint8Array, digest: Uint8Array): boolean {
  const { r, s, hashType } = readDer(sig)
  if (hashType !== SIGHASH_ALL) throw invalid('Signatures must use SIGHASH_ALL')
  if (s > N >> 1n) throw invalid('LOW_S')
  if (r === 0n || s === 0n || r >= N) return false
  try {
    const compact = new secp256k1.Signature(r, s).toCompactRawBytes()
    return secp256k1.verify(compact, digest, publicKey, { prehash: false, lowS: true })
  } catch {
    return false
  }
}

function verifySchnorr(
  sig: Uint8Array,
  publicKey: Uint8Array,
  sighash: (type: 0 | 1) => Uint8Array,
) {
  if (sig.length === 65 && sig[64] !== SIGHASH_ALL)
    throw invalid('Signatures must use SIGHASH_ALL or SIGHASH_DEFAULT')
  if (sig.length !== 64 && sig.length !== 65) throw invalid('Schnorr signature size')
  try {
    return schnorr.verify(sig.slice(0, 64), sighash(sig.length === 65 ? 1 : 0), publicKey)
  } catch {
    return false
  }
}

export interface SignatureCheckerParameters {
  sigVersion: SigVersion
  tx: Transaction
  index: number
  prevouts: readonly TxOutput[]
  /** The tapleaf hash, for tapscript. */
  leafHash?: Uint8Array
}

/** The checks of `tx`'s input `index` for the interpreter (ECDSA before taproot, Schnorr after). */
export function signatureChecker(parameters: SignatureCheckerParameters): ScriptChecker {
  const { sigVersion, tx, index, prevouts, leafHash } = parameters
  const input = tx.inputs[index]
  if (!input) throw invalid('No such input')
  return {
    sigVersion,
    txVersion: tx.version,
    lockTime: tx.lockTime,
    sequence: input.sequence,
    checkSignature(signature, publicKey, script) {
      if (sigVersion === 'tapscript') {
        if (publicKey.length === 0) throw invalid('Empty public key')
        if (publicKey.length !== 32) throw inconclusive('Unknown public key type')
        return verifySchnorr(signature, publicKey, (type) =>
          taprootSighash(tx, index, prevouts, type, leafHash),
        )
      }
      const compressed = publicKey.length === 33 && (publicKey[0] === 2 || publicKey[0] === 3)
      const uncompressed = publicKey.length === 65 && publicKey[0] === 4
      if (!compressed && !(uncompressed && sigVersion === 'base'))
        throw invalid('Public key encoding')
      const digest =
        sigVersion === 'base'
          ? legacySighash(tx, index, script)
          : segwitV0Sighash(tx, index, script, prevouts[index]?.value ?? 0n)
      return verifyEcdsa(signature, publicKey, digest)
    },
  }
}

/** A taproot key-path signature over input `index`. */
export function verifyKeyPath(
  tx: Transaction,
  index: number,
  prevouts: readonly TxOutput[],
  signature: Uint8Array,
  outputKey: Uint8Array,
): boolean {
  return verifySchnorr(signature, outputKey, (type) => taprootSighash(tx, index, prevouts, type))
}

import { ed25519 } from '@noble/curves/ed25519'

export interface VerifyEd25519StrictParameters {
  /** 64 bytes: R (32) then S (32, little-endian). */
  signature: Uint8Array
  message: Uint8Array
  /** 32 bytes: the encoded point A. */
  publicKey: Uint8Array
}
export type VerifyEd25519StrictReturnType = boolean

const { Point } = ed25519
const L = Point.Fn.ORDER

/** The point an encoding names, or undefined when it is not canonical (RFC 8032 §5.1.3, y < p). */
function decodeCanonical(bytes: Uint8Array) {
  try {
    return Point.fromHex(bytes, false)
  } catch {
    return undefined
  }
}

/**
 * An honest signer's A and R lie in the prime-order subgroup: a point with a small-order part
 * (the identity and the other 7 small-order points included) makes cofactored and cofactorless
 * verifiers disagree, or lets a signature be made with no private key.
 */
function inPrimeOrderSubgroup(point: ReturnType<typeof Point.fromHex>): boolean {
  return !point.isSmallOrder() && point.isTorsionFree()
}

function littleEndian(bytes: Uint8Array): bigint {
  let n = 0n
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i] ?? 0)
  return n
}

/**
 * Ed25519 verification with no lenient cases: canonical encodings of A and R, S < L
 * (RFC 8032 §5.1.7), A and R of prime order, then the group equation. It accepts only what
 * every conforming verifier (cofactored, cofactorless, ZIP-215) accepts: no server disagrees.
 */
export function verifyEd25519Strict({
  signature,
  message,
  publicKey,
}: VerifyEd25519StrictParameters): VerifyEd25519StrictReturnType {
  if (signature.length !== 64 || publicKey.length !== 32) return false
  if (littleEndian(signature.subarray(32)) >= L) return false
  const A = decodeCanonical(publicKey)
  const R = decodeCanonical(signature.subarray(0, 32))
  if (!A || !R || !inPrimeOrderSubgroup(A) || !inPrimeOrderSubgroup(R)) return false
  try {
    return ed25519.verify(signature, message, publicKey, { zip215: false })
  } catch {
    return false
  }
}

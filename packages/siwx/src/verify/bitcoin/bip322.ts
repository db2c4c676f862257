import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes as concat, type DecodedBitcoinAddress } from './bitcoinAddress'
import { compactSize, equalBytes, hash160 } from './legacyMessage'

const utf8 = (text: string) => new TextEncoder().encode(text)
const dsha256 = (data: Uint8Array) => sha256(sha256(data))
const u32 = (n: number) => Uint8Array.of(n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24)
const ZERO8 = new Uint8Array(8)
const ZERO4 = new Uint8Array(4)

function taggedHash(tag: string, data: Uint8Array): Uint8Array {
  const t = sha256(utf8(tag))
  return sha256(concat(t, t, data))
}

const withLength = (data: Uint8Array) => concat(compactSize(data.length), data)

/** BIP-322 `to_spend`'s txid: a virtual transaction whose one output pays the address. */
function toSpendTxid(messageHash: Uint8Array, script: Uint8Array): Uint8Array {
  const scriptSig = concat(Uint8Array.of(0x00, 0x20), messageHash)
  return dsha256(
    concat(
      ZERO4, // version 0
      Uint8Array.of(1),
      new Uint8Array(32),
      Uint8Array.of(0xff, 0xff, 0xff, 0xff),
      withLength(scriptSig),
      ZERO4, // sequence 0
      Uint8Array.of(1),
      ZERO8,
      withLength(script),
      ZERO4, // locktime 0
    ),
  )
}

/** Splits a serialized witness stack; undefined when the bytes are not exactly one. */
function readWitness(data: Uint8Array): Uint8Array[] | undefined {
  let at = 0
  const readSize = (): number | undefined => {
    const first = data[at++]
    if (first === undefined || first > 0xfd) return undefined
    if (first < 0xfd) return first
    const n = (data[at] ?? 0) | ((data[at + 1] ?? 0) << 8)
    at += 2
    return n
  }
  const count = readSize()
  if (count === undefined) return undefined
  const items: Uint8Array[] = []
  for (let i = 0; i < count; i++) {
    const size = readSize()
    if (size === undefined || at + size > data.length) return undefined
    items.push(data.slice(at, at + size))
    at += size
  }
  return at === data.length ? items : undefined
}

// `to_sign`'s one output: value 0, OP_RETURN.
const TO_SIGN_OUTPUT = concat(ZERO8, withLength(Uint8Array.of(0x6a)))

/** BIP-143 signature hash of `to_sign`'s input for a P2WPKH key. */
function segwitV0Sighash(outpoint: Uint8Array, keyHash: Uint8Array, hashType: number) {
  const scriptCode = concat(
    Uint8Array.of(0x19, 0x76, 0xa9, 0x14),
    keyHash,
    Uint8Array.of(0x88, 0xac),
  )
  return dsha256(
    concat(
      ZERO4,
      dsha256(outpoint),
      dsha256(ZERO4),
      outpoint,
      scriptCode,
      ZERO8,
      ZERO4,
      dsha256(TO_SIGN_OUTPUT),
      ZERO4,
      u32(hashType),
    ),
  )
}

/** BIP-341 key-path signature hash of `to_sign`'s input (SIGHASH_DEFAULT or ALL). */
function taprootSighash(outpoint: Uint8Array, script: Uint8Array, hashType: number) {
  return taggedHash(
    'TapSighash',
    concat(
      Uint8Array.of(0x00, hashType),
      ZERO4,
      ZERO4,
      sha256(outpoint),
      sha256(ZERO8),
      sha256(withLength(script)),
      sha256(ZERO4),
      sha256(TO_SIGN_OUTPUT),
      Uint8Array.of(0x00),
      ZERO4,
    ),
  )
}

/**
 * BIP-322 "simple" signatures: the witness that spends `to_spend` in `to_sign`. Single-key
 * outputs are checked (P2WPKH with ECDSA, P2TR key path with Schnorr); scripts a wallet may
 * build around them need the full script interpreter and are refused.
 */
export function verifyBip322Simple(
  address: DecodedBitcoinAddress,
  message: string,
  witnessBytes: Uint8Array,
): boolean {
  const witness = readWitness(witnessBytes)
  if (!witness) return false
  const messageHash = taggedHash('BIP0322-signed-message', utf8(message))
  const outpoint = concat(toSpendTxid(messageHash, address.script), ZERO4)
  try {
    if (address.type === 'p2wpkh' && witness.length === 2) {
      const [sig = new Uint8Array(), key = new Uint8Array()] = witness
      const hashType = sig[sig.length - 1] ?? 0
      if (hashType !== 0x01 || key.length !== 33) return false
      if (!equalBytes(hash160(key), address.program)) return false
      const digest = segwitV0Sighash(outpoint, address.program, hashType)
      const der = secp256k1.Signature.fromDER(sig.slice(0, -1)).toCompactRawBytes()
      return secp256k1.verify(der, digest, key, { prehash: false, lowS: false })
    }
    if (address.type === 'p2tr' && witness.length === 1) {
      const [sig = new Uint8Array()] = witness
      if (sig.length !== 64 && !(sig.length === 65 && sig[64] === 0x01)) return false
      const hashType = sig.length === 65 ? 0x01 : 0x00
      const digest = taprootSighash(outpoint, address.script, hashType)
      return schnorr.verify(sig.slice(0, 64), digest, address.program)
    }
  } catch {
    return false
  }
  return false
}

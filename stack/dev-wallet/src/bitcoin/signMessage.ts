import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { Psbt, Transaction } from 'bitcoinjs-lib'
import type { BitcoinDevKey } from './bitcoinKeys'

const utf8 = (text: string) => new TextEncoder().encode(text)

function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24)
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

export const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/**
 * BIP-322 "simple" signature (base64 of the witness stack): the key signs the virtual `to_sign`
 * transaction that spends `to_spend`, whose one output pays the address and commits to the
 * message's tagged hash.
 */
export function signBip322Simple(key: BitcoinDevKey, message: string): string {
  const toSpend = new Transaction()
  toSpend.version = 0
  const tag = sha256(utf8('BIP0322-signed-message'))
  const messageHash = sha256(concat(tag, tag, utf8(message)))
  toSpend.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    concat(Uint8Array.of(0x00, 0x20), messageHash),
  )
  toSpend.addOutput(key.output, 0n)
  const toSign = new Psbt()
  toSign.setVersion(0)
  toSign.addInput({
    hash: toSpend.getHash(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: key.output, value: 0n },
    ...(key.kind === 'p2tr' ? { tapInternalKey: key.publicKey } : {}),
  })
  toSign.addOutput({ script: Uint8Array.of(0x6a), value: 0n })
  toSign.signInput(0, key.signer)
  toSign.finalizeInput(0)
  const witness = toSign.extractTransaction().ins[0]?.witness ?? []
  return toBase64(
    concat(
      compactSize(witness.length),
      ...witness.flatMap((item) => [compactSize(item.length), item]),
    ),
  )
}

/**
 * The legacy signed-message form (BIP-137): a recoverable ECDSA signature over the
 * "Bitcoin Signed Message" hash, its header telling the address kind (P2WPKH: 39 + recovery id).
 */
export function signLegacyMessage(key: BitcoinDevKey, message: string): string {
  if (key.kind !== 'p2wpkh')
    throw new TypeError('Legacy message signing needs an ECDSA (P2WPKH) key')
  const prefix = utf8('\x18Bitcoin Signed Message:\n')
  const body = utf8(message)
  const hash = sha256(sha256(concat(prefix, compactSize(body.length), body)))
  const signature = secp256k1.sign(hash, key.secretKey, { lowS: true })
  return toBase64(concat(Uint8Array.of(39 + signature.recovery), signature.toCompactRawBytes()))
}

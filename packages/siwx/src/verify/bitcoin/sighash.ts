import { sha256 } from '@noble/hashes/sha2'
import { concatBytes, dsha256, taggedHash, u32le, u64le, withLength } from './bytes'
import {
  serializeOutpoint,
  serializeOutput,
  serializeWithoutWitness,
  type Transaction,
  type TxOutput,
} from './transaction'

// BIP-322 allows SIGHASH_ALL only (and SIGHASH_DEFAULT for taproot): no other mode is built.
export const SIGHASH_ALL = 0x01

/** The pre-segwit signature hash (SIGHASH_ALL) of input `index` spending `scriptCode`. */
export function legacySighash(tx: Transaction, index: number, scriptCode: Uint8Array): Uint8Array {
  const copy: Transaction = {
    ...tx,
    inputs: tx.inputs.map((input, i) => ({
      ...input,
      scriptSig: i === index ? scriptCode : new Uint8Array(0),
    })),
  }
  return dsha256(concatBytes(serializeWithoutWitness(copy), u32le(SIGHASH_ALL)))
}

/** BIP-143's signature hash (SIGHASH_ALL) of segwit v0 input `index`. */
export function segwitV0Sighash(
  tx: Transaction,
  index: number,
  scriptCode: Uint8Array,
  amount: bigint,
): Uint8Array {
  const input = tx.inputs[index]
  if (!input) throw new RangeError('No such input')
  return dsha256(
    concatBytes(
      u32le(tx.version),
      dsha256(concatBytes(...tx.inputs.map(serializeOutpoint))),
      dsha256(concatBytes(...tx.inputs.map((i) => u32le(i.sequence)))),
      serializeOutpoint(input),
      withLength(scriptCode),
      u64le(amount),
      u32le(input.sequence),
      dsha256(concatBytes(...tx.outputs.map(serializeOutput))),
      u32le(tx.lockTime),
      u32le(SIGHASH_ALL),
    ),
  )
}

/**
 * BIP-341's signature hash of input `index` (SIGHASH_DEFAULT 0x00 or SIGHASH_ALL 0x01, no annex):
 * the key path, or with `leafHash` a tapscript (BIP-342, no code separator).
 */
export function taprootSighash(
  tx: Transaction,
  index: number,
  prevouts: readonly TxOutput[],
  hashType: 0x00 | 0x01,
  leafHash?: Uint8Array,
): Uint8Array {
  return taggedHash(
    'TapSighash',
    Uint8Array.of(0x00, hashType),
    u32le(tx.version),
    u32le(tx.lockTime),
    sha256(concatBytes(...tx.inputs.map(serializeOutpoint))),
    sha256(concatBytes(...prevouts.map((p) => u64le(p.value)))),
    sha256(concatBytes(...prevouts.map((p) => withLength(p.script)))),
    sha256(concatBytes(...tx.inputs.map((i) => u32le(i.sequence)))),
    sha256(concatBytes(...tx.outputs.map(serializeOutput))),
    Uint8Array.of(leafHash ? 0x02 : 0x00),
    u32le(index),
    ...(leafHash ? [leafHash, Uint8Array.of(0x00), u32le(0xffffffff)] : []),
  )
}

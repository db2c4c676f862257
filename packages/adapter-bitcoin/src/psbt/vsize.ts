import type { ScriptType } from './scriptType'

/**
 * Weight units (BIP-141: non-witness bytes x4, witness bytes x1) of spending one input of each
 * kind the wallet signs alone: the outpoint, script and sequence, plus the signature data at its
 * largest (a 72-byte DER signature with its sighash byte; a 64-byte Schnorr one for taproot).
 */
export const INPUT_WEIGHT: Readonly<Record<Exclude<ScriptType, 'p2wsh'>, number>> = Object.freeze({
  // 41 bytes + scriptSig (1 + 72 + 1 + 33): no witness.
  p2pkh: (41 + 107) * 4,
  // P2SH-P2WPKH: 41 bytes + the 23-byte redeem script push, and the P2WPKH witness.
  p2sh: (41 + 23) * 4 + 108,
  // 41 bytes, and a witness of two items: 1 + (1 + 72) + (1 + 33).
  p2wpkh: 41 * 4 + 108,
  // 41 bytes, and a witness of one 64-byte signature (SIGHASH_DEFAULT): 1 + 1 + 64.
  p2tr: 41 * 4 + 66,
})

/** Bytes of an output: 8 (value) + 1 (script length) + the script. */
export const OUTPUT_SIZE: Readonly<Record<ScriptType, number>> = Object.freeze({
  p2pkh: 8 + 1 + 25,
  p2sh: 8 + 1 + 23,
  p2wpkh: 8 + 1 + 22,
  p2wsh: 8 + 1 + 34,
  p2tr: 8 + 1 + 34,
})

const compactSize = (n: number) => (n < 0xfd ? 1 : n <= 0xffff ? 3 : 5)

/** A transaction's virtual size (BIP-141: weight / 4, rounded up) from its input and output kinds. */
export function estimateVsize(
  inputs: readonly Exclude<ScriptType, 'p2wsh'>[],
  outputs: readonly ScriptType[],
): number {
  const segwit = inputs.some((type) => type !== 'p2pkh')
  // Version and locktime (4 + 4) and the two counts; segwit adds its marker and flag (2 WU).
  let weight = (8 + compactSize(inputs.length) + compactSize(outputs.length)) * 4
  if (segwit) weight += 2
  for (const type of inputs) {
    weight += INPUT_WEIGHT[type]
    // A legacy input among segwit ones still has an (empty) witness: its item count.
    if (segwit && type === 'p2pkh') weight += 1
  }
  for (const type of outputs) weight += OUTPUT_SIZE[type] * 4
  return Math.ceil(weight / 4)
}

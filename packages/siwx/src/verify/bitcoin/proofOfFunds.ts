import { invalid } from './Bip322Refusal'
import { ByteReader, equalBytes, MalformedBytesError } from './bytes'
import {
  readTransaction,
  readWitnessStack,
  type Transaction,
  type TxOutput,
  transactionId,
} from './transaction'

const MAGIC = Uint8Array.of(0x70, 0x73, 0x62, 0x74, 0xff)

export interface ProofOfFunds {
  /** `to_sign` with each input's final scriptSig and witness. */
  tx: Transaction
  /** What each input spends, as far as the PSBT says (BIP-174 witness / non-witness UTXO). */
  utxos: (TxOutput | undefined)[]
}

/** One key-value map of a PSBT: its entries by key type (keys with key data are not needed). */
function readMap(reader: ByteReader): Map<number, Uint8Array> {
  const entries = new Map<number, Uint8Array>()
  for (;;) {
    const key = reader.varBytes()
    if (key.length === 0) return entries
    const value = reader.varBytes()
    const type = key[0] as number
    if (key.length === 1 && entries.has(type)) throw new MalformedBytesError('Duplicate PSBT key')
    if (key.length === 1) entries.set(type, value)
  }
}

/**
 * A finalized PSBT (BIP-174, version 0) as BIP-322's proof of funds: `to_sign` and the UTXO of
 * every input. A non-witness UTXO may be left out for an input whose transaction an earlier one has.
 */
export function readProofOfFunds(data: Uint8Array): ProofOfFunds {
  const reader = new ByteReader(data)
  if (!equalBytes(reader.bytes(5), MAGIC)) throw invalid('Not a PSBT')
  const global = readMap(reader)
  const unsigned = global.get(0x00)
  if (!unsigned) throw invalid('A version 0 PSBT has its unsigned transaction')
  const tx = readTransaction(unsigned)
  const previous = new Map<string, Transaction>()
  const utxos = tx.inputs.map((input) => {
    const map = readMap(reader)
    input.scriptSig = map.get(0x07) ?? new Uint8Array(0)
    const witness = map.get(0x08)
    input.witness = witness ? readWitnessStack(witness) : []
    const witnessUtxo = map.get(0x01)
    if (witnessUtxo) {
      const utxo = new ByteReader(witnessUtxo)
      const output = { value: utxo.u64(), script: utxo.varBytes() }
      if (!utxo.done) throw new MalformedBytesError('Witness UTXO')
      return output
    }
    const key = input.txid.join(',')
    const full = map.get(0x00)
    if (full) {
      const spent = readTransaction(full)
      if (!equalBytes(transactionId(spent), input.txid)) throw invalid('Non-witness UTXO mismatch')
      previous.set(key, spent)
    }
    return previous.get(key)?.outputs[input.vout]
  })
  for (let i = 0; i < tx.outputs.length; i++) readMap(reader)
  if (!reader.done) throw new MalformedBytesError('Bytes after the PSBT')
  return { tx, utxos }
}

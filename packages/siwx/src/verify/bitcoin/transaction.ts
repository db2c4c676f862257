import {
  ByteReader,
  compactSize,
  concatBytes,
  dsha256,
  MalformedBytesError,
  u32le,
  u64le,
  withLength,
} from './bytes'

export interface TxInput {
  /** The spent transaction's id, in serialization (internal) byte order. */
  txid: Uint8Array
  vout: number
  scriptSig: Uint8Array
  sequence: number
  witness: Uint8Array[]
}

export interface TxOutput {
  value: bigint
  script: Uint8Array
}

export interface Transaction {
  version: number
  inputs: TxInput[]
  outputs: TxOutput[]
  lockTime: number
}

function readStack(reader: ByteReader): Uint8Array[] {
  const count = reader.compactSize()
  const items: Uint8Array[] = []
  for (let i = 0; i < count; i++) items.push(reader.varBytes())
  return items
}

/** A serialized witness stack (BIP-322 "simple"); throws MalformedBytesError unless exactly one. */
export function readWitnessStack(data: Uint8Array): Uint8Array[] {
  const reader = new ByteReader(data)
  const items = readStack(reader)
  if (!reader.done) throw new MalformedBytesError('Bytes after the witness stack')
  return items
}

/** A consensus-serialized transaction, with or without witnesses (BIP-144). */
export function readTransaction(data: Uint8Array): Transaction {
  const reader = new ByteReader(data)
  const version = reader.u32()
  let count = reader.compactSize()
  const segwit = count === 0
  if (segwit) {
    if (reader.u8() !== 0x01) throw new MalformedBytesError('Unknown serialization flag')
    count = reader.compactSize()
  }
  const inputs: TxInput[] = []
  for (let i = 0; i < count; i++)
    inputs.push({
      txid: reader.bytes(32),
      vout: reader.u32(),
      scriptSig: reader.varBytes(),
      sequence: reader.u32(),
      witness: [],
    })
  const outputs: TxOutput[] = []
  const outputCount = reader.compactSize()
  for (let i = 0; i < outputCount; i++)
    outputs.push({ value: reader.u64(), script: reader.varBytes() })
  if (segwit) {
    for (const input of inputs) input.witness = readStack(reader)
    if (inputs.every((input) => input.witness.length === 0))
      throw new MalformedBytesError('Witness flag without witnesses')
  }
  const lockTime = reader.u32()
  if (!reader.done || inputs.length === 0) throw new MalformedBytesError('Not one transaction')
  return { version, inputs, outputs, lockTime }
}

export const serializeOutput = (output: TxOutput) =>
  concatBytes(u64le(output.value), withLength(output.script))

export const serializeOutpoint = (input: TxInput) => concatBytes(input.txid, u32le(input.vout))

/** The serialization without witnesses, which the txid and legacy signature hashes commit to. */
export function serializeWithoutWitness(tx: Transaction): Uint8Array {
  return concatBytes(
    u32le(tx.version),
    compactSize(tx.inputs.length),
    ...tx.inputs.map((input) =>
      concatBytes(serializeOutpoint(input), withLength(input.scriptSig), u32le(input.sequence)),
    ),
    compactSize(tx.outputs.length),
    ...tx.outputs.map(serializeOutput),
    u32le(tx.lockTime),
  )
}

/** The transaction id in serialization byte order (reverse it to show it). */
export const transactionId = (tx: Transaction) => dsha256(serializeWithoutWitness(tx))

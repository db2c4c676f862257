import { base58 } from '@scure/base'
import { formatNumber, ft } from '../i18n/frameText'

/** The parts of a serialized Solana transaction (legacy or v0) the frame signs and shows. */
export interface ParsedTransaction {
  signatures: Uint8Array[]
  /** The signed bytes: the message, version prefix included. */
  message: Uint8Array
  version: 'legacy' | number
  requiredSignatures: number
  accountKeys: string[]
  recentBlockhash: string
  instructions: { programIndex: number; accounts: number[]; data: Uint8Array }[]
}

const SYSTEM_PROGRAM = '11111111111111111111111111111111'

/** Reads a wire transaction; anything malformed is refused rather than guessed at. */
export function parseTransaction(bytes: Uint8Array): ParsedTransaction {
  const reader = byteReader(bytes)
  const signatures = Array.from({ length: reader.compact() }, () => reader.take(64))
  const messageStart = reader.offset
  const first = reader.peek()
  const version = first & 0x80 ? first & 0x7f : ('legacy' as const)
  if (version !== 'legacy') {
    reader.take(1)
    if (version !== 0) throw new Error(`Unsupported transaction version ${version}`)
  }
  const [requiredSignatures] = reader.take(3) as unknown as [number]
  const accountKeys = Array.from({ length: reader.compact() }, () => base58.encode(reader.take(32)))
  const recentBlockhash = base58.encode(reader.take(32))
  const instructions = Array.from({ length: reader.compact() }, () => ({
    programIndex: reader.take(1)[0] as number,
    accounts: [...reader.take(reader.compact())],
    data: reader.take(reader.compact()),
  }))
  if (version === 0) {
    for (let n = reader.compact(); n > 0; n--) {
      reader.take(32)
      reader.take(reader.compact())
      reader.take(reader.compact())
    }
  }
  if (reader.offset !== bytes.length) throw new Error('The transaction has trailing bytes')
  if (signatures.length !== requiredSignatures || requiredSignatures > accountKeys.length)
    throw new Error('The transaction is malformed')
  return {
    signatures,
    message: bytes.slice(messageStart),
    version,
    requiredSignatures,
    accountKeys,
    recentBlockhash,
    instructions,
  }
}

/** The transaction with `signature` in the slot of `signer`, which must be a required signer. */
export function withSignature(
  tx: ParsedTransaction,
  signer: string,
  signature: Uint8Array,
): Uint8Array {
  const slot = tx.accountKeys.slice(0, tx.requiredSignatures).indexOf(signer)
  if (slot < 0) throw new Error('The transaction does not ask for this wallet’s signature')
  const signatures = tx.signatures.map((s, i) => (i === slot ? signature : s))
  const head = compactU16(signatures.length)
  const out = new Uint8Array(head.length + 64 * signatures.length + tx.message.length)
  out.set(head, 0)
  signatures.forEach((s, i) => {
    out.set(s, head.length + 64 * i)
  })
  out.set(tx.message, head.length + 64 * signatures.length)
  return out
}

/** What the approval lists: the fee payer, SOL transfers read from the bytes, other programs. */
export function describeTransaction(tx: ParsedTransaction): [string, string][] {
  const key = (index: number | undefined) =>
    (index !== undefined && tx.accountKeys[index]) || '(an address from a lookup table)'
  const lines: [string, string][] = [[ft('detail.feePayer'), key(0)]]
  for (const ix of tx.instructions) {
    const program = key(ix.programIndex)
    const view = new DataView(ix.data.buffer, ix.data.byteOffset, ix.data.byteLength)
    if (program === SYSTEM_PROGRAM && ix.data.length === 12 && view.getUint32(0, true) === 2) {
      lines.push([ft('detail.send'), `${formatNumber(formatSol(view.getBigUint64(4, true)))} SOL`])
      lines.push([ft('detail.from'), key(ix.accounts[0])])
      lines.push([ft('detail.to'), key(ix.accounts[1])])
    } else {
      lines.push([ft('detail.program'), program])
    }
  }
  return lines
}

export function formatSol(lamports: bigint): string {
  const whole = lamports / 1_000_000_000n
  const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

function compactU16(value: number): Uint8Array {
  const out: number[] = []
  let rest = value
  for (;;) {
    const byte = rest & 0x7f
    rest >>= 7
    if (rest === 0) {
      out.push(byte)
      return Uint8Array.from(out)
    }
    out.push(byte | 0x80)
  }
}

function byteReader(bytes: Uint8Array) {
  let offset = 0
  return {
    get offset() {
      return offset
    },
    peek() {
      if (offset >= bytes.length) throw new Error('The transaction is truncated')
      return bytes[offset] as number
    },
    take(length: number) {
      if (offset + length > bytes.length) throw new Error('The transaction is truncated')
      const part = bytes.slice(offset, offset + length)
      offset += length
      return part
    },
    /** Solana's compact-u16 length (1 to 3 bytes). */
    compact() {
      let value = 0
      for (let shift = 0; shift < 21; shift += 7) {
        const byte = this.take(1)[0] as number
        value |= (byte & 0x7f) << shift
        if (!(byte & 0x80)) return value
      }
      throw new Error('The transaction is malformed')
    },
  }
}

import { address, opcodes } from 'bitcoinjs-lib'
import { isWitnessProgram } from '../checkTransaction'
import { LOCAL_BITCOIN_NETWORK } from '../constants'

// Opcode names as Esplora (rust-bitcoin) prints them; the small-number pushes have their own names.
const NAMES = new Map<number, string>()
for (const [name, code] of Object.entries(opcodes))
  if (typeof code === 'number' && !NAMES.has(code)) NAMES.set(code, name)
NAMES.set(0x00, 'OP_0')
NAMES.set(0x4f, 'OP_PUSHNUM_NEG1')
for (let n = 1; n <= 16; n++) NAMES.set(0x50 + n, `OP_PUSHNUM_${n}`)
NAMES.set(0xb1, 'OP_CLTV')
NAMES.set(0xb2, 'OP_CSV')

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

/** A script in Esplora's `*_asm` notation, e.g. `OP_0 OP_PUSHBYTES_20 <hex>`. */
export function scriptAsm(script: Uint8Array): string {
  const parts: string[] = []
  let i = 0
  while (i < script.length) {
    const op = script[i++] as number
    let size = 0
    let name: string
    if (op >= 0x01 && op <= 0x4b) {
      size = op
      name = `OP_PUSHBYTES_${op}`
    } else if (op >= 0x4c && op <= 0x4e) {
      const width = op === 0x4c ? 1 : op === 0x4d ? 2 : 4
      if (i + width > script.length) return [...parts, '<push past end>'].join(' ')
      size = Buffer.from(script.subarray(i, i + width)).readUIntLE(0, width)
      i += width
      name = `OP_PUSHDATA${width === 4 ? 4 : width}`
    } else {
      name = NAMES.get(op) ?? `OP_RETURN_${op}`
    }
    if (size > 0) {
      if (i + size > script.length) return [...parts, name, '<push past end>'].join(' ')
      parts.push(name, hex(script.subarray(i, i + size)))
      i += size
    } else parts.push(name)
  }
  return parts.join(' ')
}

/** Esplora's `scriptpubkey_type`. */
export function scriptType(script: Uint8Array): string {
  const s = script
  if (
    s.length === 25 &&
    s[0] === 0x76 &&
    s[1] === 0xa9 &&
    s[2] === 0x14 &&
    s[23] === 0x88 &&
    s[24] === 0xac
  )
    return 'p2pkh'
  if (s.length === 23 && s[0] === 0xa9 && s[1] === 0x14 && s[22] === 0x87) return 'p2sh'
  if (isWitnessProgram(s)) {
    if (s[0] === 0 && s.length === 22) return 'v0_p2wpkh'
    if (s[0] === 0 && s.length === 34) return 'v0_p2wsh'
    if (s[0] === 0x51 && s.length === 34) return 'v1_p2tr'
    return 'unknown'
  }
  if (s[0] === 0x6a) return 'op_return'
  if ((s.length === 35 || s.length === 67) && s[s.length - 1] === 0xac) return 'p2pk'
  return s.length === 0 ? 'empty' : 'unknown'
}

/** The regtest address paying to a script, when it has one. */
export function scriptAddress(script: Uint8Array): string | undefined {
  try {
    return address.fromOutputScript(script, LOCAL_BITCOIN_NETWORK)
  } catch {
    return undefined
  }
}

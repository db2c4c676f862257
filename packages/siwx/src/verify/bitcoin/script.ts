import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { inconclusive, invalid } from './Bip322Refusal'
import { dsha256, equalBytes, hash160 } from './bytes'

export type SigVersion = 'base' | 'witness_v0' | 'tapscript'

/** What the interpreter asks of the transaction it runs in. */
export interface ScriptChecker {
  readonly sigVersion: SigVersion
  readonly txVersion: number
  readonly lockTime: number
  readonly sequence: number
  /** A non-empty signature's check; throws a Bip322Refusal for what its encoding rules forbid. */
  checkSignature(signature: Uint8Array, publicKey: Uint8Array, script: Uint8Array): boolean
}

export interface ScriptOp {
  code: number
  /** The pushed bytes, for push opcodes. */
  data?: Uint8Array
}

/** Splits a script into opcodes; a push past the end is invalid. */
export function parseScript(script: Uint8Array): ScriptOp[] {
  const ops: ScriptOp[] = []
  for (let at = 0; at < script.length; ) {
    const code = script[at++] as number
    if (code > 0x4e) {
      ops.push({ code })
      continue
    }
    let size = code
    const width = code === 0x4c ? 1 : code === 0x4d ? 2 : code === 0x4e ? 4 : 0
    if (width) {
      if (at + width > script.length) throw invalid('Truncated push')
      size = 0
      for (let i = width - 1; i >= 0; i--) size = size * 256 + (script[at + i] as number)
      at += width
    }
    if (at + size > script.length) throw invalid('Truncated push')
    ops.push({ code, data: script.slice(at, at + size) })
    at += size
  }
  return ops
}

/** MINIMALDATA: the push is the shortest encoding of its bytes. */
function isMinimalPush({ code, data = new Uint8Array(0) }: ScriptOp): boolean {
  if (data.length === 0) return code === 0x00
  if (data.length === 1 && (data[0] as number) >= 1 && (data[0] as number) <= 16) return false
  if (data.length === 1 && data[0] === 0x81) return false
  if (data.length <= 75) return code === data.length
  if (data.length <= 255) return code === 0x4c
  return data.length <= 65535 ? code === 0x4d : true
}

/** A minimally encoded script number of at most `maxSize` bytes. */
function toNumber(bytes: Uint8Array, maxSize = 4): number {
  if (bytes.length > maxSize) throw invalid('Number too long')
  const last = bytes[bytes.length - 1]
  if (
    last !== undefined &&
    (last & 0x7f) === 0 &&
    (bytes.length < 2 || !((bytes[bytes.length - 2] as number) & 0x80))
  )
    throw invalid('Number not minimally encoded')
  let n = 0
  for (let i = bytes.length - 1; i >= 0; i--)
    n = n * 256 + ((bytes[i] as number) & (i === bytes.length - 1 ? 0x7f : 0xff))
  return last !== undefined && last & 0x80 ? -n : n
}

function fromNumber(n: number): Uint8Array {
  const out: number[] = []
  for (let abs = Math.abs(n); abs > 0; abs = Math.floor(abs / 256)) out.push(abs & 0xff)
  if (out.length && (out[out.length - 1] as number) & 0x80) out.push(n < 0 ? 0x80 : 0)
  else if (out.length && n < 0) out[out.length - 1] = (out[out.length - 1] as number) | 0x80
  return Uint8Array.from(out)
}

/** Script truth: any non-zero byte, except a negative zero. */
export function castToBool(bytes: Uint8Array): boolean {
  return bytes.some((b, i) => b !== 0 && !(i === bytes.length - 1 && b === 0x80))
}

const TRUE = Uint8Array.of(1)
const FALSE = new Uint8Array(0)
const bool = (value: boolean) => (value ? TRUE : FALSE)

function checkLockTime(required: number, checker: ScriptChecker): void {
  if (required < 0) throw invalid('Negative lock time')
  const sameKind = required < 500_000_000 === checker.lockTime < 500_000_000
  if (!sameKind || required > checker.lockTime || checker.sequence === 0xffffffff)
    throw invalid('Lock time not reached')
}

function checkSequence(required: number, checker: ScriptChecker): void {
  if (required < 0) throw invalid('Negative sequence')
  if (required & (1 << 31)) return
  const { sequence, txVersion } = checker
  if (txVersion < 2 || sequence & (1 << 31)) throw invalid('Sequence lock not enabled')
  const mask = (1 << 22) | 0xffff
  if ((required & (1 << 22)) !== (sequence & (1 << 22)) || (required & mask) > (sequence & mask))
    throw invalid('Sequence lock not reached')
}

/**
 * Runs a script on a stack, with BIP-322's required rules (MINIMALDATA, MINIMALIF, NULLFAIL,
 * NULLDUMMY, no code separator). Opcodes outside the common templates (single key, multisig,
 * hash and time locks) are inconclusive; a failed check is invalid.
 */
export function evalScript(script: Uint8Array, stack: Uint8Array[], checker: ScriptChecker): void {
  const tapscript = checker.sigVersion === 'tapscript'
  const branches: boolean[] = []
  const pop = (): Uint8Array => {
    const top = stack.pop()
    if (!top) throw invalid('Stack underflow')
    return top
  }
  const popNumber = (size = 4) => toNumber(pop(), size)
  const verify = (what: string) => {
    if (!castToBool(pop())) throw invalid(`${what} failed`)
  }
  for (const op of parseScript(script)) {
    const { code, data } = op
    const executing = branches.every(Boolean)
    if (code === 0x63 || code === 0x64) {
      let value = false
      if (executing) {
        const top = pop()
        if (top.length > 1 || (top.length === 1 && top[0] !== 1)) throw invalid('MINIMALIF')
        value = castToBool(top) === (code === 0x63)
      }
      branches.push(value)
      continue
    }
    if (code === 0x67 || code === 0x68) {
      if (!branches.length) throw invalid('Unbalanced conditional')
      if (code === 0x67) branches.push(!(branches.pop() as boolean))
      else branches.pop()
      continue
    }
    if (!executing) continue
    if (data) {
      if (!isMinimalPush(op)) throw invalid('MINIMALDATA')
      stack.push(data)
      continue
    }
    if (code === 0x4f || (code >= 0x51 && code <= 0x60)) {
      stack.push(fromNumber(code === 0x4f ? -1 : code - 0x50))
      continue
    }
    if (
      tapscript &&
      (code === 0x50 ||
        code === 0x62 ||
        (code >= 0x7e && code <= 0x81) ||
        (code >= 0x83 && code <= 0x86) ||
        (code >= 0x89 && code <= 0x8a) ||
        (code >= 0x8d && code <= 0x8e) ||
        (code >= 0x95 && code <= 0x99) ||
        code >= 0xbb)
    )
      throw inconclusive('OP_SUCCESS')
    switch (code) {
      case 0x61: // NOP
        break
      case 0x69:
        verify('VERIFY')
        break
      case 0x6a:
        throw invalid('OP_RETURN')
      case 0x73: {
        const top = stack[stack.length - 1]
        if (!top) throw invalid('Stack underflow')
        if (castToBool(top)) stack.push(top)
        break
      }
      case 0x74:
        stack.push(fromNumber(stack.length))
        break
      case 0x75:
        pop()
        break
      case 0x76: {
        const top = pop()
        stack.push(top, top)
        break
      }
      case 0x7c: {
        const b = pop()
        const a = pop()
        stack.push(b, a)
        break
      }
      case 0x82: {
        const top = stack[stack.length - 1]
        if (!top) throw invalid('Stack underflow')
        stack.push(fromNumber(top.length))
        break
      }
      case 0x87:
      case 0x88: {
        const equal = equalBytes(pop(), pop())
        if (code === 0x88 && !equal) throw invalid('EQUALVERIFY failed')
        if (code === 0x87) stack.push(bool(equal))
        break
      }
      case 0x91:
        stack.push(bool(popNumber() === 0))
        break
      case 0x92:
        stack.push(bool(popNumber() !== 0))
        break
      case 0x93:
        stack.push(fromNumber(popNumber() + popNumber()))
        break
      case 0x9c:
      case 0x9d: {
        const b = popNumber()
        const equal = popNumber() === b
        if (code === 0x9d && !equal) throw invalid('NUMEQUALVERIFY failed')
        if (code === 0x9c) stack.push(bool(equal))
        break
      }
      case 0xa6:
        stack.push(ripemd160(pop()))
        break
      case 0xa8:
        stack.push(sha256(pop()))
        break
      case 0xa9:
        stack.push(hash160(pop()))
        break
      case 0xaa:
        stack.push(dsha256(pop()))
        break
      case 0xab:
        throw invalid('OP_CODESEPARATOR is forbidden')
      case 0xac:
      case 0xad: {
        const publicKey = pop()
        const signature = pop()
        const ok = signature.length > 0 && checker.checkSignature(signature, publicKey, script)
        if (!ok && signature.length > 0) throw invalid('NULLFAIL')
        if (code === 0xad && !ok) throw invalid('CHECKSIGVERIFY failed')
        if (code === 0xac) stack.push(bool(ok))
        break
      }
      case 0xae:
      case 0xaf: {
        if (tapscript) throw invalid('CHECKMULTISIG in tapscript')
        const n = popNumber()
        if (n < 0 || n > 20 || stack.length < n) throw invalid('Bad key count')
        const keys = stack.splice(stack.length - n, n)
        const m = popNumber()
        if (m < 0 || m > n || stack.length < m) throw invalid('Bad signature count')
        const signatures = stack.splice(stack.length - m, m)
        if (pop().length !== 0) throw invalid('NULLDUMMY')
        let k = 0
        let ok = true
        for (const signature of signatures) {
          while (
            k < keys.length &&
            !(
              signature.length > 0 &&
              checker.checkSignature(signature, keys[k] as Uint8Array, script)
            )
          )
            k++
          if (k++ >= keys.length) ok = false
        }
        if (!ok && signatures.some((s) => s.length > 0)) throw invalid('NULLFAIL')
        if (code === 0xaf && !ok) throw invalid('CHECKMULTISIGVERIFY failed')
        if (code === 0xae) stack.push(bool(ok))
        break
      }
      case 0xb1:
        checkLockTime(toNumber(stack[stack.length - 1] ?? pop(), 5), checker)
        break
      case 0xb2:
        checkSequence(toNumber(stack[stack.length - 1] ?? pop(), 5), checker)
        break
      case 0xba: {
        if (!tapscript) throw inconclusive('Unknown opcode')
        const publicKey = pop()
        const n = popNumber()
        const signature = pop()
        const ok = signature.length > 0 && checker.checkSignature(signature, publicKey, script)
        if (!ok && signature.length > 0) throw invalid('NULLFAIL')
        stack.push(fromNumber(n + (ok ? 1 : 0)))
        break
      }
      default:
        // Reserved NOPs, OP_VER, disabled and other opcodes: not the templates this verifier knows.
        throw inconclusive(`Opcode 0x${code.toString(16)} is not supported`)
    }
  }
  if (branches.length) throw invalid('Unbalanced conditional')
}

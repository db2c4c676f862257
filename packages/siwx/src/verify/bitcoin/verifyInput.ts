import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { inconclusive, invalid } from './Bip322Refusal'
import {
  bytesToBigInt,
  compareBytes,
  concatBytes,
  equalBytes,
  taggedHash,
  withLength,
} from './bytes'
import { castToBool, evalScript, parseScript } from './script'
import { signatureChecker, verifyKeyPath } from './signatureChecker'
import type { Transaction, TxOutput } from './transaction'

export interface VerifyInputParameters {
  tx: Transaction
  index: number
  /** The outputs every input spends, in order (BIP-341 commits to all of them). */
  prevouts: readonly TxOutput[]
}

/** `OP_n <2 to 40 bytes>`: a segwit output's version and program. */
function witnessProgram(script: Uint8Array): { version: number; program: Uint8Array } | undefined {
  const [op = -1, size = 0] = script
  if (script.length < 4 || script.length > 42 || size !== script.length - 2) return undefined
  if (op !== 0 && (op < 0x51 || op > 0x60)) return undefined
  return { version: op === 0 ? 0 : op - 0x50, program: script.slice(2) }
}

function cleanStack(stack: Uint8Array[]): void {
  if (stack.length !== 1 || !castToBool(stack[0] as Uint8Array)) throw invalid('CLEANSTACK')
}

const P2PKH = (hash: Uint8Array) =>
  concatBytes(Uint8Array.of(0x76, 0xa9, 0x14), hash, Uint8Array.of(0x88, 0xac))

/** BIP-341: the control block proves `script` is a leaf of the output key's tree. */
function tapleafHash(control: Uint8Array, script: Uint8Array, outputKey: Uint8Array): Uint8Array {
  if (control.length < 33 || (control.length - 33) % 32 !== 0 || control.length > 33 + 128 * 32)
    throw invalid('Control block size')
  if (((control[0] as number) & 0xfe) !== 0xc0) throw inconclusive('Unknown leaf version')
  const leaf = taggedHash('TapLeaf', Uint8Array.of(0xc0), withLength(script))
  let node = leaf
  for (let at = 33; at < control.length; at += 32) {
    const sibling = control.slice(at, at + 32)
    const ordered = compareBytes(node, sibling) < 0 ? [node, sibling] : [sibling, node]
    node = taggedHash('TapBranch', ...ordered)
  }
  const internal = control.slice(1, 33)
  let q: Uint8Array
  try {
    const tweak = bytesToBigInt(taggedHash('TapTweak', internal, node))
    const point = schnorr.utils.lift_x(bytesToBigInt(internal))
    q = point.add(secp256k1.ProjectivePoint.BASE.multiply(tweak)).toRawBytes(true)
  } catch {
    throw invalid('Control block key')
  }
  if (
    !equalBytes(q.slice(1), outputKey) ||
    (q[0] === 0x03 ? 1 : 0) !== ((control[0] as number) & 1)
  )
    throw invalid('Control block does not commit to the output key')
  return leaf
}

function verifyWitness(
  { tx, index, prevouts }: VerifyInputParameters,
  version: number,
  program: Uint8Array,
  nested: boolean,
): void {
  const witness = tx.inputs[index]?.witness.slice() ?? []
  if (version === 0 && program.length === 20) {
    if (witness.length !== 2) throw invalid('P2WPKH witness is a signature and a key')
    const checker = signatureChecker({ sigVersion: 'witness_v0', tx, index, prevouts })
    evalScript(P2PKH(program), witness, checker)
    cleanStack(witness)
    return
  }
  if (version === 0 && program.length === 32) {
    const script = witness.pop()
    if (!script || !equalBytes(sha256(script), program)) throw invalid('Witness script mismatch')
    evalScript(script, witness, signatureChecker({ sigVersion: 'witness_v0', tx, index, prevouts }))
    cleanStack(witness)
    return
  }
  if (version === 0) throw invalid('Witness v0 program size')
  if (version !== 1 || program.length !== 32 || nested)
    throw inconclusive('Segwit versions above 1 are not defined')
  if (witness.length >= 2 && witness[witness.length - 1]?.[0] === 0x50)
    throw inconclusive('Annex is not supported')
  if (witness.length === 1) {
    if (!verifyKeyPath(tx, index, prevouts, witness[0] as Uint8Array, program))
      throw invalid('Key path signature')
    return
  }
  const control = witness.pop()
  const script = witness.pop()
  if (!control || !script) throw invalid('Empty taproot witness')
  const leafHash = tapleafHash(control, script, program)
  evalScript(
    script,
    witness,
    signatureChecker({ sigVersion: 'tapscript', tx, index, prevouts, leafHash }),
  )
  cleanStack(witness)
}

/**
 * Checks that input `index` satisfies the output it spends: legacy scripts, P2SH (wrapping
 * segwit or not), segwit v0 and taproot (key path and tapscript). Throws a Bip322Refusal.
 */
export function verifyInput(parameters: VerifyInputParameters): void {
  const { tx, index, prevouts } = parameters
  const input = tx.inputs[index]
  const spent = prevouts[index]
  if (!input || !spent) throw invalid('No such input')
  const native = witnessProgram(spent.script)
  if (native) {
    if (input.scriptSig.length) throw invalid('Native segwit input with a scriptSig')
    verifyWitness(parameters, native.version, native.program, false)
    return
  }
  const pushes = parseScript(input.scriptSig)
  if (pushes.some((op) => !op.data && op.code > 0x60)) throw invalid('scriptSig is not push-only')
  const checker = signatureChecker({ sigVersion: 'base', tx, index, prevouts })
  const stack: Uint8Array[] = []
  evalScript(input.scriptSig, stack, checker)
  const copy = stack.slice()
  evalScript(spent.script, stack, checker)
  if (!stack.length || !castToBool(stack[stack.length - 1] as Uint8Array))
    throw invalid('Script failed')
  const p2sh =
    spent.script.length === 23 &&
    spent.script[0] === 0xa9 &&
    spent.script[1] === 0x14 &&
    spent.script[22] === 0x87
  if (!p2sh) {
    if (input.witness.length) throw invalid('Witness for a non-segwit output')
    cleanStack(stack)
    return
  }
  const redeem = copy.pop() as Uint8Array
  const nested = witnessProgram(redeem)
  if (nested) {
    if (!equalBytes(input.scriptSig, concatBytes(Uint8Array.of(redeem.length), redeem)))
      throw invalid('Nested segwit scriptSig is one push of the program')
    verifyWitness(parameters, nested.version, nested.program, true)
    return
  }
  if (input.witness.length) throw invalid('Witness for a non-segwit output')
  evalScript(redeem, copy, checker)
  cleanStack(copy)
}

import bitcore from 'bitcore-lib'

/** What an input spends: the previous output's script and value. */
export interface SpentOutput {
  script: Uint8Array
  value: bigint
}

const { Interpreter } = bitcore.Script

// Bitcoin Core's mandatory and standard verification flags that bitcore-lib implements, less
// CLEANSTACK (policy only), whose bitcore-lib version refuses every valid witness spend.
const FLAGS = [
  'SCRIPT_VERIFY_P2SH',
  'SCRIPT_VERIFY_STRICTENC',
  'SCRIPT_VERIFY_DERSIG',
  'SCRIPT_VERIFY_LOW_S',
  'SCRIPT_VERIFY_NULLDUMMY',
  'SCRIPT_VERIFY_SIGPUSHONLY',
  'SCRIPT_VERIFY_MINIMALDATA',
  'SCRIPT_VERIFY_CHECKLOCKTIMEVERIFY',
  'SCRIPT_VERIFY_CHECKSEQUENCEVERIFY',
  'SCRIPT_VERIFY_WITNESS',
  'SCRIPT_VERIFY_NULLFAIL',
  'SCRIPT_VERIFY_WITNESS_PUBKEYTYPE',
  'SCRIPT_VERIFY_TAPROOT',
].reduce((flags, name) => {
  const flag = Interpreter[name]
  if (typeof flag !== 'number') throw new Error(`bitcore-lib has no ${name}`)
  return flags | flag
}, 0)

/**
 * Runs every input's scripts through bitcore-lib's script interpreter (legacy, P2SH, segwit v0 and
 * taproot key and script paths, with the BIP-143 and BIP-341 signature hashes). Answers the first
 * failure as `input <n>: <interpreter error>`, or undefined when every input verifies.
 */
export function verifyInputScripts(hex: string, spent: readonly SpentOutput[]): string | undefined {
  const tx = new bitcore.Transaction(hex)
  // The BIP-341 signature hash commits to every input's amount and script, so all are attached first.
  tx.inputs.forEach((input, i) => {
    const prev = spent[i] as SpentOutput
    input.output = new bitcore.Transaction.Output({
      script: new bitcore.Script(Buffer.from(prev.script)),
      satoshis: Number(prev.value),
    })
  })
  for (const [i, input] of tx.inputs.entries()) {
    const prev = spent[i] as SpentOutput
    const interpreter = new Interpreter()
    let ok: boolean
    try {
      ok = interpreter.verify(
        input.script,
        new bitcore.Script(Buffer.from(prev.script)),
        tx,
        i,
        FLAGS,
        input.witnesses ?? [],
        Number(prev.value),
      )
    } catch (error) {
      return `input ${i}: ${error instanceof Error ? error.message : String(error)}`
    }
    // bitcore-lib leaves errstr empty when a BIP-341 signature hash does not verify.
    if (!ok)
      return `input ${i}: ${interpreter.errstr || (isTaproot(prev.script) ? 'Invalid Schnorr signature' : 'script failed')}`
  }
  return undefined
}

const isTaproot = (script: Uint8Array) =>
  script.length === 34 && script[0] === 0x51 && script[1] === 0x20

import type { BitcoinAddressNetwork } from '@latchkey/core'
import { base64 } from '@scure/base'
import { Bip322Refusal, invalid } from './Bip322Refusal'
import { decodeBitcoinOutput } from './bitcoinAddress'
import { concatBytes, equalBytes, hash160, MalformedBytesError, taggedHash, utf8 } from './bytes'
import { isLegacySignature, verifyLegacyMessage } from './legacyMessage'
import { readProofOfFunds } from './proofOfFunds'
import {
  readTransaction,
  readWitnessStack,
  type Transaction,
  type TxOutput,
  transactionId,
} from './transaction'
import { verifyInput } from './verifyInput'

export { type Transaction, type TxInput, type TxOutput, transactionId } from './transaction'

/** BIP-322's signature formats. */
export type Bip322Format = 'legacy' | 'simple' | 'full' | 'proof-of-funds'

export interface VerifyBip322Parameters {
  /** The address that signed (BIP-322's A). */
  address: string
  message: string
  /** The signature as the wallet gave it: `smp`/`ful`/`pof` and base64, or base64 alone. */
  signature: string
  /** When given, an address of another network is invalid. */
  network?: BitcoinAddressNetwork
}

/** BIP-322's outcome: valid at time T (lockTime) and age S (sequence), inconclusive or invalid. */
export type VerifyBip322ReturnType =
  | { state: 'valid'; format: Bip322Format; lockTime: number; sequence: number }
  | { state: 'invalid' | 'inconclusive'; format?: Bip322Format; reason: string }

const PREFIXES = { smp: 'simple', ful: 'full', pof: 'proof-of-funds' } as const
const OP_RETURN = Uint8Array.of(0x6a)

/** BIP-340 tagged hash of the message as-is (BIP-322's message_hash). */
export const bip322MessageHash = (message: string) =>
  taggedHash('BIP0322-signed-message', utf8(message))

/** BIP-322's `to_spend`: its one output pays `script` (message_challenge). */
export function bip322ToSpend(message: string, script: Uint8Array): Transaction {
  const scriptSig = concatBytes(Uint8Array.of(0x00, 0x20), bip322MessageHash(message))
  return {
    version: 0,
    inputs: [{ txid: new Uint8Array(32), vout: 0xffffffff, scriptSig, sequence: 0, witness: [] }],
    outputs: [{ value: 0n, script }],
    lockTime: 0,
  }
}

/** BIP-322's `to_sign` with default fields, spending `to_spend` with `witness`. */
export function bip322ToSign(toSpend: Transaction, witness: Uint8Array[] = []): Transaction {
  return {
    version: 0,
    inputs: [
      { txid: transactionId(toSpend), vout: 0, scriptSig: new Uint8Array(0), sequence: 0, witness },
    ],
    outputs: [{ value: 0n, script: OP_RETURN }],
    lockTime: 0,
  }
}

function decodeBase64(text: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1)
    throw invalid('The signature is not base64')
  try {
    // Some wallets drop the padding.
    return base64.decode(text.padEnd(Math.ceil(text.length / 4) * 4, '='))
  } catch {
    throw invalid('The signature is not base64')
  }
}

/** The first input spends `to_spend`'s output; one OP_RETURN output of 0 (BIP-322 basic checks). */
function checkToSign(tx: Transaction, toSpend: Transaction, proofOfFunds: boolean): void {
  const [first, ...more] = tx.inputs
  if (!first || !equalBytes(first.txid, transactionId(toSpend)) || first.vout !== 0)
    throw invalid('to_sign does not spend to_spend')
  // Further inputs need their UTXOs, which only a proof of funds carries.
  if (more.length && !proofOfFunds) throw invalid('A full signature has one input')
  const [output, ...extra] = tx.outputs
  if (extra.length || output?.value !== 0n || !equalBytes(output.script, OP_RETURN))
    throw invalid('to_sign has one OP_RETURN output of 0')
  if (tx.version !== 0 && tx.version !== 2)
    throw new Bip322Refusal('inconclusive', 'to_sign version')
}

function verify({
  address,
  message,
  signature,
  network,
}: VerifyBip322Parameters): VerifyBip322ReturnType {
  const output = decodeBitcoinOutput(address, network)
  if (!output) return { state: 'invalid', reason: 'Not an address (of this network)' }
  const prefix = signature.slice(0, 3)
  const format: Bip322Format | undefined = PREFIXES[prefix as keyof typeof PREFIXES]
  const bytes = decodeBase64(format ? signature.slice(3) : signature)
  if (bytes.length === 0) return { state: 'invalid', reason: 'The signature is empty' }
  if (!format && (output.type === 'p2pkh' || isLegacySignature(bytes))) {
    const valid = verifyLegacyMessage(output, message, bytes)
    return valid
      ? { state: 'valid', format: 'legacy', lockTime: 0, sequence: 0 }
      : { state: 'invalid', format: 'legacy', reason: 'Legacy signature' }
  }
  const used = format ?? 'simple'
  const toSpend = bip322ToSpend(message, output.script)
  let toSign: Transaction
  let prevouts: (TxOutput | undefined)[] = toSpend.outputs
  if (used === 'proof-of-funds') {
    const proof = readProofOfFunds(bytes)
    toSign = proof.tx
    checkToSign(toSign, toSpend, true)
    prevouts = [toSpend.outputs[0], ...proof.utxos.slice(1)]
    if (prevouts.some((utxo) => !utxo)) throw invalid('An input of the proof has no UTXO')
  } else if (used === 'full') {
    toSign = readTransaction(bytes)
    checkToSign(toSign, toSpend, false)
  } else {
    toSign = bip322ToSign(toSpend, readWitnessStack(bytes))
    const [, key] = toSign.inputs[0]?.witness ?? []
    // P2SH-P2WPKH signed the simple way (bip322-js, several wallets): its scriptSig is implied.
    if (output.type === 'p2sh' && key?.length === 33 && toSign.inputs[0]?.witness.length === 2) {
      const program = concatBytes(Uint8Array.of(0x00, 0x14), hash160(key))
      ;(toSign.inputs[0] as { scriptSig: Uint8Array }).scriptSig = concatBytes(
        Uint8Array.of(22),
        program,
      )
    }
  }
  for (let index = 0; index < toSign.inputs.length; index++)
    verifyInput({ tx: toSign, index, prevouts: prevouts as TxOutput[] })
  const first = toSign.inputs[0] as { sequence: number }
  return { state: 'valid', format: used, lockTime: toSign.lockTime, sequence: first.sequence }
}

/**
 * Verifies a Bitcoin signed message as BIP-322 (version 2.0.0) does, with the BIP-137 legacy
 * form. It never throws: every malformed input is an `invalid` outcome with its reason.
 */
export function verifyBip322(parameters: VerifyBip322Parameters): VerifyBip322ReturnType {
  try {
    return verify(parameters)
  } catch (error) {
    if (error instanceof Bip322Refusal) return { state: error.state, reason: error.message }
    if (error instanceof MalformedBytesError) return { state: 'invalid', reason: error.message }
    return { state: 'invalid', reason: 'The signature could not be read' }
  }
}

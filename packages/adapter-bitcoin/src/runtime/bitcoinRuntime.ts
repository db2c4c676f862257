import * as ecc from '@bitcoinerlab/secp256k1'
import { address, initEccLib, type Network, networks, Psbt, payments } from 'bitcoinjs-lib'
import type { BitcoinChainKind } from '../networks/chainKind'

// Taproot (bech32m) addresses are checked on the curve: bitcoinjs-lib needs an ECC library.
initEccLib(ecc)

const NETWORKS: Readonly<Record<BitcoinChainKind, Network>> = {
  mainnet: networks.bitcoin,
  testnet: networks.testnet,
  regtest: networks.regtest,
}

/**
 * The output script that pays `value` on a chain: bech32 (segwit v0), bech32m (taproot), P2SH or
 * legacy base58, each with the chain's own prefix. Undefined for anything else.
 */
export function outputScript(value: string, kind: BitcoinChainKind): Uint8Array | undefined {
  try {
    return address.toOutputScript(value, NETWORKS[kind])
  } catch {
    return undefined
  }
}

export interface PsbtInput {
  txid: string
  vout: number
  /** Satoshis of the output spent. */
  value: bigint
  /** Its script: segwit inputs carry it as witnessUtxo (BIP-174), which is what they sign. */
  script: Uint8Array
  /** P2SH-P2WPKH: the wrapped witness program. */
  redeemScript?: Uint8Array
  /** Taproot key path: the untweaked x-only key (BIP-371), which signers look for. */
  tapInternalKey?: Uint8Array
  /** Legacy inputs sign the whole previous transaction (BIP-174 non-witness UTXO). */
  nonWitnessUtxo?: Uint8Array
}

export interface PsbtOutput {
  script: Uint8Array
  value: bigint
}

/** The nSequence that signals replace-by-fee (BIP-125) and leaves the locktime enforced. */
export const RBF_SEQUENCE = 0xfffffffd

/**
 * An unsigned PSBT (base64), version 2, locktime 0. Inputs carry their witnessUtxo unless
 * `witnessUtxo` is false (BIP-174's creator vector has none).
 */
export function createPsbt(parameters: {
  inputs: readonly PsbtInput[]
  outputs: readonly PsbtOutput[]
  sequence?: number
  witnessUtxo?: boolean
}): string {
  const { inputs, outputs, sequence = RBF_SEQUENCE, witnessUtxo = true } = parameters
  const psbt = new Psbt()
  psbt.setVersion(2)
  psbt.setLocktime(0)
  for (const input of inputs)
    psbt.addInput({
      hash: input.txid,
      index: input.vout,
      sequence,
      ...(input.nonWitnessUtxo
        ? { nonWitnessUtxo: input.nonWitnessUtxo }
        : witnessUtxo
          ? { witnessUtxo: { script: input.script, value: input.value } }
          : {}),
      ...(input.redeemScript ? { redeemScript: input.redeemScript } : {}),
      ...(input.tapInternalKey ? { tapInternalKey: input.tapInternalKey } : {}),
    })
  for (const output of outputs) psbt.addOutput({ script: output.script, value: output.value })
  return psbt.toBase64()
}

export interface FinalizedTransaction {
  hex: string
  txid: string
  vsize: number
  /** Satoshis: inputs' witnessUtxo values minus outputs. */
  fee: bigint
}

/** Finalizes a signed PSBT's inputs where the wallet left them unfinalized, and extracts it. */
export function finalizePsbt(base64: string): FinalizedTransaction {
  const psbt = Psbt.fromBase64(base64)
  psbt.data.inputs.forEach((input, index) => {
    if (!input.finalScriptWitness && !input.finalScriptSig) psbt.finalizeInput(index)
  })
  const transaction = psbt.extractTransaction()
  return {
    hex: transaction.toHex(),
    txid: transaction.getId(),
    vsize: transaction.virtualSize(),
    fee: psbt.getFee(),
  }
}

/** Whether two PSBTs hold the same unsigned transaction: a wallet signs ours, never another. */
export function sameTransaction(a: string, b: string): boolean {
  const unsigned = (base64: string) => Psbt.fromBase64(base64).data.getTransaction()
  const [x, y] = [unsigned(a), unsigned(b)]
  return x.length === y.length && x.every((byte, i) => byte === y[i])
}

/** The P2SH-P2WPKH redeem script of a compressed public key (hex). */
export function nestedSegwitRedeemScript(publicKey: Uint8Array): Uint8Array | undefined {
  return payments.p2wpkh({ pubkey: publicKey }).output
}

export function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16)
  return bytes
}

import { address, Psbt } from 'bitcoinjs-lib'
import { BITCOIN_NETWORKS, type BitcoinDevChain, type BitcoinDevKey } from './bitcoinKeys'

/** A signing request: which inputs of the PSBT each of the wallet's keys signs. */
export interface PsbtSigning {
  psbt: Psbt
  byKey: readonly { key: BitcoinDevKey; indexes: readonly number[] }[]
}

/**
 * Reads what the app asks to sign; refuses an index out of range, or an input that is not the
 * key's own output (the wallet signs only what spends its coins).
 */
export function readSigning(bytes: Uint8Array, byKey: PsbtSigning['byKey']): PsbtSigning {
  const psbt = Psbt.fromBuffer(bytes)
  for (const { key, indexes } of byKey)
    for (const index of indexes) {
      const input = psbt.data.inputs[index]
      const script = input?.witnessUtxo?.script
      if (
        !script ||
        script.length !== key.output.length ||
        !script.every((b, i) => b === key.output[i])
      )
        throw new TypeError(`Input ${index} does not spend ${key.address}`)
      if (key.kind === 'p2tr' && !input.tapInternalKey)
        psbt.updateInput(index, { tapInternalKey: key.publicKey })
    }
  return { psbt, byKey }
}

/** "Send 0.5 BTC to bcrt1q…x2 (fee 141 sats)": the outputs that leave the wallet, and the fee. */
export function describePsbt(signing: PsbtSigning, chain: BitcoinDevChain): string {
  const own = new Set(signing.byKey.map(({ key }) => key.address))
  const paid = signing.psbt.txOutputs
    .map((output) => {
      let to: string
      try {
        to = address.fromOutputScript(output.script, BITCOIN_NETWORKS[chain])
      } catch {
        to = 'a script'
      }
      return { to, value: output.value }
    })
    .filter((output) => !own.has(output.to))
  const inputs = signing.psbt.data.inputs.reduce(
    (sum, input) => sum + (input.witnessUtxo?.value ?? 0n),
    0n,
  )
  const outputs = signing.psbt.txOutputs.reduce((sum, output) => sum + output.value, 0n)
  const short = (text: string) =>
    text.length > 14 ? `${text.slice(0, 8)}…${text.slice(-4)}` : text
  const lines = paid.map(({ to, value }) => `${formatBtc(value)} BTC to ${short(to)}`)
  return `Send ${lines.join(', ') || 'nothing'} (fee ${inputs - outputs} sats)`
}

export function formatBtc(sats: bigint): string {
  const whole = sats / 100_000_000n
  const fraction = (sats % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

/** Signs each listed input with its key (ECDSA for P2WPKH, Schnorr for P2TR); not finalized. */
export function signInputs(signing: PsbtSigning): Uint8Array {
  for (const { key, indexes } of signing.byKey)
    for (const index of indexes) signing.psbt.signInput(index, key.signer)
  return signing.psbt.toBuffer()
}

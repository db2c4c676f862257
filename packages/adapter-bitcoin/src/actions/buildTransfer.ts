import { type CaipNetwork, latchkeyErrorWith } from '@latchkey/core'
import type { BitcoinAccount } from '../connectors/BitcoinSigner'
import type { EsploraClient } from '../esplora/esploraClient'
import { chainKind } from '../networks/chainKind'
import { DUST_LIMIT, scriptTypeOf } from '../psbt/scriptType'
import { InsufficientFundsError, selectCoins } from '../psbt/selectCoins'
import type { BitcoinRuntime } from '../runtime/loadBitcoinRuntime'

export interface TransferPlan {
  /** The unsigned PSBT, base64. */
  psbt: string
  /** Indexes of the inputs the sender signs (all of them). */
  inputs: number[]
  fee: bigint
  change: bigint
  vsize: number
}

const invalid = (missing: string[], details: Record<string, unknown> = {}) =>
  latchkeyErrorWith('INVALID_AMOUNT_AND_RECEIVER', { details: { missing, ...details } })

/**
 * The PSBT of a payment from `sender` (§8 'Please enter a valid amount and receiver address' for a
 * receiver the network does not use, a dust amount, or more than the coins pay with their fee).
 */
export async function buildTransfer(parameters: {
  runtime: BitcoinRuntime
  esplora: EsploraClient
  caipNetwork: CaipNetwork
  sender: BitcoinAccount
  to: string
  amount: bigint
  feeRate: bigint
}): Promise<TransferPlan> {
  const { runtime, esplora, caipNetwork, sender, to, amount, feeRate } = parameters
  const kind = chainKind(caipNetwork)
  const toScript = runtime.outputScript(to, kind)
  const receiverType = toScript && scriptTypeOf(toScript)
  if (!toScript || !receiverType) throw invalid(['receiverAddress'])
  if (amount < DUST_LIMIT[receiverType])
    throw invalid(['amount'], { dust: DUST_LIMIT[receiverType] })
  const fromScript = runtime.outputScript(sender.address, kind)
  const inputType = fromScript && scriptTypeOf(fromScript)
  if (!fromScript || !inputType || inputType === 'p2wsh') throw invalid(['from'])
  const publicKey = sender.publicKey ? runtime.hexToBytes(sender.publicKey) : undefined
  if ((inputType === 'p2sh' || inputType === 'p2tr') && !publicKey) throw invalid(['from'])

  let selection: ReturnType<typeof selectCoins>
  try {
    selection = selectCoins({
      utxos: await esplora.utxos(sender.address),
      amount,
      feeRate,
      inputType,
      receiverType,
      changeType: inputType,
    })
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error
    throw invalid(['amount'], { needed: error.needed, available: error.available })
  }
  const inputs = await Promise.all(
    selection.inputs.map(async (utxo) => ({
      txid: utxo.txid,
      vout: utxo.vout,
      value: BigInt(utxo.value),
      script: fromScript,
      ...(inputType === 'p2pkh'
        ? { nonWitnessUtxo: runtime.hexToBytes(await esplora.txHex(utxo.txid)) }
        : {}),
      ...(inputType === 'p2sh' && publicKey
        ? { redeemScript: runtime.nestedSegwitRedeemScript(publicKey) as Uint8Array }
        : {}),
      // A 33-byte key's x-only part is its last 32 bytes.
      ...(inputType === 'p2tr' && publicKey ? { tapInternalKey: publicKey.slice(-32) } : {}),
    })),
  )
  const outputs = [{ script: toScript, value: amount }]
  if (selection.change > 0n) outputs.push({ script: fromScript, value: selection.change })
  return {
    psbt: runtime.createPsbt({ inputs, outputs }),
    inputs: inputs.map((_, index) => index),
    fee: selection.fee,
    change: selection.change,
    vsize: selection.vsize,
  }
}

import {
  type AdapterTransferParams,
  requireActiveWallet,
  transferRefusal,
} from '@latchkey/adapter-kit'
import { bip122Profile, isLatchkeyError, latchkeyErrorWith, WalletRpcError } from '@latchkey/core'
import { loadBitcoinRuntime } from '../runtime/loadBitcoinRuntime'
import type { AdapterContext } from './AdapterContext'
import { buildTransfer } from './buildTransfer'
import { readFeeRate } from './feeRate'
import { forgetBalances } from './getBalance'
import { sendSigned } from './signPsbt'

export type TransferParameters = AdapterTransferParams
export interface TransferReturnType {
  /** The transaction's id (hex). */
  hash: string
  /** Satoshis paid to the network. */
  fee: bigint
}

/**
 * Pays BTC from the connected payment address: a PSBT (coin selection, change, RBF) that the
 * wallet signs, finalized here and broadcast through the network's Esplora API. SPEC §5 and §8
 * texts on bad input and failure.
 */
export async function transfer(
  context: AdapterContext,
  { caipNetwork, connectorId, from, to, amount, token, feeRate }: TransferParameters,
): Promise<TransferReturnType> {
  // The bip122 profile's address rule on the network paid on (a testnet address is no mainnet
  // receiver), as the modal's send action asks it. Bitcoin has no tokens this adapter sends (§1).
  const refusal = transferRefusal(
    { from, to, amount, token },
    {
      isAddress: (value): value is string => bip122Profile.isAddress(value, caipNetwork),
      tokens: false,
    },
  )
  if (refusal) throw refusal
  const active = requireActiveWallet(context, connectorId)
  const sender = active.accounts.find((a) => a.address === from)
  if (!sender)
    throw latchkeyErrorWith('INVALID_AMOUNT_AND_RECEIVER', { details: { missing: ['from'] } })
  try {
    const esplora = context.esplora(caipNetwork)
    const [runtime, rate] = await Promise.all([
      loadBitcoinRuntime(),
      feeRate !== undefined && feeRate > 0n ? feeRate : readFeeRate(context, caipNetwork),
    ])
    const plan = await buildTransfer({
      runtime,
      esplora,
      caipNetwork,
      sender,
      to,
      amount,
      feeRate: rate,
    })
    const { txid, fee } = await sendSigned(context, active, {
      psbt: plan.psbt,
      signInputs: { [from]: plan.inputs },
      caipNetwork,
    })
    forgetBalances(context, caipNetwork, [from, to])
    return { hash: txid, fee }
  } catch (error) {
    // A refusal keeps its wallet code; whatever else failed is the §8 send failure.
    if (error instanceof WalletRpcError || isLatchkeyError(error)) throw error
    throw latchkeyErrorWith('FAILED_TO_SEND_TRANSACTION', { cause: error })
  }
}

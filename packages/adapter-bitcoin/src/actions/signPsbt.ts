import type { BitcoinActions } from '@latchkey/adapter-kit'
import { requireActiveWallet } from '@latchkey/adapter-kit'
import { invalidInput, latchkeyErrorWith, toWalletError } from '@latchkey/core'
import type { SignPsbtRequest } from '../connectors/BitcoinSigner'
import { loadBitcoinRuntime } from '../runtime/loadBitcoinRuntime'
import type { ActiveWallet, AdapterContext } from './AdapterContext'

export type SignPsbtParameters = Parameters<BitcoinActions['signPsbt']>[0]
export type SignPsbtReturnType = Awaited<ReturnType<BitcoinActions['signPsbt']>>

/** Has the wallet sign; answers its PSBT (base64). A wallet error keeps its code. */
async function askWallet(active: ActiveWallet, request: SignPsbtRequest): Promise<string> {
  try {
    return await active.connector.signer.signPsbt(request)
  } catch (error) {
    throw toWalletError(error, { refusalWords: true })
  }
}

/**
 * Has the wallet sign our PSBT, checks it signed that very transaction, finalizes it and
 * broadcasts it; the chain's refusal (a double spend, a bad signature) is the §8 send failure.
 */
export async function sendSigned(
  context: AdapterContext,
  active: ActiveWallet,
  request: SignPsbtRequest,
) {
  const signed = await askWallet(active, request)
  const runtime = await loadBitcoinRuntime()
  let final: ReturnType<typeof runtime.finalizePsbt>
  try {
    if (!runtime.sameTransaction(request.psbt, signed))
      throw new Error('The wallet changed the transaction')
    final = runtime.finalizePsbt(signed)
    const txid = await context.esplora(request.caipNetwork).broadcast(final.hex)
    return { psbt: signed, txid, fee: final.fee, vsize: final.vsize }
  } catch (error) {
    throw latchkeyErrorWith('FAILED_TO_SEND_TRANSACTION', { cause: error })
  }
}

/** `adapter.bitcoin.signPsbt`: signs the listed inputs; broadcasts when asked. */
export async function signPsbt(
  context: AdapterContext,
  { psbt, signInputs, broadcast = false, connectorId }: SignPsbtParameters,
): Promise<SignPsbtReturnType> {
  const active = requireActiveWallet(context, connectorId)
  const caipNetwork = active.caipNetwork
  if (!caipNetwork) throw invalidInput('caipNetwork', undefined, 'a Bitcoin network')
  if (typeof psbt !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(psbt))
    throw invalidInput('psbt', psbt, 'a base64 PSBT')
  const request = { psbt, signInputs, caipNetwork }
  if (!broadcast) return { psbt: await askWallet(active, request) }
  const { psbt: signed, txid } = await sendSigned(context, active, request)
  return { psbt: signed, txid }
}

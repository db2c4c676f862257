import { type AdapterTransferParams, transferRefusal } from '@latchkey/adapter-kit'
import { isLatchkeyError, latchkeyErrorWith, solanaProfile, WalletRpcError } from '@latchkey/core'
import { loadSolanaRuntime } from '../runtime/loadSolanaRuntime'
import type { AdapterContext } from './AdapterContext'
import { forgetBalance, signAndSendTransaction } from './signAndSendTransaction'

export type TransferParameters = AdapterTransferParams
export interface TransferReturnType {
  /** The transaction's signature, base58. */
  hash: string
}

const CONFIRM_POLL_MS = 400

/**
 * Sends SOL (a System Program transfer) or a token (TransferChecked, creating the receiver's
 * associated token account when missing; SPL Token or Token-2022) and waits until it is
 * confirmed, so the balances read next show it. SPEC §5 and §8 texts on bad input and failure.
 */
export async function transfer(
  context: AdapterContext,
  { caipNetwork, connectorId, from, to, amount, token }: TransferParameters,
): Promise<TransferReturnType> {
  // SPEC §5 by the solana profile's rule, the one the modal's send action asked first.
  const refusal = transferRefusal(
    { from, to, amount, token },
    { isAddress: solanaProfile.isAddress, tokens: true },
  )
  if (refusal) throw refusal
  try {
    const [runtime, connection] = await Promise.all([
      loadSolanaRuntime(),
      context.connection(caipNetwork),
    ])
    const transaction = token
      ? await runtime.buildTokenTransfer(connection, { from, to, mint: token.address, amount })
      : await runtime.buildSolTransfer(connection, { from, to, lamports: amount })
    const { signature } = await signAndSendTransaction(context, {
      transaction,
      caipNetwork,
      ...(connectorId ? { connectorId } : {}),
    })
    await runtime.confirmSignature(connection, signature, context.confirmTimeoutMs, CONFIRM_POLL_MS)
    forgetBalance(context, caipNetwork, from)
    forgetBalance(context, caipNetwork, to)
    return { hash: signature }
  } catch (error) {
    // A refusal keeps its wallet code; whatever else failed is the §8 Solana send failure.
    if (error instanceof WalletRpcError || isLatchkeyError(error)) throw error
    throw latchkeyErrorWith('FAILED_TO_SEND_TRANSACTION', { cause: error })
  }
}

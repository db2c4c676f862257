import { requireActiveWallet } from '@latchkey/adapter-kit'
import {
  type CaipNetwork,
  invalidInput,
  isSolanaCommitment,
  type SolanaCommitment,
  throwWalletError,
} from '@latchkey/core'
import { loadSolanaRuntime } from '../runtime/loadSolanaRuntime'
import type { ActiveWallet, AdapterContext } from './AdapterContext'

export interface SignAndSendTransactionParameters {
  /** A legacy or versioned transaction in wire format. */
  transaction: Uint8Array
  caipNetwork: CaipNetwork
  connectorId?: string
  /** SPEC §5: one of the accepted preflight commitments; anything else is refused. */
  preflightCommitment?: SolanaCommitment
  skipPreflight?: boolean
}
export interface SignAndSendTransactionReturnType {
  /** The transaction's first signature, base58. */
  signature: string
}

/**
 * Has the connected wallet sign and send a transaction: the wallet sends it where it can
 * (`solana:signAndSendTransaction`), else the adapter sends what the wallet signed.
 */
export async function signAndSendTransaction(
  context: AdapterContext,
  parameters: SignAndSendTransactionParameters,
): Promise<SignAndSendTransactionReturnType> {
  const { transaction, caipNetwork, connectorId, preflightCommitment, skipPreflight } = parameters
  if (preflightCommitment !== undefined && !isSolanaCommitment(preflightCommitment))
    throw invalidInput('preflightCommitment', preflightCommitment, 'a SPEC §5 commitment')
  if (!(transaction instanceof Uint8Array))
    throw invalidInput('transaction', transaction, 'a wire-format transaction')
  const active = requireActiveWallet(context, connectorId)
  const options = {
    ...(preflightCommitment ? { preflightCommitment } : {}),
    ...(skipPreflight !== undefined ? { skipPreflight } : {}),
  }
  const signature = await send(context, active, transaction, caipNetwork, options)
  forgetBalance(context, caipNetwork, active.address)
  return { signature }
}

async function send(
  context: AdapterContext,
  active: ActiveWallet,
  transaction: Uint8Array,
  caipNetwork: CaipNetwork,
  options: { preflightCommitment?: SolanaCommitment; skipPreflight?: boolean },
): Promise<string> {
  const { signer } = active.connector
  let signed: Uint8Array | undefined
  try {
    if (signer.signAndSendTransaction)
      return await signer.signAndSendTransaction(transaction, active.address, caipNetwork, options)
    ;[signed] = await signer.signTransactions([transaction], active.address, caipNetwork)
  } catch (error) {
    throwWalletError(error, { refusalWords: true })
  }
  if (!signed) throw invalidInput('transaction', transaction, 'a transaction the wallet signs')
  const [runtime, connection] = await Promise.all([
    loadSolanaRuntime(),
    context.connection(caipNetwork),
  ])
  return runtime.sendRaw(connection, signed, options)
}

/** A send spends SOL: the sender's balance is read afresh next time. */
export function forgetBalance(context: AdapterContext, caipNetwork: CaipNetwork, address: string) {
  context.lamports.delete(`${caipNetwork.caipNetworkId}:${address}`)
}

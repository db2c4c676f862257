import { requireActiveWallet } from '@latchkey/adapter-kit'
import { invalidInput, throwWalletError } from '@latchkey/core'
import type { AdapterContext } from './AdapterContext'

export interface SignTransactionsParameters {
  /** Legacy or versioned transactions in wire format. */
  transactions: readonly Uint8Array[]
  connectorId?: string
}

/** Has the connected wallet sign each transaction without sending it; answers them in order. */
export async function signTransactions(
  context: AdapterContext,
  { transactions, connectorId }: SignTransactionsParameters,
): Promise<Uint8Array[]> {
  const active = requireActiveWallet(context, connectorId)
  if (!active.caipNetwork) throw invalidInput('caipNetwork', undefined, 'a Solana network')
  if (!transactions.every((transaction) => transaction instanceof Uint8Array))
    throw invalidInput('transactions', transactions, 'wire-format transactions')
  if (transactions.length === 0) return []
  try {
    return await active.connector.signer.signTransactions(
      transactions,
      active.address,
      active.caipNetwork,
    )
  } catch (error) {
    throwWalletError(error, { refusalWords: true })
  }
}

import { requireActiveWallet } from '@latchkey/adapter-kit'
import { fromBase58, invalidInput } from '@latchkey/core'
import type { AdapterContext } from '../actions/AdapterContext'
import { signAndSendTransaction } from '../actions/signAndSendTransaction'
import { signMessageBytes } from '../actions/signMessage'
import { signTransactions } from '../actions/signTransactions'
import { loadSolanaRuntime } from '../runtime/loadSolanaRuntime'
import type { AnyTransaction, SolanaWalletProvider } from './SolanaWalletProvider'

/** The host's provider for one connector: it acts while that connector is the connected one. */
export function createWalletProvider(
  context: AdapterContext,
  connectorId: string,
): SolanaWalletProvider {
  const active = () => requireActiveWallet(context, connectorId)

  async function signAll<T extends AnyTransaction>(transactions: readonly T[]): Promise<T[]> {
    const { serializeTransaction, deserializeLike } = await loadSolanaRuntime()
    const signed = await signTransactions(context, {
      transactions: transactions.map(serializeTransaction),
      connectorId,
    })
    return signed.map((bytes, index) => deserializeLike(transactions[index] as T, bytes))
  }

  return Object.freeze({
    get address() {
      return context.active?.connector.id === connectorId ? context.active.address : undefined
    },
    async signMessage(message: Uint8Array) {
      if (!(message instanceof Uint8Array)) throw invalidInput('message', message, 'bytes')
      const { signature } = await signMessageBytes(context, message, active().address, connectorId)
      return fromBase58(signature) ?? new Uint8Array()
    },
    async signTransaction<T extends AnyTransaction>(transaction: T) {
      const [signed] = await signAll([transaction])
      return signed as T
    },
    signAllTransactions: signAll,
    async signAndSendTransaction(transaction, options = {}) {
      const { caipNetwork } = active()
      if (!caipNetwork) throw invalidInput('caipNetwork', undefined, 'a Solana network')
      const { serializeTransaction } = await loadSolanaRuntime()
      const { signature } = await signAndSendTransaction(context, {
        transaction: serializeTransaction(transaction),
        caipNetwork,
        connectorId,
        ...options,
      })
      return signature
    },
  } satisfies SolanaWalletProvider)
}

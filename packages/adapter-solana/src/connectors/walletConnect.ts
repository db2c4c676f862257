import {
  type CaipNetwork,
  fromBase58,
  toBase58,
  WALLET_ERROR_CODES,
  WalletRpcError,
} from '@latchkey/core'
import {
  answerText,
  requestChain,
  SHARED_SESSION_CONNECTOR_ID,
  type SharedSession,
  sessionKitSigner,
  sharedSessionSource,
  type WalletConnectSession,
} from '@latchkey/walletconnect'
import { loadSolanaRuntime } from '../runtime/loadSolanaRuntime'
import type { SolanaSigner } from './SolanaSigner'

/** The id every adapter gives the core's one WalletConnect session: the list shows it once. */
export const WALLET_CONNECT_CONNECTOR_ID = SHARED_SESSION_CONNECTOR_ID

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/**
 * The Solana side of a WalletConnect session (WalletConnect's published Solana methods):
 * solana_signMessage, solana_signTransaction, solana_signAndSendTransaction.
 */
function sessionSigner(session: () => WalletConnectSession): SolanaSigner {
  const chainOf = (caipNetwork?: CaipNetwork) => requestChain(session(), 'solana', caipNetwork)
  return {
    // The Solana accounts of the session (one key serves every cluster), first approved first.
    ...sessionKitSigner(session, 'solana', (addresses) => addresses),
    async signMessage(message, address, caipNetwork) {
      const answer = await session().request(
        { method: 'solana_signMessage', params: { message: toBase58(message), pubkey: address } },
        chainOf(caipNetwork),
      )
      return answerText(answer, 'signature')
    },
    async signTransactions(transactions, address, caipNetwork) {
      const chain = chainOf(caipNetwork)
      const signed: Uint8Array[] = []
      for (const transaction of transactions) {
        const answer = await session().request(
          { method: 'solana_signTransaction', params: { transaction: toBase64(transaction) } },
          chain,
        )
        const whole = (answer as { transaction?: unknown } | null)?.transaction
        if (typeof whole === 'string' && whole) signed.push(fromBase64(whole))
        else {
          // Older wallets answer the signature alone: it goes into the signer's slot.
          const signature = fromBase58(answerText(answer, 'signature'))
          if (!signature) throw new WalletRpcError(WALLET_ERROR_CODES.INTERNAL_ERROR)
          const { addSignature } = await loadSolanaRuntime()
          signed.push(addSignature(transaction, address, signature))
        }
      }
      return signed
    },
    async signAndSendTransaction(transaction, _address, caipNetwork, options) {
      const answer = await session().request(
        {
          method: 'solana_signAndSendTransaction',
          params: { transaction: toBase64(transaction), sendOptions: options },
        },
        chainOf(caipNetwork),
      )
      return answerText(answer, 'signature')
    },
  }
}

/** The WalletConnect connector of the core's shared session, held while discovery runs. */
export function walletConnectSource(join: () => SharedSession | undefined) {
  return sharedSessionSource(join, 'solana', sessionSigner)
}

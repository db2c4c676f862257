import { standardWalletAccess } from '@latchkey/adapter-kit'
import { toBase58, WALLET_ERROR_CODES, WalletRpcError } from '@latchkey/core'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignInFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { walletStandardChain } from '../networks/walletChain'
import type { SolanaSigner } from './SolanaSigner'

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignInFeature

/** An account that holds Solana keys. */
function isSolanaAccount(account: WalletAccount): boolean {
  return account.chains.some((chain) => chain.startsWith('solana:'))
}

export function solanaAddresses(accounts: readonly WalletAccount[]): string[] {
  return accounts.filter(isSolanaAccount).map((account) => account.address)
}

/** A Wallet Standard wallet as the adapter's actions ask things of it. */
export function standardSigner(wallet: Wallet): SolanaSigner {
  const { features, need, account } = standardWalletAccess<Features, WalletAccount>(wallet)

  const signAndSend = features['solana:signAndSendTransaction']
  const signIn = features['solana:signIn']
  return {
    async connect({ silent }) {
      const { accounts } = await need('standard:connect').connect({ silent })
      return solanaAddresses(accounts)
    },
    async disconnect() {
      await features['standard:disconnect']?.disconnect()
    },
    async signMessage(message, address) {
      const [output] = await need('solana:signMessage').signMessage({
        account: account(address),
        message,
      })
      if (!output) throw new WalletRpcError(WALLET_ERROR_CODES.INTERNAL_ERROR)
      return toBase58(output.signature)
    },
    async signTransactions(transactions, address, caipNetwork) {
      const signer = account(address)
      const chain = walletStandardChain(caipNetwork)
      const outputs = await need('solana:signTransaction').signTransaction(
        ...transactions.map((transaction) => ({ account: signer, transaction, chain })),
      )
      return outputs.map((output) => output.signedTransaction)
    },
    ...(signAndSend
      ? {
          async signAndSendTransaction(transaction, address, caipNetwork, options) {
            const [output] = await signAndSend.signAndSendTransaction({
              account: account(address),
              transaction,
              chain: walletStandardChain(caipNetwork),
              options: {
                ...(options.preflightCommitment
                  ? { preflightCommitment: options.preflightCommitment as never }
                  : {}),
                ...(options.skipPreflight !== undefined
                  ? { skipPreflight: options.skipPreflight }
                  : {}),
              },
            })
            if (!output) throw new WalletRpcError(WALLET_ERROR_CODES.INTERNAL_ERROR)
            return toBase58(output.signature)
          },
        }
      : {}),
    ...(signIn
      ? {
          async signIn(input) {
            const [output] = await signIn.signIn(input)
            if (!output || (output.signatureType && output.signatureType !== 'ed25519'))
              throw new WalletRpcError(WALLET_ERROR_CODES.INTERNAL_ERROR)
            return {
              address: output.account.address,
              signedMessage: output.signedMessage,
              signature: toBase58(output.signature),
            }
          },
        }
      : {}),
    watch(listener) {
      const events = features['standard:events']
      if (!events) return () => {}
      return events.on('change', ({ accounts }) => {
        if (accounts) listener({ accounts: solanaAddresses(accounts) })
      })
    },
  } satisfies SolanaSigner
}

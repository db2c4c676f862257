import { WALLET_ERROR_CODES, WalletRpcError } from '@latchkey/core'

/** The few fields of a Wallet Standard wallet a signer reads (`@wallet-standard/base`). */
export interface StandardWalletHandle<Account extends { readonly address: string }> {
  readonly features: object
  readonly accounts: readonly Account[]
}

/**
 * A signer's two ways into a Wallet Standard wallet: a feature it must have (else the standard
 * 'unsupported method' error) and the wallet's own account object of a granted address (its
 * methods want that one; else 'unauthorized'). `F` is the features the namespace reads.
 */
export function standardWalletAccess<
  F extends object,
  Account extends { readonly address: string },
>(wallet: StandardWalletHandle<Account>) {
  const features = wallet.features as Partial<F>
  return {
    features,
    need<K extends keyof F>(name: K): NonNullable<F[K]> {
      const feature = features[name]
      if (!feature) throw new WalletRpcError(WALLET_ERROR_CODES.UNSUPPORTED_METHOD)
      return feature as NonNullable<F[K]>
    },
    account(address: string): Account {
      const found = wallet.accounts.find((a) => a.address === address)
      if (!found) throw new WalletRpcError(WALLET_ERROR_CODES.UNAUTHORIZED)
      return found
    },
  }
}

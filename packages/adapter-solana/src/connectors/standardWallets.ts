import { standardWalletSource } from '@latchkey/adapter-kit'
import { getWallets, type Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { ConnectorSource } from './SolanaConnector'
import { standardSigner } from './standardSigner'

/** Where Wallet Standard wallets register: the page's registry unless a test brings its own. */
export type WalletRegistry = Pick<Wallets, 'get' | 'on'>

/** A wallet the adapter can use: it connects and holds a Solana chain. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    'standard:connect' in wallet.features &&
    wallet.chains.some((chain) => chain.startsWith('solana:'))
  )
}

/** Wallet Standard discovery: every registered Solana wallet, as it registers or leaves. */
export function standardWallets(registry?: WalletRegistry): ConnectorSource {
  return standardWalletSource({
    registry: () => registry ?? getWallets(),
    accepts: isSolanaWallet,
    signer: standardSigner,
  })
}

import { getWallets, type Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { ConnectorSource, SolanaConnector } from './SolanaConnector'
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

/** A connector's id must survive a reload to reconnect: the wallet's name is what stays. */
function toConnector(wallet: Wallet): SolanaConnector {
  return Object.freeze({
    id: wallet.name,
    name: wallet.name,
    type: 'ANNOUNCED',
    // Self-declared: the modal renders it only through its image-URL checks.
    ...(typeof wallet.icon === 'string' && wallet.icon ? { imageUrl: wallet.icon } : {}),
    installed: true,
    signer: standardSigner(wallet),
  })
}

/** Wallet Standard discovery: every registered Solana wallet, as it registers or leaves. */
export function standardWallets(registry?: WalletRegistry): ConnectorSource {
  return {
    id: 'wallet-standard',
    start(publish) {
      const wallets = registry ?? getWallets()
      const known = new Map<Wallet, SolanaConnector>()
      const update = () => {
        const present = new Set(wallets.get().filter(isSolanaWallet))
        for (const wallet of known.keys()) if (!present.has(wallet)) known.delete(wallet)
        for (const wallet of present) if (!known.has(wallet)) known.set(wallet, toConnector(wallet))
        publish([...known.values()])
      }
      const stopRegister = wallets.on('register', update)
      const stopUnregister = wallets.on('unregister', update)
      update()
      return () => {
        stopRegister()
        stopUnregister()
      }
    },
  }
}

import type { KitConnector, KitConnectorSource } from './WalletKit'

/** The few fields of a Wallet Standard wallet the discovery reads (`@wallet-standard/base`). */
export interface StandardWalletLike {
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
}

/** Where Wallet Standard wallets register (`@wallet-standard/app`'s `getWallets()`, or a test's). */
export interface StandardWalletRegistry<W> {
  get(): readonly W[]
  on(event: 'register' | 'unregister', listener: () => void): () => void
}

export interface StandardWalletSourceParameters<W, S> {
  /** Read when discovery starts, never at import: on a server there is no registry. */
  registry(): StandardWalletRegistry<W>
  /** A wallet the adapter can use (it connects, and holds a chain of the namespace). */
  accepts(wallet: W): boolean
  /** The wallet as the adapter's actions ask things of it. */
  signer(wallet: W): S
}

/** A connector's id must survive a reload to reconnect: the wallet's name is what stays. */
function toConnector<W extends StandardWalletLike, S>(wallet: W, signer: S): KitConnector<S> {
  return Object.freeze({
    id: wallet.name,
    name: wallet.name,
    type: 'ANNOUNCED' as const,
    // Self-declared: the modal renders it only through its image-URL checks.
    ...(typeof wallet.icon === 'string' && wallet.icon ? { imageUrl: wallet.icon } : {}),
    installed: true,
    signer,
  })
}

/** Wallet Standard discovery: every registered wallet the adapter accepts, as it comes or leaves. */
export function standardWalletSource<W extends StandardWalletLike, S>({
  registry,
  accepts,
  signer,
}: StandardWalletSourceParameters<W, S>): KitConnectorSource<S> {
  return {
    id: 'wallet-standard',
    start(publish) {
      const wallets = registry()
      const known = new Map<W, KitConnector<S>>()
      const update = () => {
        const present = new Set(wallets.get().filter(accepts))
        for (const wallet of known.keys()) if (!present.has(wallet)) known.delete(wallet)
        for (const wallet of present)
          if (!known.has(wallet)) known.set(wallet, toConnector(wallet, signer(wallet)))
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

import { WALLET_ERROR_CODES, WalletRpcError } from '@latchkey/core'
import { getWallets, type Wallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { walletStandardChain } from '../networks/chainKind'
import {
  type BitcoinAccount,
  type BitcoinConnector,
  type BitcoinSigner,
  type ConnectorSource,
  inferPurposes,
} from './BitcoinSigner'
import { fromBase64, toBase64 } from './base64'
import type {
  BitcoinConnectFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
} from './standardFeatures'

type Features = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    BitcoinConnectFeature &
    BitcoinSignTransactionFeature &
    BitcoinSignMessageFeature
>

/** Where Wallet Standard wallets register: the page's registry unless a test brings its own. */
export type WalletRegistry = Pick<Wallets, 'get' | 'on'>

/** A wallet the adapter can use: it connects (either way) and holds a Bitcoin chain. */
export function isBitcoinWallet(wallet: Wallet): boolean {
  const connects = 'bitcoin:connect' in wallet.features || 'standard:connect' in wallet.features
  return connects && wallet.chains.some((chain) => chain.startsWith('bitcoin:'))
}

const PURPOSES = ['payment', 'ordinals'] as const

function bitcoinAccounts(accounts: readonly WalletAccount[]): WalletAccount[] {
  return accounts.filter(
    (a) => a.chains.length === 0 || a.chains.some((c) => c.startsWith('bitcoin:')),
  )
}

const hex = (bytes: ArrayLike<number>) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

function toAccounts(accounts: readonly WalletAccount[], ordered: boolean): BitcoinAccount[] {
  const list = bitcoinAccounts(accounts)
  const withKeys = list.map((a) => ({ address: a.address, publicKey: hex(a.publicKey) }))
  // bitcoin:connect answers in the order of the purposes asked, when it gives one of each.
  if (ordered && list.length === PURPOSES.length)
    return withKeys.map((a, i) => ({ ...a, purpose: PURPOSES[i] as BitcoinAccount['purpose'] }))
  return inferPurposes(withKeys)
}

/** A Wallet Standard wallet as the adapter's actions ask things of it. */
export function standardSigner(wallet: Wallet): BitcoinSigner {
  const features = wallet.features as Features
  function need<K extends keyof Features>(name: K): NonNullable<Features[K]> {
    const feature = features[name]
    if (!feature) throw new WalletRpcError(WALLET_ERROR_CODES.UNSUPPORTED_METHOD)
    return feature as NonNullable<Features[K]>
  }
  // The wallet's own account object: its methods want that one.
  function account(address: string): WalletAccount {
    const found = wallet.accounts.find((a) => a.address === address)
    if (!found) throw new WalletRpcError(WALLET_ERROR_CODES.UNAUTHORIZED)
    return found
  }
  return {
    async connect({ silent }) {
      if (silent) {
        const standard = features['standard:connect']
        const accounts = standard
          ? (await standard.connect({ silent: true })).accounts
          : wallet.accounts
        return toAccounts(accounts, false)
      }
      const bitcoin = features['bitcoin:connect']
      if (bitcoin)
        return toAccounts((await bitcoin.connect({ purposes: [...PURPOSES] })).accounts, true)
      return toAccounts((await need('standard:connect').connect()).accounts, false)
    },
    async disconnect() {
      await features['standard:disconnect']?.disconnect()
    },
    async signMessage({ address, message, protocol }) {
      const [output] = await need('bitcoin:signMessage').signMessage({
        account: account(address),
        message: new TextEncoder().encode(message),
        ...(protocol ? { protocol } : {}),
      })
      if (!output) throw new WalletRpcError(WALLET_ERROR_CODES.INTERNAL_ERROR)
      return toBase64(output.signature)
    },
    async signPsbt({ psbt, signInputs, caipNetwork }) {
      const [output] = await need('bitcoin:signTransaction').signTransaction({
        psbt: fromBase64(psbt),
        chain: walletStandardChain(caipNetwork),
        inputsToSign: Object.entries(signInputs).map(([address, indexes]) => ({
          account: account(address),
          signingIndexes: [...indexes],
        })),
      })
      if (!output) throw new WalletRpcError(WALLET_ERROR_CODES.INTERNAL_ERROR)
      return toBase64(output.signedPsbt)
    },
    watch(listener) {
      const events = features['standard:events']
      if (!events) return () => {}
      return events.on('change', ({ accounts }) => {
        if (accounts) listener(toAccounts(accounts, false))
      })
    },
  }
}

/** A connector's id must survive a reload to reconnect: the wallet's name is what stays. */
function toConnector(wallet: Wallet): BitcoinConnector {
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

/** Wallet Standard discovery: every registered Bitcoin wallet, as it registers or leaves. */
export function standardWallets(registry?: WalletRegistry): ConnectorSource {
  return {
    id: 'wallet-standard',
    start(publish) {
      const wallets = registry ?? getWallets()
      const known = new Map<Wallet, BitcoinConnector>()
      const update = () => {
        const present = new Set(wallets.get().filter(isBitcoinWallet))
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

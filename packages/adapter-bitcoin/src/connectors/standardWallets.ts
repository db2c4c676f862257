import { standardWalletAccess, standardWalletSource } from '@latchkey/adapter-kit'
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

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  BitcoinConnectFeature &
  BitcoinSignTransactionFeature &
  BitcoinSignMessageFeature

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
  const { features, need, account } = standardWalletAccess<Features, WalletAccount>(wallet)
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
        if (accounts) listener({ accounts: toAccounts(accounts, false) })
      })
    },
  }
}

/** Wallet Standard discovery: every registered Bitcoin wallet, as it registers or leaves. */
export function standardWallets(registry?: WalletRegistry): ConnectorSource {
  return standardWalletSource({
    registry: () => registry ?? getWallets(),
    accepts: isBitcoinWallet,
    signer: standardSigner,
  })
}

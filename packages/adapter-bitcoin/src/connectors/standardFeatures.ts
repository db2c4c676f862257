import type { IdentifierString, WalletAccount } from '@wallet-standard/base'

/**
 * The Wallet Standard Bitcoin features wallets implement (the names and shapes Exodus published
 * for Bitcoin wallets, which others follow): written out here, as that package is not kept up.
 */
export interface BitcoinConnectFeature {
  readonly 'bitcoin:connect': {
    readonly version: '1.0.0'
    /** Accounts in the order of `purposes`. */
    connect(input: {
      purposes: readonly ('payment' | 'ordinals')[]
    }): Promise<{ readonly accounts: readonly WalletAccount[] }>
  }
}

export interface BitcoinInputToSign {
  account: WalletAccount
  signingIndexes: number[]
  sigHash?: number
}

export interface BitcoinSignTransactionFeature {
  readonly 'bitcoin:signTransaction': {
    readonly version: '1.0.0'
    signTransaction(
      ...inputs: readonly {
        psbt: Uint8Array
        chain: IdentifierString
        inputsToSign: BitcoinInputToSign[]
      }[]
    ): Promise<readonly { readonly signedPsbt: Uint8Array }[]>
  }
}

export interface BitcoinSignMessageInput {
  account: WalletAccount
  message: Uint8Array
  /** Not in the published feature: a wallet that offers both reads it (BIP-322 otherwise). */
  protocol?: 'bip322' | 'ecdsa'
}

export interface BitcoinSignMessageFeature {
  readonly 'bitcoin:signMessage': {
    readonly version: '1.0.0'
    signMessage(
      ...inputs: readonly BitcoinSignMessageInput[]
    ): Promise<readonly { readonly signedMessage: Uint8Array; readonly signature: Uint8Array }[]>
  }
}

export const BITCOIN_FEATURES = Object.freeze([
  'bitcoin:connect',
  'bitcoin:signTransaction',
  'bitcoin:signMessage',
] as const)

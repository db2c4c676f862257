import type { WalletIcon } from '@wallet-standard/base'
import type { ApprovalMode, ApprovalRequestBase, Approvals, ApproveCallback } from '../approvals'
import type { DevWalletStorage } from '../persistence'
import type { BitcoinDevChain } from './bitcoinKeys'

export type BitcoinApprovalKind = 'connect' | 'sign-message' | 'sign-transaction'

/** A request of the Bitcoin wallet waiting for its user. */
export interface BitcoinApprovalRequest extends ApprovalRequestBase {
  kind: BitcoinApprovalKind
  chain: BitcoinDevChain
  account?: string
}

/** One account: its payment key (P2WPKH) and its ordinals key (P2TR; the payment key if absent). */
export interface BitcoinDevAccountKeys {
  /** 32-byte secret key, hex. Development keys only, never real funds. */
  payment: string
  ordinals?: string
}

export interface CreateBitcoinDevWalletParameters {
  /** The accounts, the first one selected. */
  accounts: readonly BitcoinDevAccountKeys[]
  /** The chain whose addresses the wallet uses. Default 'bitcoin:regtest'. */
  chain?: BitcoinDevChain
  /** Default 'auto-approve'; 'manual' queues every request for approve()/reject(). */
  mode?: ApprovalMode
  approve?: ApproveCallback<BitcoinApprovalRequest>
  /** Where the site's grant is remembered for a silent reconnect after a reload. */
  persist?: DevWalletStorage
  persistKey?: string
  name?: string
  icon?: WalletIcon
}

/** The wallet's controls, for its panel and for tests. */
export interface BitcoinDevWalletControls {
  readonly approvals: Approvals<BitcoinApprovalRequest>
  readonly chain: BitcoinDevChain
  /** Every account's payment and ordinals addresses. */
  readonly addresses: readonly { payment: string; ordinals: string }[]
  /** The payment address of the account the site sees now (connected or not). */
  readonly selected: string
  readonly connected: boolean
  /** Picks another account (by its payment address), as a user would; a connected site is told. */
  selectAccount(paymentAddress: string): void
  /** Withdraws the site's grant from the wallet's side; the site is told. */
  revoke(): void
}

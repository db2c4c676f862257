import type { Connector } from '@latchkey/adapter-kit'
import type { CaipNetwork, WalletListEntry } from '@latchkey/core'

/** SPEC §2 views, plus the on-demand ones later issues render (send, swap, on-ramp, email…). */
export const VIEWS = Object.freeze([
  'Connect',
  'Account',
  'AllWallets',
  'ConnectWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Networks',
  'SwitchNetwork',
  'Transactions',
  'WalletSend',
  'WalletSendPreview',
  'WalletReceive',
  'Swap',
  'SwapPreview',
  'SwapSelectToken',
  'OnRampProviders',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'OnRampActivity',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'AccountSettings',
  'WhatIsAWallet',
  'WhatIsANetwork',
] as const)

export type View = (typeof VIEWS)[number]

/** What a view needs to know about where it came from. */
export interface RouterData {
  connector?: Connector
  wallet?: WalletListEntry
  network?: CaipNetwork
  email?: string
  newEmail?: string
  registerAccountName?: string
  /** The partner checkout just opened (OnRampActivity). */
  onrampCheckout?: { url: string; partner: string }
}

export function isView(value: unknown): value is View {
  return typeof value === 'string' && (VIEWS as readonly string[]).includes(value)
}

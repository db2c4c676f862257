import type { RouterData, View } from '@latchkey/controllers'
import type { Translator } from '../i18n'

/** What a title may depend on besides the view's data: phones show no QR code to scan. */
export interface TitleContext {
  isMobile?: boolean
}

type Title = (t: Translator['t'], data: RouterData | undefined, context: TitleContext) => string

/** WalletConnect: the chosen wallet's name, else scan (desktop) or open a wallet app (phone). */
const walletConnectTitle: Title = (t, data, { isMobile }) => {
  const name = data?.wallet?.name
  if (name) return t('walletConnect.titleFor', { name })
  return isMobile ? t('walletConnect.titleMobile') : t('walletConnect.title')
}

const walletName = (data: RouterData | undefined) => data?.connector?.name ?? data?.wallet?.name

/** Each view's heading; kept apart from the views so lazy ones have a title before they load. */
const TITLES: Record<View, Title> = {
  Connect: (t) => t('connect.title'),
  AllWallets: (t) => t('allWallets.title'),
  ConnectWallets: (t) => t('title.ConnectWallets'),
  ConnectingExternal: (t, data) => walletName(data) ?? t('connect.title'),
  ConnectingWalletConnect: walletConnectTitle,
  ConnectingWalletConnectBasic: walletConnectTitle,
  ConnectingSiwe: (t) => t('siwx.title'),
  SIWXSignMessage: (t) => t('siwx.title'),
  ConnectingFarcaster: (t) => t('farcaster.title'),
  UnsupportedChain: (t) => t('unsupported.title'),
  ApproveTransaction: (t) => t('approve.title'),
  RegisterAccountName: (t) => t('register.title'),
  RegisterAccountNameSuccess: (t) => t('registerSuccess.title'),
  Account: (t) => t('account.title'),
  Networks: (t) => t('networks.title'),
  SwitchNetwork: (t) => t('networks.title'),
  WalletSend: (t) => t('send.title'),
  WalletReceive: (t) => t('receive.title'),
  Transactions: (t) => t('activity.title'),
  ConnectingSocial: (t) => t('title.ConnectingSocial'),
  EmailVerifyOtp: (t) => t('title.EmailVerifyOtp'),
  EmailVerifyDevice: (t) => t('title.EmailVerifyDevice'),
  WhatIsAWallet: (t) => t('title.WhatIsAWallet'),
  WhatIsANetwork: (t) => t('title.WhatIsANetwork'),
  WalletSendPreview: (t) => t('title.WalletSendPreview'),
  Swap: (t) => t('title.Swap'),
  SwapPreview: (t) => t('title.SwapPreview'),
  SwapSelectToken: (t) => t('title.SwapSelectToken'),
  OnRampProviders: (t) => t('title.OnRampProviders'),
  OnRampTokenSelect: (t) => t('title.OnRampTokenSelect'),
  OnRampFiatSelect: (t) => t('title.OnRampFiatSelect'),
  OnRampActivity: (t) => t('title.OnRampActivity'),
  UpdateEmailWallet: (t) => t('title.UpdateEmailWallet'),
  UpdateEmailPrimaryOtp: (t) => t('title.UpdateEmailPrimaryOtp'),
  UpdateEmailSecondaryOtp: (t) => t('title.UpdateEmailSecondaryOtp'),
  AccountSettings: (t) => t('title.AccountSettings'),
}

export function viewTitle(
  view: View,
  data: RouterData | undefined,
  t: Translator['t'],
  context: TitleContext = {},
): string {
  return TITLES[view](t, data, context)
}

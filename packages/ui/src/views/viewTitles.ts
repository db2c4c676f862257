import type { RouterData, View } from '@latchkey/controllers'
import type { Translator } from '../i18n'

type Title = (t: Translator['t'], data: RouterData | undefined) => string

const walletName = (data: RouterData | undefined) => data?.connector?.name ?? data?.wallet?.name

/** Each view's heading; kept apart from the views so lazy ones have a title before they load. */
const TITLES: Partial<Record<View, Title>> = {
  Connect: (t) => t('connect.title'),
  AllWallets: (t) => t('allWallets.title'),
  ConnectingExternal: (t, data) => walletName(data) ?? t('connect.title'),
  ConnectingWalletConnect: (t, data) => {
    const name = data?.wallet?.name
    return name ? t('walletConnect.titleFor', { name }) : t('walletConnect.title')
  },
  ConnectingWalletConnectBasic: (t) => t('walletConnect.title'),
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
}

export function viewTitle(view: View, data: RouterData | undefined, t: Translator['t']): string {
  return (TITLES[view] ?? ((tr) => tr('connect.title')))(t, data)
}

import type { RouterData, View } from '@latchkey/controllers'
import { type ComponentType, lazy } from 'react'
import { AccountView } from './Account/AccountView'
import { AllWalletsView } from './AllWallets/AllWalletsView'
import { ApproveTransactionView } from './ApproveTransaction/ApproveTransactionView'
import { ConnectView, ConnectWalletsView } from './Connect/ConnectView'
import { ConnectingExternalView } from './ConnectingExternal/ConnectingExternalView'
import { NetworksView } from './Networks/NetworksView'
import { RegisterAccountNameSuccessView } from './RegisterAccountName/RegisterAccountNameSuccessView'
import { RegisterAccountNameView } from './RegisterAccountName/RegisterAccountNameView'
import { UnsupportedChainView } from './UnsupportedChain/UnsupportedChainView'

export type ViewComponent = ComponentType<{ data: RouterData | undefined }>

/** Loads a view's chunk only when it is first shown (SPEC §1: on-demand views). */
function onDemand<M>(load: () => Promise<M>, pick: (module: M) => ViewComponent): ViewComponent {
  return lazy(() => load().then((module) => ({ default: pick(module) })))
}

// The QR views load on demand with their QR encoder (uqr), which no other first view needs.
const ConnectingWalletConnectView = onDemand(
  () => import('./ConnectingWalletConnect/ConnectingWalletConnectView'),
  (m) => m.ConnectingWalletConnectView,
)

// Sign-in is for apps that configure it (SPEC §4): its view loads when first shown.
const SIWXSignMessageView = onDemand(
  () => import('./SIWXSignMessage/SIWXSignMessageView'),
  (m) => m.SIWXSignMessageView,
)

/** Every view of the router's type, each drawn (no view a visitor can reach is a placeholder). */
export const VIEW_COMPONENTS: Record<View, ViewComponent> = {
  Connect: ConnectView,
  ConnectWallets: ConnectWalletsView,
  AllWallets: AllWalletsView,
  ConnectingExternal: ConnectingExternalView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectView,
  ConnectingSiwe: SIWXSignMessageView,
  SIWXSignMessage: SIWXSignMessageView,
  ConnectingFarcaster: onDemand(
    () => import('./ConnectingFarcaster/ConnectingFarcasterView'),
    (m) => m.ConnectingFarcasterView,
  ),
  ConnectingSocial: onDemand(
    () => import('./ConnectingSocial/ConnectingSocialView'),
    (m) => m.ConnectingSocialView,
  ),
  UnsupportedChain: UnsupportedChainView,
  ApproveTransaction: ApproveTransactionView,
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
  Account: AccountView,
  Networks: NetworksView,
  SwitchNetwork: NetworksView,
  WalletSend: onDemand(
    () => import('./WalletSend/WalletSendView'),
    (m) => m.WalletSendView,
  ),
  WalletSendPreview: onDemand(
    () => import('./WalletSend/WalletSendPreviewView'),
    (m) => m.WalletSendPreviewView,
  ),
  WalletReceive: onDemand(
    () => import('./WalletReceive/WalletReceiveView'),
    (m) => m.WalletReceiveView,
  ),
  Swap: onDemand(
    () => import('./Swap/SwapView'),
    (m) => m.SwapView,
  ),
  SwapSelectToken: onDemand(
    () => import('./Swap/SwapSelectTokenView'),
    (m) => m.SwapSelectTokenView,
  ),
  SwapPreview: onDemand(
    () => import('./Swap/SwapPreviewView'),
    (m) => m.SwapPreviewView,
  ),
  OnRampProviders: onDemand(
    () => import('./OnRamp/OnRampProvidersView'),
    (m) => m.OnRampProvidersView,
  ),
  OnRampFiatSelect: onDemand(
    () => import('./OnRamp/OnRampFiatSelectView'),
    (m) => m.OnRampFiatSelectView,
  ),
  OnRampTokenSelect: onDemand(
    () => import('./OnRamp/OnRampTokenSelectView'),
    (m) => m.OnRampTokenSelectView,
  ),
  OnRampActivity: onDemand(
    () => import('./OnRamp/OnRampActivityView'),
    (m) => m.OnRampActivityView,
  ),
  EmailVerifyOtp: onDemand(
    () => import('./EmailLogin/EmailVerifyOtpView'),
    (m) => m.EmailVerifyOtpView,
  ),
  EmailVerifyDevice: onDemand(
    () => import('./EmailLogin/EmailVerifyDeviceView'),
    (m) => m.EmailVerifyDeviceView,
  ),
  UpdateEmailWallet: onDemand(
    () => import('./UpdateEmail/UpdateEmailWalletView'),
    (m) => m.UpdateEmailWalletView,
  ),
  UpdateEmailPrimaryOtp: onDemand(
    () => import('./UpdateEmail/UpdateEmailOtpView'),
    (m) => m.UpdateEmailPrimaryOtpView,
  ),
  UpdateEmailSecondaryOtp: onDemand(
    () => import('./UpdateEmail/UpdateEmailOtpView'),
    (m) => m.UpdateEmailSecondaryOtpView,
  ),
  Transactions: onDemand(
    () => import('./Activity/TransactionsView'),
    (m) => m.TransactionsView,
  ),
  AccountSettings: onDemand(
    () => import('./AccountSettings/AccountSettingsView'),
    (m) => m.AccountSettingsView,
  ),
  WhatIsAWallet: onDemand(
    () => import('./WhatIsAWallet/WhatIsAWalletView'),
    (m) => m.WhatIsAWalletView,
  ),
  WhatIsANetwork: onDemand(
    () => import('./WhatIsANetwork/WhatIsANetworkView'),
    (m) => m.WhatIsANetworkView,
  ),
}

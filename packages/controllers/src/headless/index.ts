// The headless connect flow (issue 38): plain functions over an instance's config that build the
// whole connect flow without the modal, and load none of it. `config` is `core.controllers` of
// createAppKitCore (or of createAppKit's instance).

export type { PairingLinks } from '@latchkey/core'
export type { HeadlessConnection } from './connectionOf'
export { type ConnectParameters, connect } from './connectWallet'
export { disconnect } from './disconnect'
export {
  cancelLogin,
  type EmailLoginResult,
  loginWithEmail,
  resendCode,
  verifyCode,
} from './emailLogin'
export {
  HeadlessActionError,
  type HeadlessError,
  type HeadlessErrorCode,
  toHeadlessError,
} from './headlessError'
export {
  getState,
  type HeadlessLogin,
  type HeadlessState,
  type LoginStep,
  subscribe,
  type WalletConnectUri,
} from './headlessState'
export { getInstanceConfig, subscribeInstance, watchWallets } from './instance'
export { getSocialProviders, loginWithSocial } from './socialLogin'
export {
  type ConnectWalletConnectParameters,
  connectWalletConnect,
  type WalletConnectPairing,
} from './walletConnect'
export {
  type GetWalletListParameters,
  getWalletList,
  type HeadlessWallet,
  type HeadlessWalletList,
  type WalletListPage,
} from './walletList'

export { type CookieStorageOptions, cookieStorage, createCookieStorage } from '@latchkey/core'
export {
  type AppKit,
  type CreateAppKitOptions,
  createAppKit,
  darkTheme,
  lightTheme,
  midnightTheme,
  type Theme,
  type ThemeOption,
  type ThemeOptions,
  type ThemeOverrides,
} from '@latchkey/ui'
export type {
  AppKitAccountButtonCustomProps,
  AppKitButtonCustomProps,
  AppKitCustomAccount,
  AppKitCustomNetwork,
  AppKitCustomRenderProps,
  AppKitNetworkButtonCustomProps,
} from './components/AppKitButtonCustom'
export {
  AppKitAccountButton,
  type AppKitAccountButtonProps,
  AppKitButton,
  type AppKitButtonProps,
  AppKitConnectButton,
  type AppKitConnectButtonProps,
  AppKitNetworkButton,
  type AppKitNetworkButtonProps,
} from './components/AppKitButtons'
export {
  AppKitProvider,
  type AppKitProviderProps,
  useAppKitContext,
} from './components/AppKitProvider'
export {
  type HeadlessActionState,
  type UseConnectionStatusReturnType,
  type UseConnectReturnType,
  type UseEmailLoginReturnType,
  type UseSocialLoginReturnType,
  type UseWalletConnectUriReturnType,
  type UseWalletListReturnType,
  useConnect,
  useConnectionStatus,
  useEmailLogin,
  useHeadlessConfig,
  useSocialLogin,
  useWalletConnectUri,
  useWalletList,
} from './headless'
export { type UseAppKitReturnType, useAppKit } from './hooks/useAppKit'
export { type UseAppKitAccountReturnType, useAppKitAccount } from './hooks/useAppKitAccount'
export {
  type FetchBalanceResult,
  type UseAppKitBalanceReturnType,
  useAppKitBalance,
} from './hooks/useAppKitBalance'
export { type UseAppKitEventsReturnType, useAppKitEvents } from './hooks/useAppKitEvents'
export { type UseAppKitNetworkReturnType, useAppKitNetwork } from './hooks/useAppKitNetwork'
export { type UseAppKitProviderReturnType, useAppKitProvider } from './hooks/useAppKitProvider'
export { type UseAppKitSiwxReturnType, useAppKitSiwx } from './hooks/useAppKitSiwx'
export { type UseAppKitStateReturnType, useAppKitState } from './hooks/useAppKitState'
export { type UseAppKitThemeReturnType, useAppKitTheme } from './hooks/useAppKitTheme'
export { type UseDisconnectReturnType, useDisconnect } from './hooks/useDisconnect'
export { type UseWalletInfoReturnType, useWalletInfo } from './hooks/useWalletInfo'
export {
  type AppKitInitialState,
  type CookieToInitialStateOptions,
  cookieToInitialState,
} from './ssr/cookieToInitialState'

// Hooks of the headless connect flow (issue 38): the modal's flow, drawn by the host.

export { type UseConnectReturnType, useConnect } from './useConnect'
export { type UseConnectionStatusReturnType, useConnectionStatus } from './useConnectionStatus'
export { type UseEmailLoginReturnType, useEmailLogin } from './useEmailLogin'
export type { HeadlessActionState } from './useHeadlessAction'
export { useHeadlessConfig } from './useHeadlessConfig'
export { type UseHeadlessDisconnectReturnType, useDisconnect } from './useHeadlessDisconnect'
export { type UseSocialLoginReturnType, useSocialLogin } from './useSocialLogin'
export { type UseWalletConnectUriReturnType, useWalletConnectUri } from './useWalletConnectUri'
export { type UseWalletListReturnType, useWalletList } from './useWalletList'

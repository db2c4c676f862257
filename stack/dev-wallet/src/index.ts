export { announceDevWallet, type DevWalletProviderDetail } from './announceDevWallet'
export type {
  ApprovalKind,
  ApprovalMode,
  ApprovalRequest,
  ApprovalRequestBase,
  Approvals,
  ApproveCallback,
} from './approvals'
export {
  isHttpUrl,
  parseAddEthereumChainParameter,
  parseChainIdHex,
  toChainIdHex,
} from './chainParams'
export { type CreateDevWalletReturnType, createDevWallet } from './createDevWallet'
export type { DevWalletEventName, DevWalletEvents } from './emitter'
export { ProviderRpcError, rpcErrorCodes } from './errors'
export { defaultDevWalletInfo, devWalletIcon } from './icon'
export { readOnlyMethodNames } from './methods/readOnlyMethods'
export { DevWalletOptionsError } from './options'
export type { DevWalletStorage } from './persistence'
export * from './solana'
export type {
  CreateDevWalletParameters,
  DevWalletChain,
  DevWalletInfo,
  DevWalletProvider,
  DevWalletState,
  EIP1193RequestArguments,
} from './types'

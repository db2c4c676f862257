export type { WalletConnectOptions, WalletConnectStorage } from '@latchkey/adapter-kit'
export * from './memoryStorage'
export * from './pairingFlow'
export { peerWallet } from './peerWallet'
export { answerText, requestChain, sessionKitSigner } from './sessionSigner'
export { joinSharedSession, type SharedSession } from './sharedSession'
export {
  SHARED_SESSION_CONNECTOR_ID,
  type SharedSessionConnector,
  sharedSessionSource,
} from './sharedSessionSource'
export type { UniversalAdapter } from './universalAdapter'
export {
  createUniversalAdapters,
  UNIVERSAL_CONNECTOR_ID,
  type UniversalAdapters,
  type UniversalAdaptersParameters,
} from './universalAdapters'
export * from './universalNamespaces'
export * from './universalProvider'
export {
  createWalletConnectEip1193,
  type Eip1193RequestArguments as WalletConnectRequestArguments,
  type WalletConnectEip1193,
} from './walletConnectEip1193'
export * from './walletConnectErrors'
export {
  createWalletConnectSession,
  type WalletConnectSession,
  type WalletConnectSessionEvent,
  type WalletConnectSessionParameters,
} from './walletConnectSession'

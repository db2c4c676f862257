export { createMemoryStorage, type WalletConnectStorage } from './memoryStorage'
export { EIP155_METHODS, SOLANA_CHAINS } from './namespaces'
export { walletConnectLink } from './pairingLink'
export type { WalletConnectMetadata } from './universalProvider'
export {
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectConnector,
  type WalletConnectParameters,
  type WalletConnectSource,
  walletConnect,
} from './walletConnect'

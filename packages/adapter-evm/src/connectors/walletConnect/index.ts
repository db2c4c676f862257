export {
  createWalletConnectMemoryStorage as createMemoryStorage,
  type WalletConnectMetadata,
  type WalletConnectStorage,
} from '@latchkey/walletconnect'
export { EIP155_METHODS, SOLANA_CHAINS } from './namespaces'
export { walletConnectLink } from './pairingLink'
export {
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectConnector,
  type WalletConnectParameters,
  type WalletConnectSource,
  walletConnect,
} from './walletConnect'

import { walletConnectProfile } from '@latchkey/core'

export { pairingLink as walletConnectLink } from '@latchkey/core'
export {
  createWalletConnectMemoryStorage as createMemoryStorage,
  type WalletConnectMetadata,
  type WalletConnectStorage,
} from '@latchkey/walletconnect'
export {
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectConnector,
  type WalletConnectParameters,
  type WalletConnectSource,
  walletConnect,
  walletConnectView,
} from './walletConnect'

/** The eip155 methods a WalletConnect proposal asks wallets for (the eip155 profile's). */
export const EIP155_METHODS = walletConnectProfile('eip155').methods

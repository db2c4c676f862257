export type {
  SignAndSendTransactionParameters,
  SignAndSendTransactionReturnType,
} from './actions/signAndSendTransaction'
export type { SignInParameters, SignInReturnType } from './actions/signIn'
export type { SignMessageReturnType } from './actions/signMessage'
export type { SignTransactionsParameters } from './actions/signTransactions'
export type { TransferReturnType } from './actions/transfer'
export type { ConnectorSource, SolanaConnector } from './connectors/SolanaConnector'
export type {
  SendOptions,
  SignerChange,
  SignInOutput,
  SolanaSigner,
} from './connectors/SolanaSigner'
export { isSolanaWallet, standardWallets, type WalletRegistry } from './connectors/standardWallets'
export { WALLET_CONNECT_CONNECTOR_ID } from './connectors/walletConnect'
export {
  type DefineSolanaNetworkParameters,
  defineSolanaNetwork,
} from './networks/defineSolanaNetwork'
export {
  localSolana,
  solanaDevnet,
  solanaMainnet,
  solanaNetworks,
  solanaTestnet,
} from './networks/presets'
export { walletStandardChain } from './networks/walletChain'
export type {
  AnyTransaction,
  SolanaSendOptions,
  SolanaWalletProvider,
} from './provider/SolanaWalletProvider'
export { type SolanaAdapter, type SolanaAdapterOptions, solanaAdapter } from './solanaAdapter'

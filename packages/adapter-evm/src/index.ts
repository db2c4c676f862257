export {
  evmChainId,
  isUnrecognizedChainError,
  toWalletError,
  walletErrorCode,
} from '@latchkey/core'
export type { SendCallsParameters, SendCallsReturnType } from './actions/sendCalls'
export type { SignTypedDataParameters, SignTypedDataReturnType } from './actions/signTypedData'
export type { EvmCall } from './actions/validateCalls'
export { validateCalls } from './actions/validateCalls'
export {
  createPublicClients,
  type PublicClients,
  rpcTransport,
} from './clients/createPublicClients'
export {
  announcedWallets,
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  type Eip6963ProviderInfo,
} from './connectors/announcedWallets'
export {
  type ConnectorRegistry,
  createConnectorRegistry,
} from './connectors/createConnectorRegistry'
export type {
  ConnectorSource,
  ConnectorSourceContext,
  DiscoveryTarget,
  EvmConnector,
} from './connectors/EvmConnector'
export {
  INJECTED_CONNECTOR_ID,
  INJECTED_CONNECTOR_NAME,
  injectedWallet,
} from './connectors/injectedWallet'
export {
  createMemoryStorage,
  EIP155_METHODS,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectConnector,
  type WalletConnectMetadata,
  type WalletConnectParameters,
  type WalletConnectSource,
  type WalletConnectStorage,
  walletConnect,
  walletConnectLink,
  walletConnectView,
} from './connectors/walletConnect'
export {
  type EvmAdapter,
  type EvmAdapterActions,
  type EvmAdapterOptions,
  evmAdapter,
} from './evmAdapter'
export { type DefineEvmNetworkParameters, defineEvmNetwork } from './networks/defineEvmNetwork'
export { localDevnet } from './networks/localDevnet'
export {
  arbitrum,
  aurora,
  avalanche,
  base,
  baseSepolia,
  bsc,
  celo,
  evmNetworks,
  fantom,
  gnosis,
  kaia,
  mainnet,
  optimism,
  polygon,
  sepolia,
  zksync,
  zora,
} from './networks/presets'
export { type RpcGateway, rpcGatewayUrl } from './networks/rpcGatewayUrl'
export { toViemChain } from './networks/toViemChain'
export type { Eip1193Provider, Eip1193RequestArguments } from './provider/Eip1193Provider'
export {
  createUsdtStyleMatcher,
  KNOWN_USDT_STYLE_TOKENS,
  type UsdtStyleTokenList,
  usdtStyleAbi,
} from './tokens/usdtStyleTokens'

export type { SignMessageParameters, SignMessageReturnType } from './actions/signMessage'
export type { SignPsbtParameters, SignPsbtReturnType } from './actions/signPsbt'
export type { TransferReturnType } from './actions/transfer'
export { type BitcoinAdapter, type BitcoinAdapterOptions, bitcoinAdapter } from './bitcoinAdapter'
export type {
  AddressPurpose,
  BitcoinAccount,
  MessageProtocol,
} from './connectors/BitcoinSigner'
export type {
  SatsConnectProvider,
  SatsConnectProviderInfo,
  SatsConnectWindow,
} from './connectors/satsConnect'
export { BITCOIN_FEATURES } from './connectors/standardFeatures'
export { isBitcoinWallet, type WalletRegistry } from './connectors/standardWallets'
export { WALLET_CONNECT_CONNECTOR_ID } from './connectors/walletConnect'
export {
  createEsploraClient,
  type EsploraClient,
  EsploraError,
  type EsploraUtxo,
} from './esplora/esploraClient'
export { type BitcoinChainKind, chainKind, walletStandardChain } from './networks/chainKind'
export {
  bitcoinMainnet,
  bitcoinNetworks,
  bitcoinSignet,
  bitcoinTestnet,
  type DefineBitcoinNetworkParameters,
  defineBitcoinNetwork,
  localBitcoin,
  REGTEST_GENESIS,
} from './networks/presets'
export { estimateVsize } from './psbt/vsize'

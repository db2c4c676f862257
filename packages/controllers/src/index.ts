export * from './actions/fillMaxAmount'
export * from './actions/resolveReceiverProfile'
export type { AccountState, ConnectedWalletInfo } from './chain/AccountState'
export * from './connection/connectorList'
export type { AlertState } from './controllers/AlertController'
export type { BalanceState } from './controllers/BalanceController'
export type {
  ChainControllerState,
  ChainState,
  InitChainParams,
} from './controllers/ChainController'
export type {
  ConnectionContext,
  ConnectionState,
  ConnectParams,
} from './controllers/ConnectionController'
export type { ConnectorState } from './controllers/ConnectorController'
export type {
  AppKitEvent,
  AppKitEventName,
  EventsState,
} from './controllers/EventsController'
export type {
  ModalState,
  OpenModalParams,
} from './controllers/ModalController'
export type { NamesState } from './controllers/NamesController'
export type { NetworkState } from './controllers/NetworkController'
export {
  type Features,
  type OptionsState,
  resolveOptions,
  validateOptions,
} from './controllers/OptionsController'
export type {
  RouterState,
  TransactionAction,
} from './controllers/RouterController'
export type { SendState } from './controllers/SendController'
export type { SiwxState } from './controllers/SiwxController'
export type {
  ShowToastOptions,
  SnackState,
} from './controllers/SnackController'
export type {
  ThemeState,
  ThemeVariables,
} from './controllers/ThemeController'
export type { TransactionsState } from './controllers/TransactionsController'
export type { WalletListState } from './controllers/WalletListController'
export * from './core/AppKitCore'
export { appKitInstance } from './core/appKitInstance'
export type { Config } from './core/Config'
export { createConfig } from './core/createConfig'
export * as lateControllers from './core/lateControllers'
export {
  type LateControllers,
  loadLateControllers,
  provideLateControllers,
} from './core/loadLateControllers'
export { loadServiceClients } from './core/loadServiceClients'
export type { Analytics, BlockchainApi, Services } from './core/Services'
export { servicesOf } from './core/servicesOf'
export type { Store, StoreSlices } from './core/store'
export { instanceData } from './core/store'
export type {
  AccountOverview,
  EmbeddedWalletInfo,
  FetchBalanceResult,
  ModalOverview,
  NetworkOverview,
  WalletProviderOverview,
  WalletProviders,
} from './core/subscriptions'
export type * from './embedded/EmbeddedHost'
export { isEmbeddedAuthProvider } from './embedded/EmbeddedHost'
export { type EmbeddedSocialProvider, isEmbeddedSocialProvider } from './embedded/EmbeddedSocial'
export { setModalLocale } from './embedded/modalLocale'
export * from './embedded/PendingRequests'
export { pendingRequestsOf } from './embedded/pendingRequestsOf'
export * from './environment/Environment'
export * from './login/abandonLogin'
export * from './login/approveDevice'
export * from './login/completeSocialLogin'
export { InvalidCodeError, InvalidEmailError } from './login/loginErrors'
export { loginFailureMessage } from './login/loginFailureMessage'
export * from './login/requestEmailCode'
export * from './login/resendEmailCode'
export * from './login/startFarcasterLogin'
export * from './login/startSocialLogin'
export * from './login/updateEmail'
export * from './login/verifyEmailCode'
export * from './login/verifyEmailUpdate'
export { isOnRampSupported } from './onramp/onrampSupport'
export type * from './options/AppKitOptions'
export { PROVIDERLESS_NOTE, PUBLIC_NETWORK_NOTE } from './options/providerlessNote'
export * from './options/providerRelayUrl'
export { PUBLIC_RELAY_URL } from './options/resolveWalletConnect'
export { resolveServiceUrls, type ServiceUrls } from './options/serviceUrls'
export * from './options/viewOrders'
export { LEGACY_KEYS } from './persistence/legacyKeys'
export { readStoredValues } from './persistence/readStoredState'
export {
  parseStoredState,
  STORE_KEY,
  STORE_VERSION,
  type StoredNamespace,
  type StoredState,
} from './persistence/storedState'
export * from './router/views'
export * from './send/sendAction'
export type { SendDraft } from './send/validateSend'
export { validateSend } from './send/validateSend'
export type * from './siwx/SiwxConfig'
export type { SiweConfig, SiweCreateMessageArgs } from './siwx/siweConfig'
export { isSwapSupported } from './swap/swapSupport'
export * from './transactions/groupTransactions'
export * from './walletList/WalletRegistryClient'

export type { AccountBalances } from './actions/AdapterContext'
export type { GetBalancesParameters } from './actions/getBalances'
export type {
  InjectedAccount,
  InjectedExtension,
  InjectedWeb3Target,
  InjectedWindowProvider,
} from './connectors/InjectedWeb3'
export { WALLET_CONNECT_CONNECTOR_ID } from './connectors/walletConnectView'
export {
  type DefinePolkadotNetworkParameters,
  definePolkadotNetwork,
  type PolkadotNetwork,
} from './networks/definePolkadotNetwork'
export { kusama, localPolkadot, polkadot, polkadotNetworks, westend } from './networks/presets'
export {
  type PolkadotActions,
  type PolkadotAdapter,
  type PolkadotAdapterOptions,
  polkadotAdapter,
} from './polkadotAdapter'

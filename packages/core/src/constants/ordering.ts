import type { ConnectorType } from '../types/connector'

/** SPEC §2 connect-method order, and the order used when injected or announced wallets show. */
export const CONNECT_METHOD_ORDER = Object.freeze(['email', 'social', 'wallet'] as const)
export const CONNECT_METHOD_ORDER_WITH_WALLETS = Object.freeze([
  'wallet',
  'email',
  'social',
] as const)
export type ConnectMethod = (typeof CONNECT_METHOD_ORDER)[number]

/** SPEC §2 order of the account's wallet features. */
export const WALLET_FEATURE_ORDER = Object.freeze(['onramp', 'swaps', 'receive', 'send'] as const)
export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number]

/** SPEC §3 connector types. */
export const CONNECTOR_TYPES: readonly ConnectorType[] = Object.freeze([
  'EXTERNAL',
  'INJECTED',
  'ANNOUNCED',
  'AUTH',
  'MULTI_CHAIN',
  'WALLET_CONNECT',
  'ID_AUTH',
])

/** SPEC §2 account tabs. */
export const ACCOUNT_TABS = Object.freeze(['Tokens', 'NFTs', 'Activity'] as const)
export type AccountTab = (typeof ACCOUNT_TABS)[number]

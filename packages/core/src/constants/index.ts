import { ANALYTICS_EVENTS } from './analytics'
import { CONNECTOR_TYPE_ORDER } from './connectorTypeOrder'
import {
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  SOCIAL_PROVIDERS,
  THEME_MODES,
} from './features'
import { HTTP_RETRY } from './httpRetry'
import { LIMITS } from './limits'
import {
  ACTIVITY_NAMESPACES,
  BALANCE_NAMESPACES,
  NAME_NAMESPACES,
  ONRAMP_NAMESPACES,
} from './namespaceLists'
import { CHAIN_NAMESPACES, SWAP_NETWORK_IDS, WELL_KNOWN_NETWORK_IDS } from './networks'
import {
  COINBASE_PAY_CHAINS,
  COINBASE_PAY_FALLBACK_CHAIN,
  ONRAMP_FALLBACK_LIMITS,
  ONRAMP_FALLBACK_OPTIONS,
  ONRAMP_PROVIDERS,
} from './onramp'
import {
  ACCOUNT_TABS,
  CONNECT_METHOD_ORDER,
  CONNECT_METHOD_ORDER_WITH_WALLETS,
  CONNECTOR_TYPES,
  WALLET_FEATURE_ORDER,
} from './ordering'
import {
  EMBEDDED_SAFE_RPC_METHODS,
  EMBEDDED_UNSAFE_RPC_METHODS,
  SOLANA_COMMITMENTS,
} from './rpcMethods'
import { TIMING } from './timing'

/** Every number and list of SPEC §9 (and the few of §2–§7), named once. */
export const CONSTANTS = Object.freeze({
  ...TIMING,
  ...LIMITS,
  HTTP_RETRY,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  SOCIAL_PROVIDERS,
  DEFAULT_ACCOUNT_TYPES,
  THEME_MODES,
  CHAIN_NAMESPACES,
  NAME_NAMESPACES,
  BALANCE_NAMESPACES,
  ACTIVITY_NAMESPACES,
  SWAP_NETWORK_IDS,
  WELL_KNOWN_NETWORK_IDS,
  ONRAMP_PROVIDERS,
  ONRAMP_NAMESPACES,
  ONRAMP_FALLBACK_LIMITS,
  ONRAMP_FALLBACK_OPTIONS,
  COINBASE_PAY_CHAINS,
  COINBASE_PAY_FALLBACK_CHAIN,
  CONNECT_METHOD_ORDER,
  CONNECT_METHOD_ORDER_WITH_WALLETS,
  CONNECTOR_TYPE_ORDER,
  CONNECTOR_TYPES,
  WALLET_FEATURE_ORDER,
  ACCOUNT_TABS,
  SOLANA_COMMITMENTS,
  EMBEDDED_SAFE_RPC_METHODS,
  EMBEDDED_UNSAFE_RPC_METHODS,
  ANALYTICS_EVENTS,
})

export * from './analytics'
export * from './connectorTypeOrder'
export * from './features'
export * from './httpRetry'
export * from './limits'
export * from './namespaceLists'
export * from './networks'
export * from './onramp'
export * from './ordering'
export * from './rpcMethods'
export * from './timing'

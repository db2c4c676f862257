import type { ConnectionStatus } from '../types/connection'

/** SPEC §9 counts, sizes and defaults. */
export const LIMITS = Object.freeze({
  RPC_BATCH_SIZE: 1000,
  RPC_HEALTH_LATENCY_WEIGHT: 0.3,
  RPC_HEALTH_STABILITY_WEIGHT: 0.7,
  RECOMMENDED_WALLETS: 4,
  WALLET_PAGE_SIZE: 40,
  WALLET_SEARCH_LIMIT: 100,
  REQUEST_CACHE_ENTRIES: 8192,
  QUERY_RETRIES: 3,
  MAX_RECENT_WALLETS: 2,
  SWAP_SLIPPAGE: 1,
  FRAME_SDK_VERSION: 4,
  DEFAULT_LOG_LEVEL: 'error',
  DEFAULT_LOGIN_CHAIN_ID: 1,
  DEFAULT_EVENTS: Object.freeze(['accountsChanged', 'chainChanged'] as const),
  MODAL_WIDTH_PX: 360,
  NAME_MIN_LENGTH: 4,
  DEFAULT_CONNECTION_STATUS: 'disconnected' as ConnectionStatus,
})

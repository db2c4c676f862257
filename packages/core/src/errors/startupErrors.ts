// The catalogue's texts that code running at start-up can throw (CAIP and options checks, the
// controllers and adapters that exist before the first open), in a module of their own: a
// bundler places a module as a whole, so start-up code that throws with `startupError` carries
// these few and the rest of the catalogue loads with the code that throws or shows it (issue 13).
// ERRORS includes them: each text lives here only.
export const STARTUP_ERRORS = Object.freeze({
  // Networks, adapters and options
  NETWORK_NOT_FOUND: 'Network not found',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  SIWE_CONFIG_WITH_SIWX: 'Cannot set both siweConfig and siwx options',
  CREATE_APPKIT_REQUIRED: 'Please call createAppKit before using useAppKit hook',
  WALLET_CONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectConnector not found',

  // Account read-outs and requests
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  REQUEST_ABORTED: 'Request was aborted',
  UNKNOWN_ERROR: 'Unknown error',

  // CAIP ids, chains and amounts
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  INVALID_CAIP10_ADDRESS: 'Invalid CAIP-10 address',
  INVALID_CAIP2_NETWORK_ID: 'Invalid CAIP-2 network id',
  INVALID_CHAIN_ID: 'Invalid chainId',
  // Not in §8: core's own input checks (parseUnits), kept in the catalogue so no text lives elsewhere.
  INVALID_AMOUNT: 'Invalid amount',
})

export type StartupErrorCode = keyof typeof STARTUP_ERRORS

import { DEFAULT_ACCOUNT_TYPES } from '../constants/features'
import type { NamespaceProfile } from './NamespaceProfile'

// Legacy and P2SH (base58, 25 to 34 characters) or segwit (bech32/bech32m, any network's prefix).
const BITCOIN_ADDRESS = /^([123mn][1-9A-HJ-NP-Za-km-z]{25,34}|(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87})$/

/** Bitcoin (CAIP-2 `bip122`, the genesis block hash cut to 32 characters). */
export const bip122Profile: NamespaceProfile = /* @__PURE__ */ Object.freeze({
  namespace: 'bip122',
  defaultAccountType: DEFAULT_ACCOUNT_TYPES.bip122,
  isAddress: (value: unknown): value is string =>
    typeof value === 'string' && BITCOIN_ADDRESS.test(value),
  normalizeAddress: (address: string) => address.trim(),
  // Bech32 is case-insensitive; base58 addresses are not.
  addressKey: (address: string) =>
    /^(bc|tb|bcrt)1/i.test(address) ? address.toLowerCase() : address,
  // Issue 21: adapter-bitcoin sends BTC (its fee rate comes from the network's estimates); §8
  // names no Bitcoin failure text, so a failed send shows the generic one.
  send: Object.freeze({ nativeNeeds: Object.freeze([]), failure: 'FAILED_TO_SEND_TRANSACTION' }),
})

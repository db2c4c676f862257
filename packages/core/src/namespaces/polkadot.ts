import { DEFAULT_ACCOUNT_TYPES } from '../constants/features'
import type { NamespaceProfile } from './NamespaceProfile'

// SS58: base58 of a prefix, a 32-byte key and a checksum, 46 to 48 characters for the usual prefixes.
const SS58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{46,48}$/

/** Polkadot and other Substrate chains (CAIP-2 `polkadot`, the genesis hash cut to 32). */
export const polkadotProfile: NamespaceProfile = /* @__PURE__ */ Object.freeze({
  namespace: 'polkadot',
  defaultAccountType: DEFAULT_ACCOUNT_TYPES.polkadot,
  isAddress: (value: unknown): value is string =>
    typeof value === 'string' && SS58_ADDRESS.test(value),
  addressKey: (address: string) => address,
  normalizeAddress: (address: string) => address.trim(),
  // Issue 22 adds native transfers (adapter-polkadot); §8 names no Polkadot failure text, so a
  // failed send shows the generic one Solana uses.
  send: /* @__PURE__ */ Object.freeze({
    nativeNeeds: /* @__PURE__ */ Object.freeze([]),
    failure: 'FAILED_TO_SEND_TRANSACTION',
  }),
})

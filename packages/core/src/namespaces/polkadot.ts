import { DEFAULT_ACCOUNT_TYPES } from '../constants/features'
import { isSs58Address } from '../encoding/ss58'
import type { NamespaceProfile } from './NamespaceProfile'

/** Polkadot and other Substrate chains (CAIP-2 `polkadot`, the genesis hash cut to 32). */
export const polkadotProfile: NamespaceProfile = Object.freeze({
  namespace: 'polkadot',
  defaultAccountType: DEFAULT_ACCOUNT_TYPES.polkadot,
  // SS58 of any network prefix (one or two bytes), its checksum checked.
  isAddress: isSs58Address,
  addressKey: (address: string) => address,
  normalizeAddress: (address: string) => address.trim(),
  addressBody: (address: string) => address,
  balances: false,
  activity: false,
  onramp: false,
  // Issue 22 adds native transfers (adapter-polkadot); §8 names no Polkadot failure text, so a
  // failed send shows the generic one Solana uses.
  send: Object.freeze({
    nativeNeeds: Object.freeze([]),
    failure: 'FAILED_TO_SEND_TRANSACTION',
  }),
})

import { DEFAULT_ACCOUNT_TYPES } from '../constants/features'
import { isValidSolanaAddress } from '../validation/address'
import type { NamespaceProfile } from './NamespaceProfile'

/** Solana clusters (CAIP-2 `solana`, the genesis hash cut to 32 characters). */
export const solanaProfile: NamespaceProfile = Object.freeze({
  namespace: 'solana',
  defaultAccountType: DEFAULT_ACCOUNT_TYPES.solana,
  isAddress: isValidSolanaAddress,
  addressKey: (address: string) => address,
  normalizeAddress: (address: string) => address.trim(),
  addressBody: (address: string) => address,
  balances: true,
  activity: true,
  onramp: true,
  send: Object.freeze({
    nativeNeeds: Object.freeze([]),
    failure: 'FAILED_TO_SEND_TRANSACTION',
  }),
})

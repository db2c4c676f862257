import { DEFAULT_ACCOUNT_TYPES } from '../constants/features'
import type { CaipNetwork } from '../types/network'
import { isValidEvmAddress } from '../validation/address'
import { convertEvmChainIdToCoinType } from '../validation/coinType'
import type { NamespaceProfile } from './NamespaceProfile'

/** EVM chains (CAIP-2 `eip155`). */
export const eip155Profile: NamespaceProfile = Object.freeze({
  namespace: 'eip155',
  defaultAccountType: DEFAULT_ACCOUNT_TYPES.eip155,
  isAddress: isValidEvmAddress,
  addressKey: (address: string) => address.toLowerCase().replace(/^(0x)?/, '0x'),
  // §5 accepts an address without 0x; wallets and nodes do not.
  normalizeAddress: (address: string) => address.replace(/^(0x)?/i, '0x'),
  addressBody: (address: string) => address.replace(/^0x/i, ''),
  balances: true,
  activity: true,
  onramp: true,
  names: Object.freeze({
    coinType: (network: CaipNetwork) => convertEvmChainIdToCoinType(Number(network.id)),
  }),
  send: Object.freeze({
    nativeNeeds: Object.freeze(['gasPrice', 'decimals'] as const),
    failure: 'SOMETHING_WENT_WRONG',
  }),
})

import { DEFAULT_ACCOUNT_TYPES } from '../constants/features'
import type { CaipNetwork } from '../types/network'
import { bitcoinAddressNetwork, isBitcoinAddress } from './bitcoinAddress'
import type { NamespaceProfile } from './NamespaceProfile'

/** Bitcoin (CAIP-2 `bip122`, the genesis block hash cut to 32 characters). */
export const bip122Profile: NamespaceProfile = Object.freeze({
  namespace: 'bip122',
  defaultAccountType: DEFAULT_ACCOUNT_TYPES.bip122,
  // The network's own addresses when it is given (a network we do not know by its genesis
  // hash: testnet's or mainnet's by its flag), any network's otherwise. The module is in a
  // lazy chunk, so its checksums cost no start-up bytes.
  isAddress: (value: unknown, network?: CaipNetwork): value is string =>
    isBitcoinAddress(
      value,
      network &&
        (bitcoinAddressNetwork(network.caipNetworkId) ?? (network.testnet ? 'testnet' : 'mainnet')),
    ),
  normalizeAddress: (address: string) => address.trim(),
  addressBody: (address: string) => address,
  // Issue 21: the provider reads Bitcoin balances and history from Esplora.
  balances: true,
  activity: true,
  onramp: false,
  // Bech32 is case-insensitive; base58 addresses are not.
  addressKey: (address: string) =>
    /^(bc|tb|bcrt)1/i.test(address) ? address.toLowerCase() : address,
  // Issue 21: adapter-bitcoin sends BTC (its fee rate comes from the network's estimates); §8
  // names no Bitcoin failure text, so a failed send shows the generic one.
  send: Object.freeze({ nativeNeeds: Object.freeze([]), failure: 'FAILED_TO_SEND_TRANSACTION' }),
})

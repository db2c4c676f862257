import { DEFAULT_ACCOUNT_TYPES } from '../constants/features'
import type { CaipNetwork } from '../types/network'
import { type BitcoinAddressNetwork, isBitcoinAddress } from './bitcoinAddress'
import type { NamespaceProfile } from './NamespaceProfile'

// Regtest is a test network with addresses of its own (bcrt1); it is known by its genesis hash.
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** Whose addresses a network takes: regtest's, testnet's (any test network) or mainnet's. */
function addressNetwork(network: CaipNetwork): BitcoinAddressNetwork {
  if (network.caipNetworkId === REGTEST) return 'regtest'
  return network.testnet ? 'testnet' : 'mainnet'
}

/** Bitcoin (CAIP-2 `bip122`, the genesis block hash cut to 32 characters). */
export const bip122Profile: NamespaceProfile = Object.freeze({
  namespace: 'bip122',
  defaultAccountType: DEFAULT_ACCOUNT_TYPES.bip122,
  // The network's own addresses when it is given, any network's otherwise. The module is in a
  // lazy chunk, so its checksums cost no start-up bytes.
  isAddress: (value: unknown, network?: CaipNetwork): value is string =>
    isBitcoinAddress(value, network && addressNetwork(network)),
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

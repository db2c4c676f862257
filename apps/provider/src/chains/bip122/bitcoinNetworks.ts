import { type Network, networks } from 'bitcoinjs-lib'

/** Bitcoin networks by CAIP-2 id (`bip122:` + the genesis block hash's first 32 hex characters). */
export const BITCOIN_NETWORKS: ReadonlyMap<string, { name: string; network: Network }> = new Map([
  ['bip122:000000000019d6689c085ae165831e93', { name: 'mainnet', network: networks.bitcoin }],
  ['bip122:000000000933ea01ad0ee984209779ba', { name: 'testnet3', network: networks.testnet }],
  ['bip122:00000000da84f2bafbbc53dee25a72ae', { name: 'testnet4', network: networks.testnet }],
  ['bip122:00000008819873e925422c1ff0f99f7c', { name: 'signet', network: networks.testnet }],
  ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328', { name: 'regtest', network: networks.regtest }],
])

export const BIP122_CHAIN_ID_PATTERN = new RegExp(`^(${[...BITCOIN_NETWORKS.keys()].join('|')})$`)

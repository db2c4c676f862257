/** Chopsticks builds a genesis-file chain with this block hash as its genesis (0x45 × 32). */
export const LOCAL_POLKADOT_GENESIS_HASH = `0x${'45'.repeat(32)}` as const
/** CAIP-2: the namespace and the genesis hash's first 32 hex characters. */
export const LOCAL_POLKADOT_CAIP_NETWORK_ID = `polkadot:${'45'.repeat(16)}` as const
/** What the Kusama local genesis declares (see the fixture's README). */
export const LOCAL_POLKADOT_CHAIN = Object.freeze({
  name: 'Kusama Local Testnet',
  ss58Format: 2,
  decimals: 12,
  symbol: 'KSM',
})
/** The development accounts the genesis funds (1 000 000 KSM each), as sr25519 secret URIs. */
export const LOCAL_POLKADOT_DEV_ACCOUNTS = Object.freeze([
  '//Alice',
  '//Bob',
  '//Charlie',
  '//Dave',
  '//Eve',
  '//Ferdie',
])

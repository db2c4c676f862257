import { networks } from 'bitcoinjs-lib'

/** bitcoinjs-lib's regtest parameters: bech32 prefix `bcrt`, testnet-style base58 versions. */
export const LOCAL_BITCOIN_NETWORK = networks.regtest

/** Hash of Bitcoin Core's regtest genesis block, which this chain's block 0 is, byte for byte. */
export const LOCAL_BITCOIN_GENESIS_HASH =
  '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

/** CAIP-2 id: `bip122:` + the first 32 hex characters of the genesis block hash (CAIP-4). */
export const LOCAL_BITCOIN_CAIP2 = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** Bitcoin Core's default minimum relay fee rate, in sat/vB. */
export const MIN_RELAY_FEE_RATE = 1

/** Blocks a coinbase output waits before it may be spent (consensus COINBASE_MATURITY). */
export const COINBASE_MATURITY = 100

/** Regtest block subsidy before the first halving (every 150 blocks on regtest). */
export const BLOCK_SUBSIDY_SATS = 50n * 100_000_000n
export const REGTEST_HALVING_INTERVAL = 150

/** Regtest's compact target (powLimit): about every second hash meets it. */
export const REGTEST_BITS = 0x207fffff

/** Blocks an Esplora `/address/:addr/txs/chain` page holds, and mempool entries `/txs` adds. */
export const CHAIN_TXS_PER_PAGE = 25
export const MEMPOOL_TXS_PER_PAGE = 50

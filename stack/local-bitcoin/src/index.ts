export {
  BLOCK_SUBSIDY_SATS,
  COINBASE_MATURITY,
  LOCAL_BITCOIN_CAIP2,
  LOCAL_BITCOIN_GENESIS_HASH,
  LOCAL_BITCOIN_NETWORK,
  MIN_RELAY_FEE_RATE,
} from './constants'
export {
  BITCOIN_DEV_KEY_COUNT,
  BITCOIN_DEV_KEY_SATS,
  BITCOIN_DEV_KEYS,
  BITCOIN_DEV_MNEMONIC,
  BITCOIN_MINER_ADDRESS,
  type BitcoinDevKey,
  type BitcoinDevKeyType,
} from './devKeys'
export { defaultFeeRates, FEE_TARGETS } from './esplora/feeEstimates'
export { bitcoinDevSigner } from './signers'
export {
  type LocalBitcoin,
  type StartLocalBitcoinOptions,
  startLocalBitcoin,
} from './startLocalBitcoin'

/** A Chainlink-style USD price feed the local chain deploys at start: one per demo token and ether. */
export interface PriceFeedSpec {
  /** 'ETH' for the native currency, else a demo token symbol. */
  symbol: string
  /** The feed's pair, as Chainlink names its feeds. */
  pair: string
  /** Decimals of the answer (Chainlink's USD feeds: 8). */
  decimals: number
  /** The first answer, in USD. */
  price: number
}

/** The local feeds, at the demo's prices (ETH 2500 USD, the tokens 1 USD) like the exchange's pools. */
export const PRICE_FEED_SPECS: readonly PriceFeedSpec[] = Object.freeze([
  { symbol: 'ETH', pair: 'ETH/USD', decimals: 8, price: 2500 },
  { symbol: 'LUSD', pair: 'LUSD/USD', decimals: 8, price: 1 },
  { symbol: 'TUSD', pair: 'TUSD/USD', decimals: 8, price: 1 },
  { symbol: 'LDAI', pair: 'LDAI/USD', decimals: 8, price: 1 },
])

/** HD index (m/44'/60'/0'/0/i) of the account that deploys the price feeds: after the exchange's. */
export const PRICE_FEED_DEPLOYER_INDEX = 11

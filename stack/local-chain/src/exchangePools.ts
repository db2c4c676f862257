/** A pool the local exchange opens at start: a demo token against the native currency or another token. */
export interface ExchangePoolSpec {
  /** Demo token symbol. */
  token: string
  /** Demo token symbol, or 'native' for the chain's currency (wrapped). */
  against: 'native' | string
  /** Whole units of `token` put in. */
  tokenAmount: number
  /** Whole units of `against` put in. */
  againstAmount: number
}

/**
 * The local exchange's pools, priced like the demo's configured prices (ETH 2500 USD, the
 * tokens 1 USD). LUSD and LDAI also have a direct pool; other token pairs route through the
 * wrapped native currency.
 */
export const EXCHANGE_POOL_SPECS: readonly ExchangePoolSpec[] = Object.freeze([
  { token: 'LUSD', against: 'native', tokenAmount: 250_000, againstAmount: 100 },
  { token: 'TUSD', against: 'native', tokenAmount: 250_000, againstAmount: 100 },
  { token: 'LDAI', against: 'native', tokenAmount: 250_000, againstAmount: 100 },
  { token: 'LUSD', against: 'LDAI', tokenAmount: 250_000, againstAmount: 250_000 },
])

/** HD index (m/44'/60'/0'/0/i) of the account that deploys the exchange: past the prefunded ten. */
export const EXCHANGE_DEPLOYER_INDEX = 10

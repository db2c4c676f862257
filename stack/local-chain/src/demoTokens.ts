import type { DemoToken } from './types'

/** A demo token and how much of it each of the first accounts receives at start. */
export interface DemoTokenSpec extends Omit<DemoToken, 'address'> {
  /** Whole tokens minted to each holder (multiply by 10^decimals for base units). */
  amountPerHolder: number
}

/**
 * Deployed in this order by account 0 at nonces 0, 1, 2, so their addresses are the same on
 * every fresh local chain with the same mnemonic.
 */
export const DEMO_TOKEN_SPECS: readonly DemoTokenSpec[] = Object.freeze([
  { name: 'Latchkey USD', symbol: 'LUSD', decimals: 6, kind: 'erc20', amountPerHolder: 1_000_000 },
  {
    name: 'Tether-style USD',
    symbol: 'TUSD',
    decimals: 6,
    kind: 'usdt-style',
    amountPerHolder: 1_000_000,
  },
  { name: 'Latchkey DAI', symbol: 'LDAI', decimals: 18, kind: 'erc20', amountPerHolder: 1_000_000 },
])

import { bitcoinVerifier } from './bitcoinVerifier'
import { evmVerifier } from './evmVerifier'
import type { SiwxVerifier } from './SiwxVerifier'
import { solanaVerifier } from './solanaVerifier'

/**
 * The browser's verifiers, no chain client: EVM plain accounts, Solana, Bitcoin. Polkadot's
 * (polkadotVerifier, @latchkey/siwx/server) needs @polkadot/util-crypto: a server's, or passed in.
 */
export function defaultVerifiers(): SiwxVerifier[] {
  return [evmVerifier(), solanaVerifier(), bitcoinVerifier()]
}

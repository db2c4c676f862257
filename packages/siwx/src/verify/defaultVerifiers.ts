import { bitcoinVerifier } from './bitcoinVerifier'
import { evmVerifier } from './evmVerifier'
import type { SiwxVerifier } from './SiwxVerifier'
import { solanaVerifier } from './solanaVerifier'

/** Every namespace's verifier with no chain client: EVM plain accounts, Solana, Bitcoin. */
export function defaultVerifiers(): SiwxVerifier[] {
  return [evmVerifier(), solanaVerifier(), bitcoinVerifier()]
}

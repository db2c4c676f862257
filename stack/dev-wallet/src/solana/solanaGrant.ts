import { createAccountGrantStore } from '../accountGrant'
import type { DevWalletStorage } from '../persistence'

export type { AccountGrant as SolanaGrant } from '../accountGrant'

export const SOLANA_GRANT_KEY = 'latchkey.devWallet.solana.grant'

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** The site's grant of a Solana account (base58), remembered for a silent reconnect. */
export function createSolanaGrantStore(storage: DevWalletStorage | undefined, key: string) {
  return createAccountGrantStore(storage, key, (account) => BASE58.test(account))
}

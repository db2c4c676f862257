import type { DevWalletStorage } from '../persistence'

/** What survives a reload: the site was granted this account. */
export interface SolanaGrant {
  account: string
}

export const SOLANA_GRANT_KEY = 'latchkey.devWallet.solana.grant'

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * The site's grant in `storage`; a storage that throws or holds something unreadable counts as
 * no grant, so the wallet simply asks again.
 */
export function createSolanaGrantStore(storage: DevWalletStorage | undefined, key: string) {
  return {
    read(): SolanaGrant | undefined {
      try {
        const parsed: unknown = JSON.parse(storage?.getItem(key) ?? 'null')
        const account = (parsed as { account?: unknown } | null)?.account
        return typeof account === 'string' && BASE58.test(account) ? { account } : undefined
      } catch {
        return undefined
      }
    },
    write(grant: SolanaGrant) {
      try {
        storage?.setItem(key, JSON.stringify(grant))
      } catch {
        // Not remembered: the next page load asks for access again.
      }
    },
    clear() {
      try {
        storage?.removeItem(key)
      } catch {
        // A stale grant is ignored when it names no account of the wallet.
      }
    },
  }
}

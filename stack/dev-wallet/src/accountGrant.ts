import type { DevWalletStorage } from './persistence'

/** What survives a reload: the site was granted this account. */
export interface AccountGrant {
  account: string
}

/**
 * The site's grant in `storage`, for wallets that name an account by its address alone; a
 * storage that throws or holds something unreadable (or no address of `isAccount`) counts as no
 * grant, so the wallet simply asks again.
 */
export function createAccountGrantStore(
  storage: DevWalletStorage | undefined,
  key: string,
  isAccount: (value: string) => boolean,
) {
  return {
    read(): AccountGrant | undefined {
      try {
        const parsed: unknown = JSON.parse(storage?.getItem(key) ?? 'null')
        const account = (parsed as { account?: unknown } | null)?.account
        return typeof account === 'string' && isAccount(account) ? { account } : undefined
      } catch {
        return undefined
      }
    },
    write(grant: AccountGrant) {
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

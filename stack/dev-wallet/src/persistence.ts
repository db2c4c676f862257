/** The part of the Web Storage API the wallet needs to remember a grant across reloads. */
export interface DevWalletStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** What survives a reload: whether the site was granted access, which account and chain. */
export interface PersistedGrant {
  connected: boolean
  account: `0x${string}`
  chainId: number
}

export const DEFAULT_PERSIST_KEY = 'latchkey.devWallet.grant'

export interface GrantStore {
  read(): PersistedGrant | undefined
  write(grant: PersistedGrant): void
  clear(): void
}

function isGrant(value: unknown): value is PersistedGrant {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return (
    v.connected === true &&
    typeof v.account === 'string' &&
    /^0x[0-9a-fA-F]{40}$/.test(v.account) &&
    Number.isSafeInteger(v.chainId) &&
    (v.chainId as number) > 0
  )
}

/**
 * Keeps the grant in `storage` under `key`. A storage that throws (quota, privacy mode) or holds
 * something unreadable behaves as if nothing was stored: the wallet then simply asks again.
 */
export function createGrantStore(storage: DevWalletStorage | undefined, key: string): GrantStore {
  const clear = () => {
    try {
      storage?.removeItem(key)
    } catch {
      // Nothing more to do: a stale grant is ignored when it no longer matches an account.
    }
  }
  return {
    read() {
      if (!storage) return undefined
      try {
        const raw = storage.getItem(key)
        if (!raw) return undefined
        const parsed: unknown = JSON.parse(raw)
        if (isGrant(parsed)) return parsed
      } catch {
        // Unreadable: dropped below like any other unusable value.
      }
      clear()
      return undefined
    },
    write(grant) {
      try {
        storage?.setItem(key, JSON.stringify(grant))
      } catch {
        // Not remembered: the next page load asks for access again.
      }
    },
    clear,
  }
}

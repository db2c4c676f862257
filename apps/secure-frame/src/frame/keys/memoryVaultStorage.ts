import type { VaultStorage } from './deviceVault'

/** A VaultStorage in memory: a browser profile that is gone when the page is (and for tests). */
export function memoryVaultStorage(): VaultStorage & { readonly entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>()
  return {
    entries,
    get: async (name) => entries.get(name),
    put: async (name, value) => {
      entries.set(name, value)
    },
    delete: async (name) => {
      entries.delete(name)
    },
  }
}

/** Structured-clone storage of the frame's origin (IndexedDB in the browser, a Map in tests). */
export interface VaultStorage {
  get(name: string): Promise<unknown>
  put(name: string, value: unknown): Promise<void>
  delete(name: string): Promise<void>
}

interface WrappedShare {
  key: CryptoKey
  iv: Uint8Array
  sealed: Uint8Array
}

/**
 * The device share, kept encrypted under an AES-GCM key made non-extractable: script can use the
 * key while the page lives but never read it, and the stored bytes alone are useless.
 */
export function deviceVault(storage: VaultStorage) {
  const name = (accountKey: string) => `device-share:${accountKey}`
  return {
    async put(accountKey: string, share: Uint8Array): Promise<void> {
      const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ])
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const sealed = new Uint8Array(
        await crypto.subtle.encrypt(
          { name: 'AES-GCM', iv: iv as BufferSource },
          key,
          share as BufferSource,
        ),
      )
      const wrapped: WrappedShare = { key, iv, sealed }
      await storage.put(name(accountKey), wrapped)
    },

    async get(accountKey: string): Promise<Uint8Array | undefined> {
      const wrapped = (await storage.get(name(accountKey))) as WrappedShare | undefined
      if (!wrapped) return undefined
      return new Uint8Array(
        await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: wrapped.iv as BufferSource },
          wrapped.key,
          wrapped.sealed as BufferSource,
        ),
      )
    },

    delete: (accountKey: string) => storage.delete(name(accountKey)),
  }
}

export type DeviceVault = ReturnType<typeof deviceVault>

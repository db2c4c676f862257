import { randomNonce } from '../message/randomNonce'

/** Issues nonces and lets each be used once (a database can implement the same two calls). */
export interface NonceStore {
  issue(): Promise<string>
  /** True the first time an issued, unexpired nonce is used; false ever after. */
  consume(nonce: string): Promise<boolean>
}

export interface MemoryNonceStoreOptions {
  /** How long an unused nonce stays valid; default 10 minutes. */
  ttlMs?: number
  now?: () => number
}

/** Nonces in this process's memory: one server instance. */
export function createMemoryNonceStore({
  ttlMs = 10 * 60_000,
  now = Date.now,
}: MemoryNonceStoreOptions = {}): NonceStore {
  const issued = new Map<string, number>()
  const sweep = () => {
    const t = now()
    for (const [nonce, expires] of issued) if (expires <= t) issued.delete(nonce)
  }
  return {
    async issue() {
      sweep()
      const nonce = randomNonce()
      issued.set(nonce, now() + ttlMs)
      return nonce
    },
    async consume(nonce) {
      const expires = issued.get(nonce)
      issued.delete(nonce)
      return expires !== undefined && expires > now()
    },
  }
}

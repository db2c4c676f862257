import { randomNonce } from '../message/randomNonce'

/**
 * Issues nonces and lets each be used once. Implementations: `createMemoryNonceStore`,
 * `createRedisNonceStore`, `createSqlNonceStore`; a back-end failure throws `SiwxStoreError`.
 */
export interface NonceStore {
  issue(): Promise<string>
  /** True the first time an issued, unexpired nonce is used; false ever after. */
  consume(nonce: string): Promise<boolean>
}

export interface MemoryNonceStoreOptions {
  /** How long an unused nonce stays valid; default 10 minutes. */
  ttlMs?: number
  /** Unused nonces kept at most; past it the oldest goes. Default 10,000. */
  maxNonces?: number
  now?: () => number
}

/** Nonces in this process's memory: one server instance. */
export function createMemoryNonceStore({
  ttlMs = 10 * 60_000,
  maxNonces = 10_000,
  now = Date.now,
}: MemoryNonceStoreOptions = {}): NonceStore {
  // In issue order, which with one TTL is also expiry order: the oldest sit first.
  const issued = new Map<string, number>()
  return {
    async issue() {
      const t = now()
      for (const [nonce, expires] of issued) {
        if (expires > t && issued.size < maxNonces) break
        issued.delete(nonce)
      }
      const nonce = randomNonce()
      issued.set(nonce, t + ttlMs)
      return nonce
    },
    async consume(nonce) {
      const expires = issued.get(nonce)
      issued.delete(nonce)
      return expires !== undefined && expires > now()
    },
  }
}

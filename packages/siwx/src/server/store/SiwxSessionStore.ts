import type { VerifiedSession } from '../createSessionVerifier'

/** A verified session as a store keeps it, with the moment it stops counting. */
export interface SiwxStoredSession {
  session: VerifiedSession
  /** Milliseconds since 1970: the message's expirationTime or the handler's max age, if sooner. */
  expiresAt: number
}

/**
 * Where the sign-in server keeps each browser's sessions, under the id its cookie carries
 * (issued by the server). One store shared by all processes lets any of them answer.
 * Implementations: `createMemorySessionStore` (default), `createRedisSessionStore`,
 * `createSqlSessionStore`. A back-end failure should throw `SiwxStoreError` (the handler
 * answers 503 to any failure of this store).
 */
export interface SiwxSessionStore {
  /** The browser's unexpired sessions, or undefined when the id is unknown or all expired. */
  get(sessionId: string): Promise<SiwxStoredSession[] | undefined>
  /** Replaces the browser's sessions; the id lives until the last of them expires. */
  put(sessionId: string, sessions: readonly SiwxStoredSession[]): Promise<void>
  delete(sessionId: string): Promise<void>
  /** The browser's unexpired sessions of one account on one chain. */
  list(sessionId: string, chainId: string, address: string): Promise<VerifiedSession[]>
}

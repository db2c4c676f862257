import type { VerifiedSession } from '../createSessionVerifier'
import type { SiwxStoredSession } from './SiwxSessionStore'

/** The sessions still valid at `now`. */
export function liveSessions(
  sessions: readonly SiwxStoredSession[],
  now: number,
): SiwxStoredSession[] {
  return sessions.filter((s) => s.expiresAt > now)
}

/** When a browser's record may go: when its last session expires. */
export function recordExpiry(sessions: readonly SiwxStoredSession[]): number {
  return Math.max(...sessions.map((s) => s.expiresAt))
}

/** True for a session of `address` on `chainId` (addresses compared without case). */
export function isAccountSession(session: VerifiedSession, chainId: string, address: string) {
  return (
    session.data.chainId === chainId &&
    session.data.accountAddress.toLowerCase() === address.toLowerCase()
  )
}

/** The sessions of one account on one chain, out of a browser's stored ones. */
export function accountSessions(
  sessions: readonly SiwxStoredSession[] | undefined,
  chainId: string,
  address: string,
): VerifiedSession[] {
  return (sessions ?? []).map((s) => s.session).filter((s) => isAccountSession(s, chainId, address))
}

/** Reads a record a back-end returns as JSON; anything else counts as no record. */
export function parseStoredSessions(json: unknown): SiwxStoredSession[] | undefined {
  if (typeof json !== 'string') return undefined
  const value: unknown = JSON.parse(json)
  return Array.isArray(value) ? (value as SiwxStoredSession[]) : undefined
}

import type { VerifiedSession } from '../createSessionVerifier'
import type { SiwxStoredSession } from '../store/SiwxSessionStore'
import { isAccountSession, liveSessions } from '../store/storedSessions'

/** A verified session with its end: its message's expirationTime or `maxAgeMs` from now. */
export function toStoredSession(
  session: VerifiedSession,
  now: number,
  maxAgeMs: number,
): SiwxStoredSession {
  const expires = session.data.expirationTime ? Date.parse(session.data.expirationTime) : Number.NaN
  return {
    session,
    expiresAt: Number.isNaN(expires) ? now + maxAgeMs : Math.min(expires, now + maxAgeMs),
  }
}

/**
 * A browser's sessions after signing in `added`: each replaces the one of its account and
 * chain, expired ones go, and past `max` the oldest go.
 */
export function addSessions(
  current: readonly SiwxStoredSession[],
  added: readonly SiwxStoredSession[],
  now: number,
  max: number,
): SiwxStoredSession[] {
  const kept = liveSessions(current, now).filter(
    ({ session }) =>
      !added.some((a) =>
        isAccountSession(session, a.session.data.chainId, a.session.data.accountAddress),
      ),
  )
  return [...kept, ...liveSessions(added, now)].slice(-max)
}

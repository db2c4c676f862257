import type { SiwxSession } from '@latchkey/core'
import type { VerifiedSession } from '../createSessionVerifier'
import { SiwxVerificationError } from '../SiwxVerificationError'
import { SiwxStoreError } from '../store/SiwxStoreError'

/**
 * Verifies each session in turn. A verifier that throws anything but a refusal or a store
 * failure (a malformed address it cannot parse) refuses the session too: a 401, never a 500.
 */
export async function verifySessions(
  verifySession: (session: SiwxSession) => Promise<VerifiedSession>,
  sessions: readonly SiwxSession[],
  onError: (error: unknown) => void,
): Promise<VerifiedSession[]> {
  const verified: VerifiedSession[] = []
  for (const session of sessions) {
    try {
      verified.push(await verifySession(session))
    } catch (error) {
      if (error instanceof SiwxVerificationError || error instanceof SiwxStoreError) throw error
      onError(error)
      throw new SiwxVerificationError('signature', 'The signature could not be checked', {
        cause: error,
      })
    }
  }
  return verified
}

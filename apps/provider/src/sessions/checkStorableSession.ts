import type { SiwxSession } from '@latchkey/core'
import { badRequest } from '../http/ApiError'
import { storableJsonProblem } from '../http/storableJson'
import { rfc3339Time } from './rfc3339Time'

const TIMES = ['issuedAt', 'expirationTime', 'notBefore'] as const

/**
 * Refuses (400) a session the database could not keep as it is: text Postgres rejects (NUL, lone
 * surrogates) or a time that is not an RFC 3339 date-time of a real day. Runs before the
 * verifier, which spends the nonce last: a refused session leaves its nonce usable.
 */
export function checkStorableSession(session: SiwxSession): void {
  const problem = storableJsonProblem(session, 4)
  if (problem) throw badRequest(`Invalid body: ${problem}`)
  for (const field of TIMES) {
    const value = session.data[field]
    if (value !== undefined && rfc3339Time(value) === undefined)
      throw badRequest(`Invalid body: data.${field} must be an RFC 3339 date-time`)
  }
}

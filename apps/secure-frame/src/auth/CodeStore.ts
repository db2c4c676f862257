import { randomBytes } from 'node:crypto'
import { CONSTANTS } from '@latchkey/core'
import type { Database } from '@latchkey/provider'
import { coolDown, FrameError, invalidCode } from '../http/FrameError'
import { hashCode, newOtp, sameHash } from './hashCode'

/**
 * 'login' codes are typed by the visitor; 'device' ones are links that approve a new device;
 * 'update-old' and 'update-new' are the e-mail update's primary and secondary codes (SPEC §4).
 */
export type CodePurpose = 'login' | 'device' | 'update-old' | 'update-new'

/** Codes that share one cool-down: a login's, and an e-mail update's (each its own request). */
const coolDownFamily = (purpose: CodePurpose) =>
  purpose.startsWith('update-') ? ['update-old', 'update-new'] : ['login', 'device']

export interface CodeLimits {
  codeTtlMs: number
  maxCodesPerEmailPerHour: number
  maxCodesPerIpPerHour: number
  maxAttemptsPerCode: number
}

interface CodeRow {
  id: string
  code_hash: string
  purpose: CodePurpose
  attempts: number
  expires_at_ms: string
}

const HOUR_MS = 3_600_000

/**
 * One-time codes by e-mail: expiring, single-use, a few guesses each, one per e-mail per
 * cool-down (SPEC §5/§9: 30 s) and a few per hour per e-mail and per IP.
 */
export class CodeStore {
  constructor(
    private readonly db: Database,
    private readonly secret: Uint8Array,
    private readonly limits: CodeLimits,
    private readonly now: () => number,
  ) {}

  /** Issues a code after the cool-down and rate checks; `bound` ties a device link to its device. */
  async issue(
    email: string,
    ip: string,
    purpose: CodePurpose,
    options: { bound?: string; skipCoolDown?: boolean } = {},
  ): Promise<string> {
    const now = this.now()
    const code = purpose !== 'device' ? newOtp() : randomBytes(24).toString('base64url')
    await this.db.transaction(async (tx) => {
      // One issuer per e-mail at a time, so two quick requests cannot both pass the cool-down.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`frame-code:${email}`])
      const [last] = await tx.query<{ issued_at_ms: string }>(
        `SELECT issued_at_ms FROM frame_codes WHERE email = $1 AND purpose = ANY($2)
         ORDER BY issued_at_ms DESC LIMIT 1`,
        [email, coolDownFamily(purpose)],
      )
      const since = last ? now - Number(last.issued_at_ms) : Number.POSITIVE_INFINITY
      if (!options.skipCoolDown && since < CONSTANTS.EMAIL_CODE_COOLDOWN_MS)
        throw coolDown(CONSTANTS.EMAIL_CODE_COOLDOWN_MS - since)
      const [perEmail] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM frame_codes WHERE email = $1 AND issued_at_ms > $2',
        [email, now - HOUR_MS],
      )
      const [perIp] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM frame_codes WHERE ip = $1 AND issued_at_ms > $2',
        [ip, now - HOUR_MS],
      )
      if (
        (perEmail?.n ?? 0) >= this.limits.maxCodesPerEmailPerHour ||
        (perIp?.n ?? 0) >= this.limits.maxCodesPerIpPerHour
      )
        throw new FrameError(429, 'RATE_LIMITED', 'Too many codes asked for: try again later', {
          'Retry-After': '3600',
        })
      await tx.query(
        `INSERT INTO frame_codes (email, ip, code_hash, purpose, issued_at_ms, expires_at_ms)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          email,
          ip,
          hashCode(this.secret, purpose, email, options.bound ?? '', code),
          purpose,
          now,
          now + this.limits.codeTtlMs,
        ],
      )
    })
    return code
  }

  /**
   * Uses a code: it must be the e-mail's newest live one of that purpose, unexpired, unused and
   * within its guesses. A right code is spent; a wrong one costs a guess.
   */
  async consume(email: string, purpose: CodePurpose, code: string, bound = ''): Promise<void> {
    const now = this.now()
    // The wrong guess is counted in its own committed transaction, then refused.
    const accepted = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<CodeRow>(
        `SELECT id, code_hash, purpose, attempts, expires_at_ms FROM frame_codes
         WHERE email = $1 AND purpose = $2 AND used_at_ms IS NULL
         ORDER BY issued_at_ms DESC LIMIT 1 FOR UPDATE`,
        [email, purpose],
      )
      if (!row || Number(row.expires_at_ms) <= now) return false
      if (row.attempts >= this.limits.maxAttemptsPerCode) return false
      if (!sameHash(row.code_hash, hashCode(this.secret, purpose, email, bound, code))) {
        await tx.query('UPDATE frame_codes SET attempts = attempts + 1 WHERE id = $1', [row.id])
        return false
      }
      await tx.query('UPDATE frame_codes SET used_at_ms = $2 WHERE id = $1', [row.id, now])
      return true
    })
    if (!accepted) throw invalidCode()
  }
}

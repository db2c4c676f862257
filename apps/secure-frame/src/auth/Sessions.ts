import { randomUUID } from 'node:crypto'
import type { Queryable } from '@latchkey/provider'
import { jwtVerify, SignJWT } from 'jose'
import { sessionExpired } from '../http/FrameError'

export interface Session {
  accountId: string
  email: string
  projectId: string
  deviceId: string
  /** A social login's provider and username (SPEC §4); absent for e-mail accounts. */
  social?: { provider: string; username: string }
  /** Seconds since the epoch. */
  expiresAt: number
}

const ISSUER = 'latchkey-secure-frame'

/** Sessions are HS256 JWTs (jose) that expire; sign-out voids one before its time. */
export class Sessions {
  constructor(
    private readonly db: Queryable,
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
    private readonly now: () => number,
  ) {}

  async issue(session: Omit<Session, 'expiresAt'>): Promise<{ token: string; expiresAt: number }> {
    const issuedAt = Math.floor(this.now() / 1000)
    const expiresAt = issuedAt + this.ttlSeconds
    const token = await new SignJWT({
      // The millisecond it was issued, for sign out everywhere (iat has whole seconds only).
      ims: this.now(),
      email: session.email,
      pid: session.projectId,
      did: session.deviceId,
      ...(session.social ? { soc: session.social.provider, un: session.social.username } : {}),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(session.accountId)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setNotBefore(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.secret)
    return { token, expiresAt }
  }

  /** The session a token stands for; SESSION_EXPIRED (401) when it is bad, expired or voided. */
  async verify(token: string | undefined): Promise<Session & { jti: string }> {
    if (!token || token.length > 4096) throw sessionExpired()
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      })
      const { sub, jti, exp, iat, ims, email, pid, did, soc, un } = payload
      if (
        typeof sub !== 'string' ||
        typeof jti !== 'string' ||
        typeof exp !== 'number' ||
        typeof email !== 'string' ||
        typeof pid !== 'string' ||
        typeof did !== 'string'
      )
        throw sessionExpired()
      const issuedMs = typeof ims === 'number' ? ims : (typeof iat === 'number' ? iat : 0) * 1000
      const [ended] = await this.db.query<{ ended: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM frame_revoked WHERE jti = $1)
             OR EXISTS (SELECT 1 FROM frame_accounts
                        WHERE id::text = $2 AND signed_out_before_ms > $3) AS ended`,
        [jti, sub, issuedMs],
      )
      if (ended?.ended) throw sessionExpired()
      const social =
        typeof soc === 'string'
          ? { provider: soc, username: typeof un === 'string' ? un : '' }
          : undefined
      return {
        accountId: sub,
        email,
        projectId: pid,
        deviceId: did,
        expiresAt: exp,
        jti,
        ...(social ? { social } : {}),
      }
    } catch {
      throw sessionExpired()
    }
  }

  /** Sign out everywhere: every session of the account issued before now is refused. */
  async revokeAll(accountId: string, db: Queryable = this.db): Promise<void> {
    await db.query('UPDATE frame_accounts SET signed_out_before_ms = $2 WHERE id::text = $1', [
      accountId,
      this.now(),
    ])
  }

  /** Sign-out: the token is refused from now on (kept until it would have expired anyway). */
  async revoke(jti: string, expiresAt: number): Promise<void> {
    await this.db.query('DELETE FROM frame_revoked WHERE expires_at_ms < $1', [this.now()])
    await this.db.query(
      'INSERT INTO frame_revoked (jti, expires_at_ms) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [jti, expiresAt * 1000],
    )
  }
}

import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Database } from '@latchkey/provider'
import type { Sessions } from '../auth/Sessions'
import { FrameError, type FrameErrorCode, sessionExpired } from '../http/FrameError'
import { type CompletedChannel, readRelayChannel } from './relayStatus'
import { readSiwfMessage, SiwfFormatError } from './siwfMessage'
import type { SiwfRefusal, SiwfVerifier } from './siwfVerifier'

export interface FarcasterSignInsOptions {
  /** The auth relay the frame opens channels on (the frame page may connect to it). */
  relayUrl: string
  channelTtlMs: number
}

interface SignInRow {
  nonce: string
  project_id: string
  device_id: string
  domain: string
  siwe_uri: string
  expires_at_ms: string
  consumed_at_ms: string | null
}

/** Sign-ins one IP may start in an hour (each is a row until a day after it expires). */
const SIGN_INS_PER_IP_PER_HOUR = 60

// A sign-in row is keyed by its nonce's hash (the table's token_hash): the nonce travels in the
// channel's URL and in the signed message, the row is found again from the message alone.
const hashNonce = (nonce: string) => createHash('sha256').update(nonce).digest('hex')
/** The login key a Farcaster account's session carries (see farcasterMigration). */
export const farcasterLoginKey = (fid: number | string) => `farcaster:${fid}`

const REFUSALS: Record<SiwfRefusal, [400 | 403, FrameErrorCode, string]> = {
  INVALID_MESSAGE: [400, 'INVALID_REQUEST', 'Not a Sign In With Farcaster message'],
  EXPIRED: [400, 'INVALID_REQUEST', 'The message has expired.'],
  NOT_YET_VALID: [400, 'INVALID_REQUEST', 'The message is not valid yet.'],
  WRONG_NONCE: [400, 'INVALID_REQUEST', 'The message is for another sign-in (nonce).'],
  WRONG_DOMAIN: [400, 'INVALID_REQUEST', 'The message is for another domain.'],
  BAD_SIGNATURE: [403, 'INVALID_SIGNATURE', 'The signature does not match the message.'],
  NOT_CUSTODY: [403, 'INVALID_SIGNATURE', "The signer is not this FID's custody address."],
}

/**
 * Sign In With Farcaster on the frame server. The frame asks for a sign-in (a nonce for its
 * device, the app's URI and domain), opens a channel with it on the auth relay (Farcaster's,
 * or the stack's own), and brings back what the Farcaster app signed there; the message is
 * checked as @farcaster/auth-client checks it (siwfVerifier) and the sign-in becomes a session
 * of the account keyed by FID, once, for the device that started it.
 */
export class FarcasterSignIns {
  constructor(
    private readonly db: Database,
    private readonly sessions: Sessions,
    private readonly verify: SiwfVerifier,
    private readonly options: FarcasterSignInsOptions,
    private readonly now: () => number,
  ) {}

  /** A sign-in's parameters: what the frame sends the relay's POST /v1/channel. */
  async start(input: { projectId: string; deviceId: string; siweUri: string; ip: string }) {
    const now = this.now()
    await this.db.query('DELETE FROM frame_farcaster_channels WHERE expires_at_ms < $1', [
      now - 24 * 3600_000,
    ])
    const [recent] = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM frame_farcaster_channels WHERE ip = $1 AND created_at_ms > $2',
      [input.ip, now - 3600_000],
    )
    if ((recent?.n ?? 0) >= SIGN_INS_PER_IP_PER_HOUR)
      throw new FrameError(429, 'RATE_LIMITED', 'Too many sign-ins started: try again later', {
        'Retry-After': '3600',
      })
    // EIP-4361 nonces are alphanumeric (at least 8 characters).
    const nonce = randomBytes(16).toString('hex')
    const domain = new URL(input.siweUri).host
    const expiresAt = now + this.options.channelTtlMs
    await this.db.query(
      `INSERT INTO frame_farcaster_channels
        (token_hash, nonce, project_id, device_id, ip, domain, siwe_uri, created_at_ms, expires_at_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        hashNonce(nonce),
        nonce,
        input.projectId,
        input.deviceId,
        input.ip,
        domain,
        input.siweUri,
        now,
        expiresAt,
      ],
    )
    return {
      relayUrl: this.options.relayUrl,
      channel: {
        siweUri: input.siweUri,
        domain,
        nonce,
        notBefore: new Date(now).toISOString(),
        expirationTime: new Date(expiresAt).toISOString(),
        // Only the FID's custody address may sign (siwfVerifier checks custody on the
        // IdRegistry): a relay defaulting to auth addresses would have the app sign with one.
        acceptAuthAddress: false,
      },
    }
  }

  /**
   * The frame that started a sign-in names the channel it opened; the server reads the channel
   * off the configured relay itself (never the frame's word for what the Farcaster app sent:
   * the username is not signed) and, once it is completed, makes a session for the FID's
   * account (made on its first login) when the message checks out. Pending: ask again.
   */
  async finish(input: { channelToken: string; deviceId: string; projectId: string }) {
    // Only a device with a sign-in open has the relay asked (no proxy for random tokens).
    const [open] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM frame_farcaster_channels
        WHERE device_id = $1 AND project_id = $2 AND consumed_at_ms IS NULL AND expires_at_ms > $3`,
      [input.deviceId, input.projectId, this.now()],
    )
    if (!open?.n) throw signInExpired()
    const channel = await readRelayChannel(this.options.relayUrl, input.channelToken)
    switch (channel.state) {
      case 'pending':
      case 'unavailable':
        return { state: 'pending' as const }
      case 'gone':
        throw signInExpired()
      case 'malformed':
        throw new FrameError(
          400,
          'INVALID_REQUEST',
          'The Farcaster relay answered an incomplete channel',
        )
    }
    const { state: _, ...answer } = channel
    return this.complete({ ...answer, deviceId: input.deviceId, projectId: input.projectId })
  }

  /** What the relay's completed channel carried, for the device that started the sign-in. */
  private async complete(input: CompletedChannel & { deviceId: string; projectId: string }) {
    let nonce: string
    try {
      nonce = readSiwfMessage(input.message).siwe.nonce as string
    } catch (error) {
      if (!(error instanceof SiwfFormatError)) throw error
      throw new FrameError(
        400,
        'INVALID_REQUEST',
        `${REFUSALS.INVALID_MESSAGE[2]}: ${error.message}`,
      )
    }
    const [row] = await this.db.query<SignInRow>(
      'SELECT * FROM frame_farcaster_channels WHERE token_hash = $1',
      [hashNonce(nonce)],
    )
    const now = this.now()
    if (!row || row.consumed_at_ms !== null || Number(row.expires_at_ms) <= now)
      throw signInExpired()
    if (row.device_id !== input.deviceId || row.project_id !== input.projectId)
      throw sessionExpired()
    const verdict = await this.verify({
      message: input.message,
      signature: input.signature,
      nonce: row.nonce,
      domain: row.domain,
    })
    if (!verdict.ok) {
      const [status, code, text] = REFUSALS[verdict.reason]
      throw new FrameError(status, code, text)
    }
    if (verdict.uri !== row.siwe_uri)
      throw new FrameError(400, 'INVALID_REQUEST', 'The message is for another URI.')
    if (verdict.fid !== input.fid)
      throw new FrameError(400, 'INVALID_REQUEST', 'The message names another FID.')
    // One session per sign-in, even when two answers race.
    const claimed = await this.db.query(
      `UPDATE frame_farcaster_channels
         SET fid = $2, username = $3, custody = $4, message = $5, signature = $6,
             authenticated_at_ms = $7, consumed_at_ms = $7
       WHERE token_hash = $1 AND consumed_at_ms IS NULL RETURNING nonce`,
      [
        hashNonce(nonce),
        verdict.fid,
        input.username ?? null,
        verdict.custody.toLowerCase(),
        input.message,
        input.signature,
        now,
      ],
    )
    if (claimed.length === 0) throw signInExpired()
    const accountId = await this.account(verdict.fid, verdict.custody, input.username ?? null)
    const session = await this.sessions.issue({
      accountId,
      email: farcasterLoginKey(verdict.fid),
      projectId: input.projectId,
      deviceId: input.deviceId,
    })
    return {
      ...session,
      fid: verdict.fid,
      ...(input.username ? { username: input.username } : {}),
    }
  }

  /** The Farcaster username of an account, when it is a Farcaster one. */
  async username(accountId: string): Promise<string | undefined> {
    const rows = await this.db.query<{ username: string | null }>(
      'SELECT username FROM frame_farcaster_accounts WHERE account_id = $1',
      [accountId],
    )
    return rows[0]?.username ?? undefined
  }

  private account(fid: number, custody: string, username: string | null): Promise<string> {
    return this.db.transaction(async (tx) => {
      const loginKey = farcasterLoginKey(fid)
      const [account] = await tx.query<{ id: string }>(
        `INSERT INTO frame_accounts (id, email) VALUES ($1, $2)
         ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
        [randomUUID(), loginKey],
      )
      const accountId = (account as { id: string }).id
      await tx.query(
        `INSERT INTO frame_farcaster_accounts (fid, account_id, username, custody, updated_at_ms)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (fid) DO UPDATE SET
           username = COALESCE(EXCLUDED.username, frame_farcaster_accounts.username), custody = EXCLUDED.custody,
           updated_at_ms = EXCLUDED.updated_at_ms`,
        [fid, accountId, username, custody.toLowerCase(), this.now()],
      )
      return accountId
    })
  }
}

const signInExpired = () =>
  new FrameError(401, 'CHANNEL_EXPIRED', 'This sign-in channel has expired. Start again.')

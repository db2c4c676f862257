import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Database } from '@latchkey/provider'
import type { Sessions } from '../auth/Sessions'
import { FrameError, sessionExpired } from '../http/FrameError'
import type { CustodyVerifier } from './custodyVerifier'
import { parseSiwfMessage, SiwfFormatError } from './siwfMessage'

export interface FarcasterRelayOptions {
  /** Base of the connect URI a Farcaster app opens (FIP-11), e.g. https://farcaster.xyz/~/siwf */
  connectUrl: string
  channelTtlMs: number
  /** Clock skew allowed on the message's Issued At. */
  skewMs: number
}

interface ChannelRow {
  nonce: string
  project_id: string
  device_id: string
  domain: string
  siwe_uri: string
  created_at_ms: string
  expires_at_ms: string
  fid: string | null
  username: string | null
  custody: string | null
  message: string | null
  signature: string | null
  consumed_at_ms: string | null
}

export interface ChannelAuthentication {
  message: string
  signature: `0x${string}`
  fid: number
  username?: string | undefined
}

/** Channels one IP may open in an hour (each is a row until a day after it expires). */
const CHANNELS_PER_IP_PER_HOUR = 60

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
/** The login key a Farcaster account's session carries (see farcasterMigration). */
export const farcasterLoginKey = (fid: number | string) => `farcaster:${fid}`

/**
 * The FIP-11 relay ("Farcaster Connect"): a channel per sign-in, authenticated once by the
 * Farcaster app with a message its FID's custody key signed, then claimed once by the frame
 * that opened it (its device id, never in the URI) for a session of the account keyed by FID.
 */
export class FarcasterRelay {
  constructor(
    private readonly db: Database,
    private readonly sessions: Sessions,
    private readonly verify: CustodyVerifier,
    private readonly options: FarcasterRelayOptions,
    private readonly now: () => number,
  ) {}

  async createChannel(input: { projectId: string; deviceId: string; siweUri: string; ip: string }) {
    const now = this.now()
    await this.db.query('DELETE FROM frame_farcaster_channels WHERE expires_at_ms < $1', [
      now - 24 * 3600_000,
    ])
    const [recent] = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM frame_farcaster_channels WHERE ip = $1 AND created_at_ms > $2',
      [input.ip, now - 3600_000],
    )
    if ((recent?.n ?? 0) >= CHANNELS_PER_IP_PER_HOUR)
      throw new FrameError(429, 'RATE_LIMITED', 'Too many sign-ins started: try again later', {
        'Retry-After': '3600',
      })
    const channelToken = randomBytes(24).toString('base64url')
    const nonce = randomBytes(16).toString('hex')
    const domain = new URL(input.siweUri).host
    await this.db.query(
      `INSERT INTO frame_farcaster_channels
        (token_hash, nonce, project_id, device_id, ip, domain, siwe_uri, created_at_ms, expires_at_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        hashToken(channelToken),
        nonce,
        input.projectId,
        input.deviceId,
        input.ip,
        domain,
        input.siweUri,
        now,
        now + this.options.channelTtlMs,
      ],
    )
    const query = new URLSearchParams({ channelToken, nonce, siweUri: input.siweUri, domain })
    return { channelToken, url: `${this.options.connectUrl}?${query}`, nonce }
  }

  /** FIP-11 channel status: pending, or completed with what the app sent. */
  async status(channelToken: string) {
    const row = await this.channel(channelToken)
    const url = `${this.options.connectUrl}?${new URLSearchParams({
      channelToken,
      nonce: row.nonce,
      siweUri: row.siwe_uri,
      domain: row.domain,
    })}`
    if (row.fid === null) return { state: 'pending' as const, nonce: row.nonce, url }
    return {
      state: 'completed' as const,
      nonce: row.nonce,
      url,
      message: row.message as string,
      signature: row.signature as string,
      fid: Number(row.fid),
      ...(row.username ? { username: row.username } : {}),
      custody: row.custody as string,
    }
  }

  /** The Farcaster app's answer: checked in full, then the channel is completed, once. */
  async authenticate(channelToken: string, input: ChannelAuthentication): Promise<void> {
    const row = await this.channel(channelToken)
    if (row.fid !== null)
      throw new FrameError(409, 'CONFLICT', 'This channel is already authenticated.')
    let fields: ReturnType<typeof parseSiwfMessage>
    try {
      fields = parseSiwfMessage(input.message)
    } catch (error) {
      if (!(error instanceof SiwfFormatError)) throw error
      throw new FrameError(
        400,
        'INVALID_REQUEST',
        `Not a Sign In With Farcaster message: ${error.message}`,
      )
    }
    const now = this.now()
    const refuse = (why: string) => new FrameError(400, 'INVALID_REQUEST', why)
    if (fields.nonce !== row.nonce) throw refuse('The message is for another channel (nonce).')
    if (fields.domain !== row.domain) throw refuse('The message is for another domain.')
    if (fields.uri !== row.siwe_uri) throw refuse('The message is for another URI.')
    if (fields.fid !== input.fid) throw refuse('The message names another FID.')
    const issued = Date.parse(fields.issuedAt)
    if (
      issued > now + this.options.skewMs ||
      issued < Number(row.created_at_ms) - this.options.skewMs
    )
      throw refuse('The message was not issued for this channel (Issued At).')
    if (fields.expirationTime && Date.parse(fields.expirationTime) <= now)
      throw refuse('The message has expired.')
    if (fields.notBefore && Date.parse(fields.notBefore) > now)
      throw refuse('The message is not valid yet.')
    const verdict = await this.verify({
      fid: fields.fid,
      address: fields.address,
      message: input.message,
      signature: input.signature,
    })
    if (verdict === 'NO_SUCH_FID') throw refuse('This FID is not registered.')
    if (verdict !== 'ok')
      throw new FrameError(
        403,
        'INVALID_SIGNATURE',
        verdict === 'NOT_CUSTODY'
          ? "The signer is not this FID's custody address."
          : "The signature is not the custody address's.",
      )
    // One completion per channel, even when two answers race.
    const done = await this.db.query(
      `UPDATE frame_farcaster_channels
         SET fid = $2, username = $3, custody = $4, message = $5, signature = $6, authenticated_at_ms = $7
       WHERE token_hash = $1 AND fid IS NULL AND expires_at_ms > $7 RETURNING nonce`,
      [
        hashToken(channelToken),
        fields.fid,
        input.username ?? null,
        fields.address.toLowerCase(),
        input.message,
        input.signature,
        now,
      ],
    )
    if (done.length === 0)
      throw new FrameError(409, 'CONFLICT', 'This channel is already authenticated.')
  }

  /**
   * The frame's claim: once the channel is completed, a session for the FID's account (made on
   * its first login), for the device that opened the channel. A channel is claimed once.
   */
  async claimSession(input: { channelToken: string; deviceId: string; projectId: string }) {
    const row = await this.channel(input.channelToken)
    if (row.device_id !== input.deviceId || row.project_id !== input.projectId)
      throw sessionExpired()
    if (row.fid === null) return { state: 'pending' as const }
    const claimed = await this.db.query(
      `UPDATE frame_farcaster_channels SET consumed_at_ms = $2
       WHERE token_hash = $1 AND consumed_at_ms IS NULL RETURNING fid`,
      [hashToken(input.channelToken), this.now()],
    )
    if (claimed.length === 0) throw channelExpired()
    const fid = Number(row.fid)
    const accountId = await this.account(fid, row.custody as string, row.username)
    const session = await this.sessions.issue({
      accountId,
      email: farcasterLoginKey(fid),
      projectId: input.projectId,
      deviceId: input.deviceId,
    })
    return {
      state: 'completed' as const,
      ...session,
      fid,
      ...(row.username ? { username: row.username } : {}),
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

  private async channel(channelToken: string): Promise<ChannelRow> {
    const rows = await this.db.query<ChannelRow>(
      'SELECT * FROM frame_farcaster_channels WHERE token_hash = $1',
      [hashToken(channelToken)],
    )
    const row = rows[0]
    if (!row || row.consumed_at_ms !== null || Number(row.expires_at_ms) <= this.now())
      throw channelExpired()
    return row
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
        [fid, accountId, username, custody, this.now()],
      )
      return accountId
    })
  }
}

const channelExpired = () =>
  new FrameError(401, 'CHANNEL_EXPIRED', 'This sign-in channel has expired. Start again.')

import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { SocialProvider } from '@latchkey/core'
import type { Database } from '@latchkey/provider'
import type { Sessions } from '../auth/Sessions'
import { FrameError } from '../http/FrameError'
import { type OAuthClient, oauthClient, socialFailed } from './oauthClient'
import type { SocialProviderConfig } from './socialConfig'

/** How long a started login may take at the provider (a person types a password there). */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000
export const SOCIAL_CALLBACK_PATH = '/v1/auth/social/callback'

export interface StartSocial {
  provider: SocialProvider
  projectId: string
  state: string
  codeChallenge: string
  /** Where the callback page hands the result: the embedding app's origin (allow-listed). */
  redirectOrigin: string
  /** Full-redirect logins come back to this app page with ?result_uri (SPEC §7). */
  returnUrl?: string
}

export interface FinishSocial {
  state: string
  code: string
  codeVerifier: string
  deviceId: string
  projectId: string
}

/**
 * SPEC §4/§7 social login on the server: the frame starts it (its state and PKCE challenge are
 * kept here for ten minutes, used once), the provider sends the visitor to the callback page,
 * and the frame finishes it with the code and its PKCE verifier. The account is keyed by
 * (provider, subject) and gets the same session and key shares as an e-mail account.
 */
export class SocialLogins {
  private readonly clients = new Map<SocialProvider, OAuthClient>()

  constructor(
    private readonly db: Database,
    private readonly sessions: Sessions,
    private readonly configs: readonly SocialProviderConfig[],
    private readonly redirectUri: () => string,
    private readonly now: () => number,
    timeoutMs: number,
  ) {
    for (const config of configs) this.clients.set(config.id, oauthClient(config, timeoutMs))
  }

  /** The configured providers, in SPEC §9 order. */
  get providers(): SocialProvider[] {
    return this.configs.map((config) => config.id)
  }

  async start(request: StartSocial): Promise<string> {
    const client = this.client(request.provider)
    const nonce = randomBytes(16).toString('base64url')
    await this.db.query('DELETE FROM frame_social_states WHERE created_at_ms < $1', [
      this.now() - SOCIAL_STATE_TTL_MS,
    ])
    const rows = await this.db.query(
      `INSERT INTO frame_social_states
        (state, provider, project_id, code_challenge, nonce, redirect_origin, return_url, created_at_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (state) DO NOTHING RETURNING state`,
      [
        request.state,
        request.provider,
        request.projectId,
        request.codeChallenge,
        nonce,
        request.redirectOrigin,
        request.returnUrl ?? null,
        this.now(),
      ],
    )
    if (rows.length === 0) throw new FrameError(409, 'CONFLICT', 'This login was started already')
    return client.authorizationUrl({
      redirectUri: this.redirectUri(),
      state: request.state,
      codeChallenge: request.codeChallenge,
      nonce,
    })
  }

  /** Where the callback page sends its result; undefined for a state that is unknown or stale. */
  async resultTarget(
    state: string,
  ): Promise<{ redirectOrigin: string; returnUrl: string | undefined } | undefined> {
    const rows = await this.db.query<{ redirect_origin: string; return_url: string | null }>(
      `SELECT redirect_origin, return_url FROM frame_social_states
       WHERE state = $1 AND used_at_ms IS NULL AND created_at_ms >= $2`,
      [state, this.now() - SOCIAL_STATE_TTL_MS],
    )
    const row = rows[0]
    return row
      ? { redirectOrigin: row.redirect_origin, returnUrl: row.return_url ?? undefined }
      : undefined
  }

  async finish(request: FinishSocial) {
    // Used once, whatever happens next: a replayed or stolen state gets nothing.
    const rows = await this.db.query<{
      provider: SocialProvider
      project_id: string
      code_challenge: string
      nonce: string
    }>(
      `UPDATE frame_social_states SET used_at_ms = $2
       WHERE state = $1 AND used_at_ms IS NULL AND created_at_ms >= $3
       RETURNING provider, project_id, code_challenge, nonce`,
      [request.state, this.now(), this.now() - SOCIAL_STATE_TTL_MS],
    )
    const started = rows[0]
    if (!started || started.project_id !== request.projectId)
      throw socialFailed('This social login is unknown or has expired. Start again.')
    const challenge = createHash('sha256').update(request.codeVerifier).digest('base64url')
    if (challenge !== started.code_challenge)
      throw socialFailed('This social login was started elsewhere. Start again.')
    const identity = await this.client(started.provider).exchange({
      code: request.code,
      codeVerifier: request.codeVerifier,
      redirectUri: this.redirectUri(),
      nonce: started.nonce,
    })
    const { accountId, isNewAccount } = await this.account(
      started.provider,
      identity.subject,
      identity.username,
    )
    const session = await this.sessions.issue({
      accountId,
      email: '',
      projectId: request.projectId,
      deviceId: request.deviceId,
      social: { provider: started.provider, username: identity.username ?? '' },
    })
    return {
      ...session,
      isNewAccount,
      provider: started.provider,
      userName: identity.username ?? '',
    }
  }

  private client(provider: SocialProvider): OAuthClient {
    const client = this.clients.get(provider)
    if (!client)
      throw new FrameError(404, 'NOT_FOUND', `Social login with ${provider} is not configured`)
    return client
  }

  /** Finds or creates the account of (provider, subject); the username follows the provider's. */
  private async account(provider: SocialProvider, subject: string, username: string | undefined) {
    const known = await this.db.query<{ account_id: string }>(
      'SELECT account_id FROM frame_social_identities WHERE provider = $1 AND subject = $2',
      [provider, subject],
    )
    if (known[0]) {
      await this.db.query(
        'UPDATE frame_social_identities SET username = $3 WHERE provider = $1 AND subject = $2',
        [provider, subject, username ?? null],
      )
      return { accountId: known[0].account_id, isNewAccount: false }
    }
    const accountId = randomUUID()
    await this.db.query('INSERT INTO frame_accounts (id, email) VALUES ($1, NULL)', [accountId])
    const linked = await this.db.query<{ account_id: string }>(
      `INSERT INTO frame_social_identities (provider, subject, account_id, username)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (provider, subject) DO UPDATE SET username = EXCLUDED.username
       RETURNING account_id`,
      [provider, subject, accountId, username ?? null],
    )
    const id = (linked[0] as { account_id: string }).account_id
    if (id !== accountId)
      await this.db.query('DELETE FROM frame_accounts WHERE id = $1', [accountId])
    return { accountId: id, isNewAccount: id === accountId }
  }
}

import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose'
import { FrameError } from '../http/FrameError'
import type { SocialProviderConfig } from './socialConfig'

/** Who the provider says the visitor is. */
export interface SocialIdentity {
  subject: string
  username: string | undefined
}

interface Endpoints {
  authorization: string
  token: string
  jwks?: JWTVerifyGetKey
  userinfo?: string
}

export const socialFailed = (message: string) => new FrameError(400, 'SOCIAL_LOGIN_FAILED', message)

/**
 * The server's OAuth 2 / OpenID Connect client for one configured provider: the authorization
 * URL, then the code exchanged (with the PKCE verifier and the client secret) and the visitor read
 * from the verified ID token or from userinfo. Every call to the provider is bounded in time.
 */
export function oauthClient(config: SocialProviderConfig, timeoutMs: number) {
  let endpoints: Promise<Endpoints> | undefined

  async function getJson(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
    let response: Response
    try {
      response = await fetch(url, {
        ...init,
        headers: { accept: 'application/json', ...(init.headers ?? {}) },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut = (error as Error)?.name === 'TimeoutError'
      throw socialFailed(
        timedOut ? `${config.id} did not answer in time` : `${config.id} could not be reached`,
      )
    }
    const body = (await response.json().catch(() => undefined)) as
      | Record<string, unknown>
      | undefined
    if (!response.ok || !body || typeof body !== 'object')
      throw socialFailed(
        `${config.id} refused the login (${String(body?.error ?? response.status)})`,
      )
    return body
  }

  function resolve(): Promise<Endpoints> {
    endpoints ??= (async () => {
      let found: Record<string, unknown> = {}
      const needDiscovery =
        config.issuer && !(config.authorizationEndpoint && config.tokenEndpoint && config.jwksUri)
      if (needDiscovery) {
        found = await getJson(`${config.issuer}/.well-known/openid-configuration`)
        if (found.issuer !== config.issuer)
          throw socialFailed(`${config.id}: discovery names another issuer`)
      }
      const pick = (own: string | undefined, key: string) =>
        own ?? (typeof found[key] === 'string' ? (found[key] as string) : undefined)
      const authorization = pick(config.authorizationEndpoint, 'authorization_endpoint')
      const token = pick(config.tokenEndpoint, 'token_endpoint')
      const jwks = pick(config.jwksUri, 'jwks_uri')
      if (!authorization || !token) throw socialFailed(`${config.id}: no endpoints`)
      return {
        authorization,
        token,
        ...(config.issuer && jwks
          ? { jwks: createRemoteJWKSet(new URL(jwks), { timeoutDuration: timeoutMs }) }
          : {}),
        ...(config.userinfoEndpoint ? { userinfo: config.userinfoEndpoint } : {}),
      }
    })().catch((error) => {
      endpoints = undefined
      throw error
    })
    return endpoints
  }

  return {
    async authorizationUrl(params: {
      redirectUri: string
      state: string
      codeChallenge: string
      nonce: string
    }) {
      const { authorization } = await resolve()
      const url = new URL(authorization)
      url.search = new URLSearchParams({
        ...Object.fromEntries(url.searchParams),
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: params.redirectUri,
        scope: config.scope ?? 'openid profile',
        state: params.state,
        code_challenge: params.codeChallenge,
        code_challenge_method: 'S256',
        ...(config.issuer ? { nonce: params.nonce } : {}),
      }).toString()
      return url.href
    },

    async exchange(params: {
      code: string
      codeVerifier: string
      redirectUri: string
      nonce: string
    }): Promise<SocialIdentity> {
      const { token, jwks, userinfo } = await resolve()
      const answer = await getJson(token, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: params.code,
          redirect_uri: params.redirectUri,
          code_verifier: params.codeVerifier,
          client_id: config.clientId,
          client_secret: config.clientSecret,
        }),
      })
      if (config.issuer) {
        if (typeof answer.id_token !== 'string' || !jwks)
          throw socialFailed(`${config.id} sent no ID token`)
        return verifyIdToken(answer.id_token, jwks, params.nonce)
      }
      if (typeof answer.access_token !== 'string' || !userinfo)
        throw socialFailed(`${config.id} sent no access token`)
      const user = await getJson(userinfo, {
        headers: { authorization: `Bearer ${answer.access_token}` },
      })
      const subject = field(user, config.subjectField ?? 'sub')
      if (!subject) throw socialFailed(`${config.id} did not say who logged in`)
      return { subject, username: field(user, config.usernameField ?? 'preferred_username') }
    },
  }

  async function verifyIdToken(
    idToken: string,
    jwks: JWTVerifyGetKey,
    nonce: string,
  ): Promise<SocialIdentity> {
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer: config.issuer as string,
        audience: config.clientId,
        algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
        maxTokenAge: '10 minutes',
      })
      if (payload.nonce !== nonce) throw new Error('nonce')
      if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('sub')
      const name = payload.preferred_username ?? payload.name ?? payload.email
      return {
        subject: payload.sub,
        username: typeof name === 'string' ? name.slice(0, 100) : undefined,
      }
    } catch {
      throw socialFailed(`The ID token from ${config.id} is not valid`)
    }
  }
}

export type OAuthClient = ReturnType<typeof oauthClient>

function field(value: Record<string, unknown>, path: string): string | undefined {
  let current: unknown = value
  for (const key of path.split('.'))
    current = (current as Record<string, unknown> | undefined)?.[key]
  return typeof current === 'string' || typeof current === 'number'
    ? String(current).slice(0, 200)
    : undefined
}

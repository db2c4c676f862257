import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type Configuration, interactionPolicy } from 'oidc-provider'
import { handleInteraction } from './interactions'

/** One OAuth client of the local provider: a social entry of the secure frame points at it. */
export interface LocalOidcClient {
  clientId: string
  clientSecret: string
}

export interface LocalOidcOptions {
  /** 0 = a free port. */
  port?: number
  host?: string
  /** Client ids to register, each with a random secret. Default: the six social providers. */
  clientIds?: readonly string[]
  /**
   * Where the clients may send visitors back: paths on any loopback port (RFC 8252 §7.3: a
   * loopback redirect's port is not compared), e.g. '/v1/auth/social/callback'.
   */
  redirectPaths?: readonly string[]
}

export interface RunningLocalOidc {
  /** The issuer, e.g. http://127.0.0.1:4600 (discovery at /.well-known/openid-configuration). */
  issuer: string
  clients: Record<string, LocalOidcClient>
  stop(): Promise<void>
}

const SOCIAL_CLIENTS = ['google', 'github', 'apple', 'facebook', 'x', 'discord']
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * A real OpenID provider (npm oidc-provider) on 127.0.0.1 for the demo and tests: authorization
 * code with PKCE, signed ID tokens, userinfo. Its login page takes any username; the username is
 * the subject and the preferred_username claim. Never for production: nothing is persisted.
 */
export async function startLocalOidc(options: LocalOidcOptions = {}): Promise<RunningLocalOidc> {
  const host = options.host ?? '127.0.0.1'
  const redirectPaths = options.redirectPaths ?? ['/v1/auth/social/callback']
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined
  const server: Server = createServer((req, res) => {
    if (handler) handler(req, res)
    else res.writeHead(503).end()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const issuer = `http://${host}:${port}`

  const clients: Record<string, LocalOidcClient> = {}
  for (const id of options.clientIds ?? SOCIAL_CLIENTS)
    clients[id] = { clientId: `local-${id}`, clientSecret: randomBytes(24).toString('base64url') }

  const configuration: Configuration = {
    clients: Object.values(clients).map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: redirectPaths.map((path) => `http://127.0.0.1${path}`),
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    pkce: { required: () => true },
    // Profile claims in the ID token too, as the big providers do.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'], email: ['email'] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, preferred_username: sub, name: sub, email: `${sub}@local.test` }),
    }),
    interactions: {
      policy: loginPerClient(),
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // A fresh signing key each start (oidc-provider makes none of its own for production).
    jwks: { keys: [await signingKey()] },
    ttl: {
      Grant: 3600,
      Session: 3600,
      Interaction: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      AccessToken: 600,
    },
  }
  const provider = new Provider(issuer, configuration)
  const allowed = provider.Client.prototype.redirectUriAllowed
  provider.Client.prototype.redirectUriAllowed = function (
    this: InstanceType<typeof provider.Client>,
    value: string,
  ) {
    return allowed.call(this, value) || loopbackMatch(value, this.redirectUris ?? [])
  }
  const callback = provider.callback()
  handler = (req, res) => {
    if (req.url?.startsWith('/interaction/'))
      void handleInteraction(provider, req, res).catch((error: unknown) => {
        res.writeHead(400, { 'content-type': 'text/plain' })
        res.end(error instanceof Error ? error.message : 'Bad request')
      })
    else callback(req, res)
  }

  return {
    issuer,
    clients,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/**
 * Each client stands for another company: a sign-in at one is not a sign-in at the others, so
 * the login page shows for every client the browser's session has not signed in to yet.
 */
function loginPerClient() {
  const policy = interactionPolicy.base()
  policy.get('login')?.checks.add(
    new interactionPolicy.Check('other_client', 'Sign in at this provider', (ctx) => {
      const { session, result, client } = ctx.oidc
      const signedInHere = result?.login || session?.grantIdFor(client?.clientId ?? '')
      return session?.accountId && !signedInHere
        ? interactionPolicy.Check.REQUEST_PROMPT
        : interactionPolicy.Check.NO_NEED_TO_PROMPT
    }),
  )
  return policy
}

/** RFC 8252 §7.3: a loopback redirect URI matches whatever its port. */
function loopbackMatch(value: string, allowed: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' || !LOOPBACK.has(url.hostname)) return false
  url.port = ''
  return allowed.includes(url.href)
}

async function signingKey() {
  const { generateKeyPair, exportJWK } = await import('jose')
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  return {
    ...(await exportJWK(privateKey)),
    alg: 'RS256',
    use: 'sig',
    kid: randomBytes(8).toString('hex'),
  }
}

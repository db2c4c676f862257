import { DEFAULT_SOCIALS, isSocialProvider, type SocialProvider } from '@latchkey/core'

/**
 * One social login as the operator configures it: an OAuth 2 client at the provider. With an
 * `issuer` it is OpenID Connect (endpoints by discovery unless given; the ID token is verified);
 * without one, the visitor is read from `userinfoEndpoint` (GitHub, X, Discord are plain OAuth 2).
 */
export interface SocialProviderConfig {
  id: SocialProvider
  clientId: string
  clientSecret: string
  issuer?: string
  authorizationEndpoint?: string
  tokenEndpoint?: string
  jwksUri?: string
  userinfoEndpoint?: string
  scope?: string
  /** Dot paths into the userinfo answer (plain OAuth 2): the stable id and the shown name. */
  subjectField?: string
  usernameField?: string
}

/** Public endpoints of the real providers, so an operator only adds a client id and secret. */
export const SOCIAL_PRESETS: Readonly<
  Record<SocialProvider, Omit<SocialProviderConfig, 'id' | 'clientId' | 'clientSecret'>>
> = {
  google: { issuer: 'https://accounts.google.com', scope: 'openid profile email' },
  apple: { issuer: 'https://appleid.apple.com', scope: 'openid' },
  facebook: {
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,name',
    scope: 'public_profile',
    subjectField: 'id',
    usernameField: 'name',
  },
  github: {
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userinfoEndpoint: 'https://api.github.com/user',
    scope: 'read:user',
    subjectField: 'id',
    usernameField: 'login',
  },
  x: {
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userinfoEndpoint: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
    subjectField: 'data.id',
    usernameField: 'data.username',
  },
  discord: {
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userinfoEndpoint: 'https://discord.com/api/users/@me',
    scope: 'identify',
    subjectField: 'id',
    usernameField: 'username',
  },
}

export type SocialProviderInput = Partial<SocialProviderConfig> & {
  id: string
  clientId: string
  clientSecret: string
  /** Skip the real provider's endpoints (a local OpenID provider gives its own issuer). */
  preset?: boolean
}

/** Checks each entry and fills a real provider's endpoints in; throws on a bad entry. */
export function resolveSocials(inputs: readonly SocialProviderInput[]): SocialProviderConfig[] {
  const seen = new Set<string>()
  const resolved = inputs.map(({ preset, ...input }) => {
    if (!isSocialProvider(input.id))
      throw new Error(
        `Unknown social provider: ${input.id} (SPEC §5: ${DEFAULT_SOCIALS.join(', ')})`,
      )
    if (seen.has(input.id)) throw new Error(`Social provider ${input.id} is configured twice`)
    seen.add(input.id)
    if (!input.clientId || !input.clientSecret)
      throw new Error(`Social provider ${input.id} needs a clientId and a clientSecret`)
    const entry = {
      ...(preset === false ? {} : SOCIAL_PRESETS[input.id]),
      ...input,
    } as SocialProviderConfig
    for (const key of [
      'issuer',
      'authorizationEndpoint',
      'tokenEndpoint',
      'jwksUri',
      'userinfoEndpoint',
    ] as const) {
      const url = entry[key]
      if (url !== undefined && !/^https?:\/\//.test(url))
        throw new Error(`Social provider ${input.id}: ${key} must be an http(s) URL`)
    }
    if (
      !entry.issuer &&
      !(entry.authorizationEndpoint && entry.tokenEndpoint && entry.userinfoEndpoint)
    )
      throw new Error(
        `Social provider ${input.id} needs an issuer, or authorization, token and userinfo endpoints`,
      )
    return entry
  })
  // SPEC §9 default order, whatever order the operator wrote them in.
  return resolved.sort((a, b) => DEFAULT_SOCIALS.indexOf(a.id) - DEFAULT_SOCIALS.indexOf(b.id))
}

/** `SOCIAL_PROVIDERS`: a JSON array of entries (see the README). */
export function socialsFromEnv(value: string | undefined): SocialProviderInput[] {
  if (!value) return []
  const parsed = JSON.parse(value) as unknown
  if (!Array.isArray(parsed)) throw new Error('SOCIAL_PROVIDERS must be a JSON array')
  return parsed as SocialProviderInput[]
}

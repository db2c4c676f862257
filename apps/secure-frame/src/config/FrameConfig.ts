import {
  type Database,
  type Logger,
  type ProjectConfig,
  parseOriginPattern,
  type TrustProxy,
} from '@latchkey/provider'
import {
  type FarcasterConfig,
  type FarcasterConfigInput,
  resolveFarcasterConfig,
} from '../farcaster/farcasterConfig'
import {
  resolveSocials,
  type SocialProviderConfig,
  type SocialProviderInput,
} from '../social/socialConfig'

/** A project as the frame is given it: its id and the origins allowed to embed the frame. */
export interface FrameProjectInput {
  id: string
  name?: string
  allowedOrigins: string[]
}

/** Everything the secure frame's server takes; `resolveFrameConfig` fills the defaults. */
export interface FrameConfigInput {
  host?: string
  /** 0 = a free port. */
  port?: number
  /** Postgres (shared with the provider, whose `projects` table the frame reads); PGlite without. */
  databaseUrl?: string
  /** PGlite's directory; in memory without one. */
  dataDir?: string
  /** Projects to write at start (the provider's shape: id and allowed origins). */
  projects?: FrameProjectInput[]
  /** Adds the provider's development project (loopback origins on any port). */
  devProject?: boolean
  /** HS256 secret for sessions and code hashes (≥ 32 bytes); a random one is kept in the database. */
  sessionSecret?: string
  /** Session lifetime. Default 7 days. */
  sessionTtlSeconds?: number
  /** One-time code lifetime. Default 10 minutes. */
  codeTtlMs?: number
  /** How long a device stays known after a code login (it then logs in without one). 30 days. */
  knownDeviceTrustMs?: number
  /** Codes per e-mail and per IP in one hour. */
  maxCodesPerEmailPerHour?: number
  maxCodesPerIpPerHour?: number
  /** Wrong guesses before a code is void. */
  maxAttemptsPerCode?: number
  /** smtp://user:pass@host:port; without it, mail goes to the development mailbox. */
  smtpUrl?: string
  mailFrom?: string
  /** Serves /mailbox (the development inbox). Default: on when there is no SMTP server. */
  devMailbox?: boolean
  /** The frame's public base URL, for links in mails. Default: the address it listens on. */
  publicUrl?: string
  /** The provider's base URL: the frame sends chain requests to its RPC gateway (SPEC §7). */
  providerUrl?: string
  trustProxy?: TrustProxy
  /** Social logins (OAuth 2 / OpenID Connect clients), see the README and src/social/. */
  socials?: SocialProviderInput[]
  /** Each call to a social provider (discovery, token, userinfo) gives up after this. Default 10 s. */
  socialTimeoutMs?: number
  /**
   * Sign In With Farcaster through a Farcaster auth relay (the public one by default) and the
   * IdRegistry; off without it.
   */
  farcaster?: FarcasterConfigInput
}

export interface FrameConfig
  extends Required<
    Omit<
      FrameConfigInput,
      | 'databaseUrl'
      | 'dataDir'
      | 'sessionSecret'
      | 'smtpUrl'
      | 'publicUrl'
      | 'providerUrl'
      | 'projects'
      | 'socials'
      | 'farcaster'
    >
  > {
  projects: ProjectConfig[]
  socials: SocialProviderConfig[]
  databaseUrl?: string
  dataDir?: string
  sessionSecret?: string
  smtpUrl?: string
  publicUrl?: string
  providerUrl?: string
  farcaster?: FarcasterConfig
}

export interface FrameOptions {
  logger?: Logger
  /** An open database to use (migrated, not closed). */
  database?: Database
  /** Time source of codes and sessions (tests move it). */
  now?: () => number
}

const HOUR_CODES = { email: 10, ip: 30 }

export function resolveFrameConfig(input: FrameConfigInput): FrameConfig {
  const smtp = input.smtpUrl
  if (smtp !== undefined && !/^smtps?:\/\//.test(smtp))
    throw new Error('smtpUrl must start with smtp:// or smtps://')
  if (input.sessionSecret !== undefined && input.sessionSecret.length < 32)
    throw new Error('sessionSecret must be at least 32 characters')
  return {
    host: input.host ?? '127.0.0.1',
    port: input.port ?? 0,
    projects: (input.projects ?? []).map(toProjectConfig),
    devProject: input.devProject ?? false,
    sessionTtlSeconds: input.sessionTtlSeconds ?? 7 * 24 * 3600,
    codeTtlMs: input.codeTtlMs ?? 10 * 60_000,
    knownDeviceTrustMs: input.knownDeviceTrustMs ?? 30 * 24 * 3_600_000,
    maxCodesPerEmailPerHour: input.maxCodesPerEmailPerHour ?? HOUR_CODES.email,
    maxCodesPerIpPerHour: input.maxCodesPerIpPerHour ?? HOUR_CODES.ip,
    maxAttemptsPerCode: input.maxAttemptsPerCode ?? 5,
    mailFrom: input.mailFrom ?? 'Latchkey <no-reply@latchkey.invalid>',
    devMailbox: input.devMailbox ?? smtp === undefined,
    trustProxy: input.trustProxy ?? false,
    socials: resolveSocials(input.socials ?? []),
    socialTimeoutMs: input.socialTimeoutMs ?? 10_000,
    ...(input.databaseUrl ? { databaseUrl: input.databaseUrl } : {}),
    ...(input.dataDir ? { dataDir: input.dataDir } : {}),
    ...(input.sessionSecret ? { sessionSecret: input.sessionSecret } : {}),
    ...(smtp ? { smtpUrl: smtp } : {}),
    ...(input.publicUrl ? { publicUrl: input.publicUrl.replace(/\/$/, '') } : {}),
    ...(input.farcaster ? { farcaster: resolveFarcasterConfig(input.farcaster) } : {}),
    ...(input.providerUrl ? { providerUrl: input.providerUrl.replace(/\/$/, '') } : {}),
  }
}

const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/

function toProjectConfig(project: FrameProjectInput): ProjectConfig {
  if (!PROJECT_ID.test(project.id)) throw new Error(`Invalid project id: ${project.id}`)
  for (const origin of project.allowedOrigins)
    if (!parseOriginPattern(origin)) throw new Error(`Invalid allowed origin: ${origin}`)
  return {
    id: project.id,
    allowedOrigins: project.allowedOrigins,
    analyticsEnabled: true,
    ...(project.name ? { name: project.name } : {}),
  }
}

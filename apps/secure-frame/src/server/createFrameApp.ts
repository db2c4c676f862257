import { getConnInfo } from '@hono/node-server/conninfo'
import {
  ApiError,
  consoleLogger,
  DEV_PROJECT,
  describeError,
  forwardedClientIp,
  ProjectStore,
} from '@latchkey/provider'
import { Hono } from 'hono'
import { AuthService } from '../auth/AuthService'
import { CodeStore } from '../auth/CodeStore'
import { frameSecret } from '../auth/frameSecret'
import { KnownDevices } from '../auth/KnownDevices'
import { Sessions } from '../auth/Sessions'
import { type FrameConfigInput, type FrameOptions, resolveFrameConfig } from '../config/FrameConfig'
import { openFrameDatabase } from '../db/openFrameDatabase'
import { FarcasterSignIns } from '../farcaster/FarcasterSignIns'
import { configuredSiwfVerifier } from '../farcaster/siwfVerifier'
import { FrameError } from '../http/FrameError'
import { LOCKED_CSP } from '../http/frameCsp'
import { KeyShares } from '../keys/KeyShares'
import { DevMailbox } from '../mail/DevMailbox'
import type { Mailer } from '../mail/Mailer'
import { smtpMailer } from '../mail/smtpMailer'
import { authRoutes } from '../routes/authRoutes'
import { EmailUpdate, emailUpdateRoutes } from '../routes/emailUpdateRoutes'
import { farcasterRoutes } from '../routes/farcasterRoutes'
import { frameRoutes } from '../routes/frameRoutes'
import { keyRoutes } from '../routes/keyRoutes'
import { mailboxRoutes } from '../routes/mailboxRoutes'
import { socialRoutes } from '../routes/socialRoutes'
import { SOCIAL_CALLBACK_PATH, SocialLogins } from '../social/SocialLogins'
import type { FrameServices } from './FrameServices'

export interface FrameApp {
  app: Hono
  services: FrameServices
  /** Base URL links in mails use; set by startSecureFrame once the port is known. */
  setPublicUrl(url: string): void
  close(): Promise<void>
}

/** The built frame script (tsup writes it to dist/frame-page/). */
const DEFAULT_SCRIPT = new URL('./frame-page/frame.js', import.meta.url)

/** The secure frame's HTTP app: the frame page, its login API and the development mailbox. */
export async function createFrameApp(
  input: FrameConfigInput = {},
  options: FrameOptions & { scriptPath?: URL } = {},
): Promise<FrameApp> {
  const config = resolveFrameConfig(input)
  const logger = options.logger ?? consoleLogger
  const now = options.now ?? Date.now
  const db = await openFrameDatabase({
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    ...(options.database ? { database: options.database } : {}),
  })
  const projects = new ProjectStore(db)
  await projects.upsert(config.devProject ? [DEV_PROJECT, ...config.projects] : config.projects)
  const secret = await frameSecret(db, config.sessionSecret)
  const mailbox = config.devMailbox ? new DevMailbox(db, now) : undefined
  const mailer: Mailer | undefined = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : mailbox
  if (!mailer) throw new Error('Set smtpUrl, or turn the development mailbox on')
  let publicUrl = config.publicUrl ?? ''
  const sessions = new Sessions(db, secret, config.sessionTtlSeconds, now)
  const codes = new CodeStore(db, secret, config, now)
  const knownDevices = new KnownDevices(db, config.knownDeviceTrustMs, now)
  const deviceLink = (email: string, deviceId: string, token: string) =>
    `${publicUrl}/v1/auth/device/approve?${new URLSearchParams({ email, device: deviceId, token })}`
  const farcaster = config.farcaster
    ? new FarcasterSignIns(
        db,
        sessions,
        configuredSiwfVerifier(config.farcaster, now),
        config.farcaster,
        now,
      )
    : undefined
  const services: FrameServices = {
    farcaster,
    config,
    db,
    logger,
    projects,
    sessions,
    keys: new KeyShares(db),
    mailbox,
    auth: new AuthService(
      db,
      codes,
      sessions,
      mailer,
      deviceLink,
      config.codeTtlMs,
      now,
      knownDevices,
    ),
    ip: (c) => {
      let peer: string | undefined
      try {
        peer = getConnInfo(c).remote.address
      } catch {
        // app.request() in tests has no socket.
      }
      return forwardedClientIp(peer, c.req.header('x-forwarded-for'), config.trustProxy)
    },
  }

  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    // Only /frame may be embedded, and only by the project's origins (its route sets its own).
    if (!c.res.headers.has('Content-Security-Policy'))
      c.header('Content-Security-Policy', LOCKED_CSP)
  })
  frameRoutes(app, services, options.scriptPath ?? DEFAULT_SCRIPT)
  authRoutes(app, services)
  emailUpdateRoutes(
    app,
    services,
    new EmailUpdate(db, codes, sessions, mailer, config.codeTtlMs, knownDevices),
  )
  keyRoutes(app, services)
  if (mailbox) mailboxRoutes(app, mailbox)
  const socials = new SocialLogins(
    db,
    sessions,
    config.socials,
    () => `${publicUrl}${SOCIAL_CALLBACK_PATH}`,
    now,
    config.socialTimeoutMs,
  )
  socialRoutes(
    app,
    services,
    socials,
    new URL('./social-callback.js', options.scriptPath ?? DEFAULT_SCRIPT),
  )
  if (farcaster) farcasterRoutes(app, services, farcaster)
  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: 'No such route' } }, 404))
  app.onError((error, c) => {
    if (error instanceof FrameError || error instanceof ApiError)
      return c.json(error.toBody(), error.status, error.headers)
    logger.error('unhandled error', { path: c.req.path, ...describeError(error) })
    return c.json({ error: { code: 'INTERNAL_ERROR', message: 'Internal error' } }, 500)
  })

  return {
    app,
    services,
    setPublicUrl(url) {
      publicUrl ||= url
    },
    close: async () => {
      if (mailer !== mailbox) await mailer.close()
      if (!options.database) await db.close()
    },
  }
}

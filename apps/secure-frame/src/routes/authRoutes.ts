import { parseInput } from '@latchkey/provider'
import type { Hono } from 'hono'
import { FrameError } from '../http/FrameError'
import {
  deviceApproveQuery,
  deviceStatusBody,
  emailLoginBody,
  knownDeviceChallengeBody,
  knownDeviceLoginBody,
  otpBody,
} from '../http/inputs'
import { messagePage } from '../http/messagePage'
import { readBody } from '../http/readBody'
import { localeTagOf } from '../i18n/localeTags'
import { serverText } from '../i18n/server/serverText'
import type { FrameServices } from '../server/FrameServices'
import { bearer } from './bearer'

/** SPEC §4 embedded login: e-mail, device approval or code, session. Called by the frame only. */
export function authRoutes(app: Hono, services: FrameServices) {
  const { auth, sessions, projects } = services

  app.post('/v1/auth/email', async (c) => {
    const { locale, ...body } = await readBody(c, emailLoginBody)
    if (!(await projects.get(body.projectId)))
      throw new FrameError(403, 'INVALID_PROJECT_ID', 'Unknown project id')
    const action = await auth.startLogin({
      ...body,
      ip: services.ip(c),
      locale: localeTagOf(locale),
    })
    return c.json({ action })
  })

  app.post('/v1/auth/device', async (c) => {
    const body = await readBody(c, deviceStatusBody)
    return c.json({ approved: await auth.deviceApproved(body.email, body.deviceId) })
  })

  // The link in the device mail: a top-level page the visitor opens from their inbox, in the
  // locale the link carries (lang), as is the code mail it sends.
  app.get('/v1/auth/device/approve', async (c) => {
    const query = parseInput(deviceApproveQuery, c.req.query(), 'query')
    const locale = localeTagOf(query.lang)
    const page = (title: 'page.linkInvalid' | 'page.deviceApproved', text: string) =>
      messagePage(serverText(locale, title), text, locale)
    try {
      await auth.approveDevice(query.email, query.device, query.token, services.ip(c), locale)
    } catch (error) {
      if (!(error instanceof FrameError)) throw error
      // English keeps the server's own reason; another locale says what to do in its words.
      const text = locale === 'en' ? error.message : serverText(locale, 'page.linkInvalidBody')
      return c.html(page('page.linkInvalid', text), error.status)
    }
    return c.html(page('page.deviceApproved', serverText(locale, 'page.deviceApprovedBody')))
  })

  app.post('/v1/auth/otp', async (c) => {
    const body = await readBody(c, otpBody)
    if (!(await projects.get(body.projectId)))
      throw new FrameError(403, 'INVALID_PROJECT_ID', 'Unknown project id')
    return c.json(await auth.verifyOtp(body))
  })

  // Issue 32 known devices: a challenge for the device's key, then its signature opens a session.
  app.post('/v1/auth/known-device/challenge', async (c) => {
    const body = await readBody(c, knownDeviceChallengeBody)
    if (!(await projects.get(body.projectId)))
      throw new FrameError(403, 'INVALID_PROJECT_ID', 'Unknown project id')
    return c.json({ challenge: await auth.knownDevices.challenge(body) })
  })

  app.post('/v1/auth/known-device/login', async (c) => {
    const body = await readBody(c, knownDeviceLoginBody)
    if (!(await projects.get(body.projectId)))
      throw new FrameError(403, 'INVALID_PROJECT_ID', 'Unknown project id')
    const signature = new Uint8Array(Buffer.from(body.signature, 'base64url'))
    return c.json(await auth.loginKnownDevice({ ...body, signature }))
  })

  // "Forget this device": the session's device logs in with a code again.
  app.post('/v1/auth/known-device/forget', async (c) => {
    const session = await sessions.verify(bearer(c))
    await auth.knownDevices.forget(session.accountId, session.deviceId)
    return c.json({ forgotten: true })
  })

  // Every session of the account ends, and every device of it needs a code again.
  app.post('/v1/auth/sign-out-everywhere', async (c) => {
    const session = await sessions.verify(bearer(c))
    await services.db.transaction(async (tx) => {
      await sessions.revokeAll(session.accountId, tx)
      await auth.knownDevices.forgetAll(session.accountId, tx)
    })
    await sessions.revoke(session.jti, session.expiresAt)
    return c.json({ signedOut: true })
  })

  app.get('/v1/auth/session', async (c) => {
    const session = await sessions.verify(bearer(c))
    // A Farcaster login's username (its `email` is the login key farcaster:<fid>).
    const userName = await services.farcaster?.username(session.accountId)
    return c.json({
      email: session.email,
      expiresAt: session.expiresAt,
      accountId: session.accountId,
      ...(session.social ? { social: session.social } : {}),
      ...(userName ? { userName } : {}),
    })
  })

  app.post('/v1/auth/sign-out', async (c) => {
    const session = await sessions.verify(bearer(c))
    await sessions.revoke(session.jti, session.expiresAt)
    return c.json({ signedOut: true })
  })
}

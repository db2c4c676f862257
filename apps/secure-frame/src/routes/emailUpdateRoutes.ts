import type { Hono } from 'hono'
import { EmailUpdate } from '../auth/EmailUpdate'
import { emailUpdateBody, emailUpdateOtpBody } from '../http/inputs'
import { readBody } from '../http/readBody'
import { localeTagOf } from '../i18n/localeTags'
import type { FrameServices } from '../server/FrameServices'
import { bearer } from './bearer'

/** SPEC §4/§7 e-mail update, for a signed-in session only. Called by the frame only. */
export function emailUpdateRoutes(app: Hono, services: FrameServices, update: EmailUpdate) {
  const { sessions } = services

  app.post('/v1/auth/email-update', async (c) => {
    const session = await sessions.verify(bearer(c))
    const body = await readBody(c, emailUpdateBody)
    const locale = localeTagOf(body.locale)
    return c.json({ action: await update.start(session, body.email, services.ip(c), locale) })
  })

  app.post('/v1/auth/email-update/primary', async (c) => {
    const session = await sessions.verify(bearer(c))
    const body = await readBody(c, emailUpdateOtpBody)
    const ip = services.ip(c)
    const locale = localeTagOf(body.locale)
    const action = await update.verifyPrimary(session, body.email, body.otp, ip, locale)
    return c.json({ action })
  })

  app.post('/v1/auth/email-update/secondary', async (c) => {
    const session = await sessions.verify(bearer(c))
    const body = await readBody(c, emailUpdateOtpBody)
    return c.json(await update.verifySecondary(session, body.email, body.otp))
  })
}

export { EmailUpdate }

import type { Hono } from 'hono'
import { keysBody } from '../http/inputs'
import { readBody } from '../http/readBody'
import type { FrameServices } from '../server/FrameServices'
import { bearer } from './bearer'

/** The server's shares: released to the account's own session only (see the README's trust model). */
export function keyRoutes(app: Hono, services: FrameServices) {
  const { sessions, keys } = services

  app.get('/v1/keys', async (c) => {
    const session = await sessions.verify(bearer(c))
    // No wallet yet is an answer (null), not an error: the frame then makes one.
    const stored = await keys.get(session.accountId)
    c.header('Cache-Control', 'no-store')
    return c.json(stored ?? null)
  })

  app.post('/v1/keys', async (c) => {
    const session = await sessions.verify(bearer(c))
    const body = await readBody(c, keysBody)
    await keys.create(session.accountId, body)
    return c.json({ address: body.address }, 201)
  })
}

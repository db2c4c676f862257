import { originMatches, parseOriginPattern } from '@latchkey/provider'
import type { Hono } from 'hono'
import type { FarcasterRelay } from '../farcaster/FarcasterRelay'
import {
  authenticateBody,
  channelBody,
  channelTokenInput,
  claimBody,
} from '../farcaster/farcasterInputs'
import { FrameError } from '../http/FrameError'
import { readBody } from '../http/readBody'
import type { FrameServices } from '../server/FrameServices'
import { bearer } from './bearer'

/**
 * Sign In With Farcaster (FIP-11 relay): the frame opens a channel, the Farcaster app
 * authenticates it with the channel token from the connect URI, the frame claims the session.
 */
export function farcasterRoutes(app: Hono, services: FrameServices, relay: FarcasterRelay) {
  const token = (c: Parameters<typeof bearer>[0]) => {
    const found = channelTokenInput.safeParse(bearer(c))
    if (!found.success)
      throw new FrameError(
        400,
        'INVALID_REQUEST',
        'Send the channel token as Authorization: Bearer',
      )
    return found.data
  }

  app.post('/v1/farcaster/channel', async (c) => {
    const body = await readBody(c, channelBody)
    const project = await services.projects.get(body.projectId)
    if (!project) throw new FrameError(403, 'INVALID_PROJECT_ID', 'Unknown project id')
    const patterns = project.allowedOrigins.flatMap((o) => parseOriginPattern(o) ?? [])
    if (!originMatches(new URL(body.siweUri).origin, patterns))
      throw new FrameError(
        403,
        'INVALID_REQUEST',
        'The app is not an allowed origin of the project',
      )
    return c.json(await relay.createChannel({ ...body, ip: services.ip(c) }), 201)
  })

  app.get('/v1/farcaster/channel/status', async (c) => {
    const status = await relay.status(token(c))
    return c.json(status, status.state === 'pending' ? 202 : 200)
  })

  app.post('/v1/farcaster/channel/authenticate', async (c) => {
    const channelToken = token(c)
    await relay.authenticate(channelToken, await readBody(c, authenticateBody))
    return c.json({ state: 'completed' })
  })

  app.post('/v1/farcaster/session', async (c) => {
    const claim = await relay.claimSession(await readBody(c, claimBody))
    return c.json(claim, claim.state === 'pending' ? 202 : 200)
  })
}

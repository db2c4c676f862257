import { originMatches, parseOriginPattern } from '@latchkey/provider'
import type { Hono } from 'hono'
import type { FarcasterSignIns } from '../farcaster/FarcasterSignIns'
import { finishBody, signInBody } from '../farcaster/farcasterInputs'
import { FrameError } from '../http/FrameError'
import { readBody } from '../http/readBody'
import type { FrameServices } from '../server/FrameServices'

/**
 * Sign In With Farcaster: the frame starts a sign-in (the parameters of the channel it opens on
 * the auth relay), then names that channel until the server, reading it off the relay, has the
 * Farcaster app's answer and a session.
 */
export function farcasterRoutes(app: Hono, services: FrameServices, signIns: FarcasterSignIns) {
  app.post('/v1/farcaster/sign-in', async (c) => {
    const body = await readBody(c, signInBody)
    const project = await services.projects.get(body.projectId)
    if (!project) throw new FrameError(403, 'INVALID_PROJECT_ID', 'Unknown project id')
    const patterns = project.allowedOrigins.flatMap((o) => parseOriginPattern(o) ?? [])
    if (!originMatches(new URL(body.siweUri).origin, patterns))
      throw new FrameError(
        403,
        'INVALID_REQUEST',
        'The app is not an allowed origin of the project',
      )
    return c.json(await signIns.start({ ...body, ip: services.ip(c) }), 201)
  })

  app.post('/v1/farcaster/session', async (c) => {
    const answer = await signIns.finish(await readBody(c, finishBody))
    // 202: the Farcaster app has not answered the channel yet; the frame asks again.
    return 'state' in answer ? c.json(answer, 202) : c.json(answer, 200)
  })
}

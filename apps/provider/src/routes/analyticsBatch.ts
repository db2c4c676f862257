import type { Hono } from 'hono'
import { z } from 'zod'
import { analyticsEvent, eventQuery } from '../analytics/eventSchema'
import { storeEvents } from '../analytics/storeEvents'
import { ApiError, badRequest } from '../http/ApiError'
import { requireProject } from '../http/guardProject'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import type { AppEnv, Services } from '../server/Services'

// sendBeacon sends a CORS-safelisted type without a preflight: JSON in a text/plain body.
const BODY_TYPES = new Set(['application/json', 'text/plain'])

/**
 * POST /e/batch stores many SDK events at once: `{ events: [event, …] }`, each event as POST /e
 * takes it. The whole batch is checked first; any bad part is a 400 and nothing is stored.
 */
export function analyticsBatchRoute(app: Hono<AppEnv>, services: Services) {
  const limits = services.config.analytics
  const batch = z.object({
    events: z
      .array(analyticsEvent)
      .min(1, 'must hold at least one event')
      .max(limits.maxBatchEvents, `must hold at most ${limits.maxBatchEvents} events`),
  })

  app.post('/e/batch', requireProject(services), async (c) => {
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
    if (!type || !BODY_TYPES.has(type))
      throw new ApiError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the batch as JSON in an application/json or text/plain body',
      )
    const q = parseInput(eventQuery, c.req.query(), 'query')
    const { events } = parseInput(batch, await readJsonBody(c, limits.maxBatchBytes), 'body')
    const seen = new Set<string>()
    events.forEach((e, i) => {
      // The same cap as one event sent to POST /e.
      if (Buffer.byteLength(JSON.stringify(e)) > limits.maxBodyBytes)
        throw badRequest(`Invalid body: events.${i}: larger than ${limits.maxBodyBytes} bytes`)
      if (seen.has(e.eventId))
        throw badRequest(`Invalid body: events.${i}.eventId: repeats an earlier event's id`)
      seen.add(e.eventId)
    })
    const project = c.get('project')
    // A project that turned analytics off gets its events dropped, not refused.
    if (!project.analyticsEnabled) return c.json({ stored: false })
    await storeEvents(services.db, project.id, events, q)
    return c.json({ stored: true, events: events.length })
  })
}

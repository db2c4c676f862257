import type { Hono } from 'hono'
import { analyticsEvent, eventQuery } from '../analytics/eventSchema'
import { storeEvents } from '../analytics/storeEvents'
import { ApiError } from '../http/ApiError'
import { requireProject } from '../http/guardProject'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import type { AppEnv, Services } from '../server/Services'

/** POST /e stores one SDK event; GET /v1/analytics-config says whether the project wants them. */
export function analyticsRoutes(app: Hono<AppEnv>, services: Services) {
  app.post('/e', requireProject(services), async (c) => {
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
    if (type !== 'application/json')
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the event as application/json')
    const q = parseInput(eventQuery, c.req.query(), 'query')
    const body = await readJsonBody(c, services.config.analytics.maxBodyBytes)
    const e = parseInput(analyticsEvent, body, 'body')
    const project = c.get('project')
    // A project that turned analytics off gets its events dropped, not refused.
    if (!project.analyticsEnabled) return c.json({ stored: false })
    await storeEvents(services.db, project.id, [e], q)
    return c.json({ stored: true })
  })

  app.get('/v1/analytics-config', requireProject(services), (c) =>
    c.json({ isAnalyticsEnabled: c.get('project').analyticsEnabled }),
  )
}

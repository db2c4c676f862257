import type { Hono } from 'hono'
import { z } from 'zod'
import { requireProject } from '../http/guardProject'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import { sdkQuery } from '../http/schemas'
import type { AppEnv, Services } from '../server/Services'

const event = z.object({
  eventId: z.string().min(1).max(100),
  url: z.string().max(2000),
  domain: z.string().max(255),
  timestamp: z.number().int().min(0).max(8.64e15).describe('milliseconds since 1970'),
  props: z.record(z.string(), z.unknown()),
})

const eventQuery = z.object({ ...sdkQuery })

/** POST /e stores one SDK event; GET /v1/analytics-config says whether the project wants them. */
export function analyticsRoutes(app: Hono<AppEnv>, services: Services) {
  app.post('/e', requireProject(services), async (c) => {
    const q = parseInput(eventQuery, c.req.query(), 'query')
    const e = parseInput(event, await readJsonBody(c, 16 * 1024), 'body')
    const project = c.get('project')
    // A project that turned analytics off gets its events dropped, not refused.
    if (!project.analyticsEnabled) return c.json({ stored: false })
    await services.db.query(
      `INSERT INTO analytics_events (project_id, event_id, url, domain, event_time, props, sdk_type, sdk_version)
       VALUES ($1, $2, $3, $4, to_timestamp($5::double precision / 1000), $6::text::jsonb, $7, $8)
       ON CONFLICT (project_id, event_id) DO NOTHING`,
      [
        project.id,
        e.eventId,
        e.url,
        e.domain,
        e.timestamp,
        JSON.stringify(e.props),
        q.st ?? null,
        q.sv ?? null,
      ],
    )
    return c.json({ stored: true })
  })

  app.get('/v1/analytics-config', requireProject(services), (c) =>
    c.json({ isAnalyticsEnabled: c.get('project').analyticsEnabled }),
  )
}

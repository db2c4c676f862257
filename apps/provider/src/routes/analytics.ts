import type { Hono } from 'hono'
import { z } from 'zod'
import { ApiError } from '../http/ApiError'
import { requireProject } from '../http/guardProject'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import { sdkQuery } from '../http/schemas'
import { isStorableText, storableJsonProblem } from '../http/storableJson'
import type { AppEnv, Services } from '../server/Services'

/** The SDK's props are a few levels deep; deeper ones are refused before JSON.stringify recurses. */
export const MAX_PROPS_DEPTH = 10

const text = (max: number) =>
  z.string().max(max).refine(isStorableText, 'must not hold NUL or unpaired surrogate characters')

const event = z.object({
  eventId: text(100).min(1),
  url: text(2000),
  domain: text(255),
  timestamp: z.number().int().min(0).max(8.64e15).describe('milliseconds since 1970'),
  props: z.record(z.string(), z.unknown()).superRefine((props, ctx) => {
    const problem = storableJsonProblem(props, MAX_PROPS_DEPTH)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  }),
})

const eventQuery = z.object({ ...sdkQuery, st: text(100).optional(), sv: text(100).optional() })

/** POST /e stores one SDK event; GET /v1/analytics-config says whether the project wants them. */
export function analyticsRoutes(app: Hono<AppEnv>, services: Services) {
  app.post('/e', requireProject(services), async (c) => {
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
    if (type !== 'application/json')
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the event as application/json')
    const q = parseInput(eventQuery, c.req.query(), 'query')
    const body = await readJsonBody(c, services.config.analytics.maxBodyBytes)
    const e = parseInput(event, body, 'body')
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

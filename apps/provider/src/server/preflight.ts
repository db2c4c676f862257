import type { Hono } from 'hono'
import { projectIdSchema } from '../config/configSchema'
import { ApiError } from '../http/ApiError'
import { preflightHeaders, preflightRequestAllowed } from '../http/cors'
import { anonymousBucket, charge } from '../http/rateLimit'
import { originMatches } from '../projects/originPattern'
import type { AppEnv, Services } from './Services'

/**
 * Answers CORS preflights: allowed when the project in the query (or, without one, any project)
 * allows the origin, and only the SDK's methods and headers are asked. POST /e and /e/batch are
 * the exception: their preflight passes for any origin so the SDK can read the guarded POST's 403 and raise its
 * 'Invalid App Configuration' alert (SPEC §6); the POST itself stores nothing for such an origin.
 */
export function preflight(app: Hono<AppEnv>, services: Services) {
  app.options('*', async (c) => {
    // Paid before any project lookup, so made-up project ids cannot buy database queries.
    await charge(c, services, anonymousBucket(c, services))
    const origin = c.req.header('origin')
    const method = c.req.header('access-control-request-method')
    if (!origin || !method) return c.body(null, 204)
    const analytics = (c.req.path === '/e' || c.req.path === '/e/batch') && method === 'POST'
    const allowed = analytics || (await originAllowed(services, origin, c.req.query('projectId')))
    // Refused preflights carry no CORS header at all: the browser stops there.
    if (!allowed) {
      const refusal = new ApiError(
        403,
        'ORIGIN_NOT_ALLOWED',
        `Origin ${origin.slice(0, 200)} is not allowed`,
      )
      return c.json(refusal.toBody(), 403)
    }
    if (
      !preflightRequestAllowed(method, c.req.header('access-control-request-headers'), c.req.path)
    ) {
      const refusal = new ApiError(
        405,
        'METHOD_NOT_ALLOWED',
        'Only GET and POST with the SDK headers are allowed',
      )
      return c.json(refusal.toBody(), 403)
    }
    return c.body(null, 204, preflightHeaders(origin, c.req.path))
  })
}

/** The origin is allowed by the named project or, without a project id, by any project. */
async function originAllowed(services: Services, origin: string, projectId: string | undefined) {
  if (projectId === undefined) {
    return (await services.projects.list()).some((p) => originMatches(origin, p.patterns))
  }
  if (!projectIdSchema.safeParse(projectId).success) return false
  const project = await services.projects.get(projectId)
  return project !== undefined && originMatches(origin, project.patterns)
}

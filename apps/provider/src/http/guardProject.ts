import type { Context, MiddlewareHandler } from 'hono'
import { projectIdSchema } from '../config/configSchema'
import { originMatches } from '../projects/originPattern'
import type { Project } from '../projects/ProjectStore'
import type { AppEnv, Services } from '../server/Services'
import { ApiError } from './ApiError'
import { clientIp } from './clientIp'
import { allowOrigin } from './cors'

/** Codes of guard refusals; their answers stay readable cross-origin so the SDK can raise its alert. */
export const GUARD_CODES = new Set([
  'PROJECT_ID_NOT_CONFIGURED',
  'INVALID_PROJECT_ID',
  'ORIGIN_NOT_ALLOWED',
])

/**
 * Checks the project id and the Origin, opens CORS for that origin, then takes a rate-limit token.
 * Requests without an Origin (servers, <img>) pass the origin check: only browsers send one.
 */
export async function guardProject(
  c: Context<AppEnv>,
  services: Services,
  rawProjectId: unknown,
): Promise<Project> {
  if (rawProjectId === undefined || rawProjectId === null || rawProjectId === '') {
    throw new ApiError(
      403,
      'PROJECT_ID_NOT_CONFIGURED',
      'Missing projectId: pass the project id of this app',
    )
  }
  const parsed = projectIdSchema.safeParse(rawProjectId)
  const project = parsed.success ? await services.projects.get(parsed.data) : undefined
  if (!project) {
    throw new ApiError(
      403,
      'INVALID_PROJECT_ID',
      'Invalid project id: this provider has no such project',
    )
  }
  const origin = c.req.header('origin')
  if (origin !== undefined) {
    if (!originMatches(origin, project.patterns)) {
      throw new ApiError(
        403,
        'ORIGIN_NOT_ALLOWED',
        `Origin ${origin.slice(0, 200)} is not allowed for project ${project.id}`,
      )
    }
    allowOrigin(c, origin)
  }
  if (services.limiter) {
    const ip = clientIp(c, services.config.trustProxy)
    const taken = services.limiter.take(`${project.id}|${ip}`)
    if (!taken.allowed) {
      throw new ApiError(429, 'RATE_LIMITED', 'Too many requests: slow down and retry later', {
        'Retry-After': String(taken.retryAfterSeconds),
      })
    }
  }
  c.set('project', project)
  return project
}

/** Middleware form for routes that carry projectId in the query. */
export const requireProject =
  (services: Services): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await guardProject(c, services, c.req.query('projectId'))
    await next()
  }

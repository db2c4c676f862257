import type { Context, MiddlewareHandler } from 'hono'
import { projectIdSchema } from '../config/configSchema'
import { originMatches } from '../projects/originPattern'
import type { Project } from '../projects/ProjectStore'
import type { AppEnv, Services } from '../server/Services'
import { ApiError } from './ApiError'
import { allowOrigin } from './cors'
import { anonymousBucket, charge, projectBucket, rateLimited, spend } from './rateLimit'

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
    await charge(c, services, anonymousBucket(c, services))
    throw new ApiError(
      403,
      'PROJECT_ID_NOT_CONFIGURED',
      'Missing projectId: pass the project id of this app',
    )
  }
  const parsed = projectIdSchema.safeParse(rawProjectId)
  const project = parsed.success ? await findProject(c, services, parsed.data) : undefined
  if (!parsed.success) await charge(c, services, anonymousBucket(c, services))
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
  c.set('project', project)
  await charge(c, services, projectBucket(c, services, project.id))
  return project
}

/**
 * The project, looked up so that made-up ids run out of tokens, not database queries: an id not
 * cached pays from the IP's anonymous bucket first; once that is empty, only the cached list of
 * every project (one query per few seconds) is asked, so known projects still pass.
 */
async function findProject(
  c: Context<AppEnv>,
  services: Services,
  id: string,
): Promise<Project | undefined> {
  const cached = services.projects.cached(id)
  if (cached) return cached
  const anonymous = anonymousBucket(c, services)
  if (cached === null) {
    await charge(c, services, anonymous)
    return undefined
  }
  const paid = await spend(c, services, anonymous)
  if (paid.allowed) return services.projects.get(id)
  const known = (await services.projects.list()).find((p) => p.id === id)
  if (!known) throw rateLimited(paid.retryAfterSeconds)
  return known
}

/** Middleware form for routes that carry projectId in the query. */
export const requireProject =
  (services: Services): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await guardProject(c, services, c.req.query('projectId'))
    await next()
  }

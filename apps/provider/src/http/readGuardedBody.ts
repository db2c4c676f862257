import type { Context } from 'hono'
import type { AppEnv, Services } from '../server/Services'
import { guardProject } from './guardProject'
import { readJsonBody } from './readJsonBody'

/**
 * Reads a POST route's JSON body (at most `maxBytes`) and checks its project, named in the query
 * or in the body's `projectId` (SPEC §7: the SDK sends it in the body).
 */
export async function readGuardedBody(
  c: Context<AppEnv>,
  services: Services,
  maxBytes: number,
): Promise<unknown> {
  const raw = await readJsonBody(c, maxBytes)
  const projectId =
    c.req.query('projectId') ??
    (typeof raw === 'object' && raw !== null
      ? (raw as { projectId?: unknown }).projectId
      : undefined)
  await guardProject(c, services, projectId)
  return raw
}

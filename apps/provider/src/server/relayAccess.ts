import { projectIdSchema } from '../config/configSchema'
import { originMatches } from '../projects/originPattern'
import type { RelayClientInfo } from '../relay'
import type { Services } from './Services'

/**
 * Who may open a relay socket, by the HTTP API's own rule: a browser page (it sends an Origin)
 * needs a known project whose allowlist has that origin, so other sites cannot use the relay
 * under your project id. Wallet apps send no Origin and carry project ids of their own: they
 * pass unless `relay.requireProject` asks for a known project from them too.
 */
export function relayAccess(
  services: Pick<Services, 'config' | 'projects'>,
): (client: RelayClientInfo) => Promise<boolean> {
  return async ({ projectId, origin }) => {
    if (origin === undefined && !services.config.relay.requireProject) return true
    const parsed = projectIdSchema.safeParse(projectId)
    const project = parsed.success ? await services.projects.get(parsed.data) : undefined
    if (!project) return false
    return origin === undefined || originMatches(origin, project.patterns)
  }
}

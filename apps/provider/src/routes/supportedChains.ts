import type { Hono } from 'hono'
import { requireProject } from '../http/guardProject'
import type { AppEnv, Services } from '../server/Services'

/**
 * GET /v1/supported-chains: the configured chains; the gateway speaks HTTP only, so ws is empty.
 * `swap` (ours) lists the chains the convert routes serve, so the SDK can show its Swap button.
 */
export function supportedChainsRoute(app: Hono<AppEnv>, services: Services) {
  app.get('/v1/supported-chains', requireProject(services), (c) =>
    c.json({
      http: services.chains.list().map((chain) => chain.id),
      ws: [] as string[],
      swap: services.swaps.ids(),
    }),
  )
}

import type { Hono } from 'hono'
import { requireProject } from '../http/guardProject'
import type { AppEnv, Services } from '../server/Services'

/**
 * GET /v1/supported-chains: the configured chains; the gateway speaks HTTP only, so ws is empty.
 * `swap` and `onramp` (ours) list the chains the convert routes and the on-ramp partners serve, so
 * the SDK can show its Swap and Buy buttons.
 */
export function supportedChainsRoute(app: Hono<AppEnv>, services: Services) {
  app.get('/v1/supported-chains', requireProject(services), (c) =>
    c.json({
      http: services.chains.list().map((chain) => chain.id),
      ws: [] as string[],
      swap: services.swaps.ids(),
      onramp: services.onramp.chainIds(),
    }),
  )
}

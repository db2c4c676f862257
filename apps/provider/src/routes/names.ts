import type { Hono } from 'hono'
import { z } from 'zod'
import { requireProject } from '../http/guardProject'
import { parseInput } from '../http/parseInput'
import { evmAddress, sdkQuery } from '../http/schemas'
import type { AppEnv, Services } from '../server/Services'

const query = z.object({
  ...sdkQuery,
  sender: evmAddress.optional(),
  apiVersion: z.enum(['2'], 'apiVersion must be 2').optional(),
})

/** GET /v1/identity/{address} and GET /v1/profile/reverse/{address}, read from the names table. */
export function namesRoutes(app: Hono<AppEnv>, services: Services) {
  app.get('/v1/identity/:address', requireProject(services), async (c) => {
    const address = parseInput(evmAddress, c.req.param('address'), 'path')
    parseInput(query, c.req.query(), 'query')
    return c.json(await services.names.identity(address))
  })

  app.get('/v1/profile/reverse/:address', requireProject(services), async (c) => {
    const address = parseInput(evmAddress, c.req.param('address'), 'path')
    parseInput(query, c.req.query(), 'query')
    return c.json(await services.names.reverse(address))
  })
}

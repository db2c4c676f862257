import { lowerCaseName } from '@latchkey/core'
import type { Hono } from 'hono'
import { z } from 'zod'
import { avatarImageUri } from '../ens/avatarImageUri'
import { ensIdentity } from '../ens/ensServices'
import { badRequest, notFound } from '../http/ApiError'
import { requireProject } from '../http/guardProject'
import { providerBase } from '../http/imageUrl'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import { evmAddress, sdkQuery } from '../http/schemas'
import { withReasons } from '../names/NameServiceError'
import { registrationBody } from '../names/nameClaim'
import { labelOf, NAME_RULE } from '../names/nameRules'
import type { AppEnv, Services } from '../server/Services'

const query = z.object({
  ...sdkQuery,
  sender: evmAddress.optional(),
  apiVersion: z.enum(['2'], 'apiVersion must be 2').optional(),
})
const suggestionsQuery = z.object({ ...sdkQuery, zone: z.string().max(200).optional() })
const MAX_BODY = 32 * 1024

/**
 * SPEC §7 profile routes and identity over the `names` table: reverse and forward lookups,
 * identity, suggestions and registration (NameRegistry). Refusals carry reasons (SPEC §8).
 */
export function namesRoutes(app: Hono<AppEnv>, services: Services) {
  const { names, nameRegistry } = services
  const zone = nameRegistry.zone
  const nameOf = (value: string) => {
    const label = labelOf(value, zone)
    if (!label) throw badRequest(`Invalid name: ${NAME_RULE}, then .${zone}`)
    return label
  }

  app.get('/v1/identity/:address', requireProject(services), async (c) => {
    const address = parseInput(evmAddress, c.req.param('address'), 'path')
    parseInput(query, c.req.query(), 'query')
    // ENS first where a chain has a Universal Resolver (issue 37); the avatar only ever as our route.
    const ens = await ensIdentity(services).profile(address as `0x${string}`)
    if (ens) {
      const image = ens.avatar
        ? await avatarImageUri(services, ens.avatar, address as `0x${string}`).catch(
            () => undefined,
          )
        : undefined
      const avatar = image
        ? `${providerBase(c, services.config.publicUrl)}/v1/identity/${address}/avatar?projectId=${encodeURIComponent(c.get('project').id)}`
        : null
      return c.json({ name: ens.name, avatar })
    }
    return c.json(await names.identity(address))
  })

  app.get('/v1/profile/reverse/:address', requireProject(services), (c) =>
    withReasons(async () => {
      const address = parseInput(evmAddress, c.req.param('address'), 'path')
      parseInput(query, c.req.query(), 'query')
      return c.json(await names.reverse(address))
    }),
  )

  app.get('/v1/profile/account/:name', requireProject(services), (c) =>
    withReasons(async () => {
      parseInput(query, c.req.query(), 'query')
      const label = nameOf(c.req.param('name'))
      const record = await names.lookup(`${label}.${zone}`)
      if (!record) throw notFound(`${label}.${zone} is not registered`)
      return c.json(record)
    }),
  )

  app.get('/v1/profile/suggestions/:name', requireProject(services), (c) =>
    withReasons(async () => {
      const asked = parseInput(suggestionsQuery, c.req.query(), 'query')
      if (asked.zone !== undefined && lowerCaseName(asked.zone) !== zone)
        throw badRequest(`Unknown zone: this name service registers .${zone} names`)
      return c.json({ suggestions: await nameRegistry.suggest(nameOf(c.req.param('name'))) })
    }),
  )

  app.post('/v1/profile/account', requireProject(services), (c) =>
    withReasons(async () => {
      const body = parseInput(registrationBody, await readJsonBody(c, MAX_BODY), 'body')
      const { name } = await nameRegistry.register(body, c.get('project').id)
      return c.json({ success: true, name })
    }),
  )
}

import type { Hono } from 'hono'
import { z } from 'zod'
import { requireProject } from '../http/guardProject'
import { parseInput } from '../http/parseInput'
import { caipNetworkId, queryInt, sdkQuery } from '../http/schemas'
import type { AppEnv, Services } from '../server/Services'

/** SPEC §9: pages of 40 wallets. */
export const WALLET_PAGE_SIZE = 40

const idList = z
  .string()
  .max(4000)
  .transform((s) =>
    s
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z.string().regex(/^[a-z0-9._-]{1,64}$/, 'ids are lower-case letters, digits, . _ or -'),
      )
      .max(200),
  )

const query = z.object({
  ...sdkQuery,
  page: queryInt(1, 10_000).default(1),
  entries: queryInt(1, 100).default(WALLET_PAGE_SIZE),
  search: z.string().max(100).optional(),
  include: idList.optional(),
  exclude: idList.optional(),
  chains: z
    .string()
    .max(2000)
    .transform((s) =>
      s
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(caipNetworkId).max(50))
    .optional(),
})

/** GET /v1/wallets: the curated registry, filtered and paged. */
export function walletsRoute(app: Hono<AppEnv>, services: Services) {
  app.get('/v1/wallets', requireProject(services), (c) => {
    const q = parseInput(query, c.req.query(), 'query')
    return c.json(services.wallets.list(q))
  })
}

import type { Hono } from 'hono'
import { z } from 'zod'
import { tokenInfo } from '../chains/tokenInfo'
import { imageUrl } from '../http/imageUrl'
import { parseInput } from '../http/parseInput'
import { readGuardedBody } from '../http/readGuardedBody'
import { caipAddress } from '../http/schemas'
import type { AppEnv, Services } from '../server/Services'

/** The address swap APIs use for a chain's native currency. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const body = z.object({
  projectId: z.string().optional(),
  currency: z.literal('usd', 'only usd is supported'),
  addresses: z.array(caipAddress).min(1).max(100),
})

/**
 * POST /v1/fungible/price: USD prices of known tokens from the price source (feed, pools, else
 * the configured number, each marked by `priceSource`); unknown addresses are left out.
 */
export function fungiblePriceRoute(app: Hono<AppEnv>, services: Services) {
  app.post('/v1/fungible/price', async (c) => {
    const raw = await readGuardedBody(c, services, 16 * 1024)
    const input = parseInput(body, raw, 'body')
    const known = input.addresses.flatMap((id) => {
      const [namespace, reference, address] = id.split(':') as [string, string, string]
      const chain = services.chains.get(`${namespace}:${reference}`)
      if (!chain) return []
      const lower = address.toLowerCase()
      const token = tokenInfo(chain, lower === NATIVE_TOKEN_ADDRESS ? null : lower)
      return token ? [{ chain, token }] : []
    })
    const fungibles = await Promise.all(
      known.map(async ({ chain, token }) => {
        const { priceUsd, priceSource } = await services.prices.price(chain, token)
        return {
          name: token.name,
          symbol: token.symbol,
          iconUrl:
            token.iconUrl ??
            imageUrl(c, services.config.publicUrl, 'tokens', token.symbol.toLowerCase()),
          price: priceUsd,
          priceSource,
        }
      }),
    )
    return c.json({ fungibles })
  })
}

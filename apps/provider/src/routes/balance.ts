import type { TokenBalance } from '@latchkey/core'
import type { Hono } from 'hono'
import { formatUnits } from 'viem'
import { z } from 'zod'
import { accountOnChains, parseAccount } from '../chains/accountOnChains'
import type { ServedChain } from '../chains/ServedChain'
import { ApiError } from '../http/ApiError'
import { requireProject } from '../http/guardProject'
import { imageUrl } from '../http/imageUrl'
import { parseInput } from '../http/parseInput'
import { caipNetworkId, queryFlag, sdkQuery } from '../http/schemas'
import type { PriceOrigin } from '../prices/PriceSource'
import type { AppEnv, Services } from '../server/Services'

const query = z.object({
  ...sdkQuery,
  currency: z.literal('usd', 'only usd is supported').default('usd'),
  chainId: caipNetworkId.optional(),
  forceUpdate: queryFlag,
})

/** Resolves the chains a request is about: the one named, or every configured chain. */
export function servedChains(services: Services, chainId: string | undefined): ServedChain[] {
  if (chainId === undefined) return services.chains.list()
  const chain = services.chains.get(chainId)
  if (!chain)
    throw new ApiError(400, 'UNSUPPORTED_CHAIN', `Chain ${chainId} is not served by this provider`)
  return [chain]
}

/**
 * GET /v1/account/{address}/balance: native and known-token balances, valued at the price
 * source's prices (`priceSource` says feed, pool or config); forceUpdate reads both afresh.
 */
export function balanceRoute(app: Hono<AppEnv>, services: Services) {
  app.get('/v1/account/:address/balance', requireProject(services), async (c) => {
    const account = parseAccount(c.req.param('address'))
    const q = parseInput(query, c.req.query(), 'query')
    const balances: (TokenBalance & { priceSource: PriceOrigin })[] = []
    for (const { chain, address } of accountOnChains(account, servedChains(services, q.chainId))) {
      const raw = await services.balances.read(chain, address, q.forceUpdate)
      const native = chain.config.nativeCurrency
      const entries = [
        { amount: raw.native, token: { ...native, address: undefined, iconUrl: undefined } },
        ...raw.tokens.map(({ token, amount }) => ({ amount, token })),
      ]
      const held = entries.filter(({ amount }) => amount !== 0n)
      const prices = await Promise.all(
        held.map(({ token }) => services.prices.price(chain, token, q.forceUpdate)),
      )
      for (const [i, { amount, token }] of held.entries()) {
        const numeric = formatUnits(amount, token.decimals)
        const { priceUsd, priceSource } = prices[i]!
        balances.push({
          name: token.name,
          symbol: token.symbol,
          chainId: chain.id,
          ...(token.address ? { address: `${chain.id}:${token.address}` } : {}),
          value: Number(numeric) * priceUsd,
          price: priceUsd,
          priceSource,
          quantity: { decimals: String(token.decimals), numeric },
          iconUrl:
            token.iconUrl ??
            imageUrl(c, services.config.publicUrl, 'tokens', token.symbol.toLowerCase()),
        })
      }
    }
    return c.json({ balances })
  })
}

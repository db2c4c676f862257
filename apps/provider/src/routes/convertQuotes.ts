import type { Hono } from 'hono'
import { requireProject } from '../http/guardProject'
import { imageUrl } from '../http/imageUrl'
import { parseInput } from '../http/parseInput'
import type { AppEnv, Services } from '../server/Services'
import { gasPricesQuery, quotesQuery, requestNetwork, tokensQuery } from '../swaps/convertInput'
import { NATIVE_TOKEN_ADDRESS } from '../swaps/EvmSwapChain'
import { nodeFailure } from '../swaps/nodeFailure'
import { quoteSwap } from '../swaps/quoteSwap'

/** GET /v1/convert/tokens, /quotes and /gas-price (SPEC §7), priced from the router's pools. */
export function convertQuoteRoutes(app: Hono<AppEnv>, services: Services) {
  app.get('/v1/convert/tokens', requireProject(services), (c) => {
    const { chainId } = parseInput(tokensQuery, c.req.query(), 'query')
    const { served } = services.swaps.swapChain(chainId)
    const native = served.config.nativeCurrency
    const icon = (symbol: string) =>
      imageUrl(c, services.config.publicUrl, 'tokens', symbol.toLowerCase())
    const tokens = [
      {
        name: native.name,
        symbol: native.symbol,
        address: `${chainId}:${NATIVE_TOKEN_ADDRESS}`,
        decimals: native.decimals,
        logoUri: icon(native.symbol),
      },
      ...served.config.tokens.map((t) => ({
        name: t.name,
        symbol: t.symbol,
        address: `${chainId}:${t.address}`,
        decimals: t.decimals,
        logoUri: t.iconUrl ?? icon(t.symbol),
      })),
    ]
    return c.json({ tokens })
  })

  app.get('/v1/convert/quotes', requireProject(services), async (c) => {
    const q = parseInput(quotesQuery, c.req.query(), 'query')
    const chain = services.swaps.swapChain(requestNetwork([q.from, q.to], q.userAddress))
    const failed = nodeFailure(chain.id)
    const quote = await quoteSwap(chain, q.from.address, q.to.address, q.amount).catch(failed)
    const gasPrice = q.gasPrice ?? (await chain.client.getGasPrice().catch(failed))
    return c.json({
      quotes: [
        {
          fromAmount: quote.amountIn.toString(),
          fromAccount: q.from.id,
          toAmount: quote.amountOut.toString(),
          toAccount: q.to.id,
          /** Percent the fill is worse than the pools' mid price, fee left out. */
          priceImpact: quote.priceImpact,
          /** What the pools keep, in the input's smallest unit, and their rate. */
          fee: quote.fee.toString(),
          feeBps: chain.feeBps,
          path: quote.route.path.map((address) => `${chain.id}:${address}`),
          gasLimit: quote.gasLimit.toString(),
          /** gasLimit × gasPrice, in wei. */
          networkFee: (quote.gasLimit * gasPrice).toString(),
        },
      ],
    })
  })

  app.get('/v1/convert/gas-price', requireProject(services), async (c) => {
    const { chainId } = parseInput(gasPricesQuery, c.req.query(), 'query')
    const price = await services.swaps.gasClient(chainId).getGasPrice().catch(nodeFailure(chainId))
    // The node's price is the standard one; fast and instant bid 20% and 50% above it.
    return c.json({
      standard: price.toString(),
      fast: ((price * 6n) / 5n).toString(),
      instant: ((price * 3n) / 2n).toString(),
    })
  })
}

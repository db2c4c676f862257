import type { Hono } from 'hono'
import { z } from 'zod'
import { badRequest } from '../http/ApiError'
import { requireProject } from '../http/guardProject'
import { providerBase } from '../http/imageUrl'
import { parseInput } from '../http/parseInput'
import { readGuardedBody } from '../http/readGuardedBody'
import { sdkQuery } from '../http/schemas'
import { onrampQuoteBody, onrampUrlBody } from '../onramp/onrampInput'
import { fiatForCrypto } from '../onramp/quoteOnRamp'
import type { AppEnv, Services } from '../server/Services'

/** GET /v1/onramp/options, POST /v1/onramp/quote and POST /v1/generators/onrampurl (SPEC §7). */
export function onrampRoutes(app: Hono<AppEnv>, services: Services) {
  const onramp = services.onramp
  app.get('/v1/onramp/options', requireProject(services), async (c) => {
    parseInput(z.object(sdkQuery), c.req.query(), 'query')
    return c.json(await onramp.options())
  })

  app.post('/v1/onramp/quote', async (c) => {
    const body = parseInput(onrampQuoteBody, await readGuardedBody(c, services, 4096), 'body')
    const resolved = await onramp.resolve(body)
    return c.json(await onramp.quote(resolved, body.amount, body.paymentMethod))
  })

  app.post('/v1/generators/onrampurl', async (c) => {
    const raw = await readGuardedBody(c, services, 8192)
    const body = parseInput(onrampUrlBody, raw, 'body')
    const [wallet] = body.destinationWallets as [(typeof body.destinationWallets)[number]]
    const network = body.defaultNetwork ?? wallet.blockchains?.[0] ?? wallet.supportedNetworks?.[0]
    if (!network) throw badRequest('Invalid body: defaultNetwork: name the network to buy on')
    const resolved = await onramp.resolve({
      partner: body.partner,
      network,
      paymentCurrency: body.paymentCurrency ?? onramp.config.currencies[0]?.id ?? 'USD',
      purchaseCurrency: wallet.assets?.[0],
    })
    const address = resolved.chain.parseAddress(wallet.address)
    if (!address)
      throw badRequest('Invalid body: destinationWallets.0.address: not an address of that network')
    const amount = body.presetFiatAmount ?? fiatForCrypto(body.presetCryptoAmount ?? '0', resolved)
    const quote = await onramp.quote(resolved, amount, body.paymentMethod)
    const purchase = await onramp.purchases.open({
      project_id: c.get('project').id,
      partner: resolved.partner.id,
      chain_id: resolved.chain.id,
      address,
      asset_symbol: resolved.asset.symbol,
      asset_address: resolved.asset.address,
      asset_decimals: resolved.asset.decimals,
      crypto_units: quote.purchaseUnits,
      fiat_amount: quote.paymentTotal.amount,
      fiat_currency: quote.paymentTotal.currency,
      payment_method: quote.paymentMethod,
      expires_at: new Date(Date.now() + onramp.config.checkoutTtlMs),
    })
    const base = providerBase(c, services.config.publicUrl)
    return c.json({ url: `${base}/onramp/checkout/${purchase.id}` })
  })
}

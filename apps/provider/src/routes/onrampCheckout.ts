import { randomBytes } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { notFound } from '../http/ApiError'
import { checkoutPage } from '../onramp/checkoutPage'
import type { AppEnv, Services } from '../server/Services'

const ID = /^[A-Za-z0-9_-]{24}$/

/**
 * GET /onramp/checkout/{id}: the simulated partner page the generated URL opens; POST …/pay
 * credits the purchase from the faucet, then shows the page again (README: On-ramp).
 */
export function onrampCheckoutRoutes(app: Hono<AppEnv>, services: Services) {
  const onramp = services.onramp
  const load = async (id: string) => {
    const purchase = ID.test(id) ? await onramp.purchases.get(id) : undefined
    if (!purchase) throw notFound('No such checkout')
    return purchase
  }

  app.get('/onramp/checkout/:id', async (c) => {
    const purchase = await load(c.req.param('id'))
    const partner = onramp.partners.find((p) => p.id === purchase.partner)
    const nonce = randomBytes(16).toString('base64')
    secureHeaders(c, nonce)
    return c.html(checkoutPage(purchase, partner?.name ?? purchase.partner, nonce, new Date()))
  })

  app.post('/onramp/checkout/:id/pay', async (c) => {
    const purchase = await load(c.req.param('id'))
    // A repeated or late Pay changes nothing: only a pending, unexpired checkout is claimed.
    await onramp.settle(purchase.id)
    secureHeaders(c)
    return c.redirect(`/onramp/checkout/${purchase.id}`, 303)
  })
}

function secureHeaders(c: Context<AppEnv>, styleNonce?: string) {
  c.header(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      styleNonce ? `style-src 'nonce-${styleNonce}'` : undefined,
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ]
      .filter(Boolean)
      .join('; '),
  )
  c.header('X-Frame-Options', 'DENY')
  c.header('Referrer-Policy', 'no-referrer')
  c.header('Cache-Control', 'no-store')
}

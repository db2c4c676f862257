import { HttpResponse, http } from 'msw'
import { api, type RouteKit } from './state'

/** On-ramp options, quotes and the buy URL generator. */
export function onrampRoutes({ provider, failure, record }: RouteKit) {
  return [
    http.get(api('v1/onramp/options'), async ({ request }) => {
      await record(request)
      return (
        failure('onrampOptions') ??
        HttpResponse.json({
          purchaseCurrencies: [
            {
              id: 'LUSD',
              name: 'Latchkey USD',
              symbol: 'LUSD',
              networks: [
                {
                  name: 'ethereum',
                  display_name: 'Ethereum',
                  chain_id: '1',
                  contract_address: '0x1',
                },
              ],
            },
            { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [] },
          ],
          paymentCurrencies: [
            { id: 'CHF', payment_method_limits: [{ id: 'card', min: '20', max: '500' }] },
          ],
          partners: [
            { id: 'coinbase', name: 'Coinbase', feePct: 1.5, networks: ['eip155:1'] },
            { id: 'meld', name: 'Meld', feePct: 1, networks: ['eip155:1', 'eip155:10'] },
          ],
        })
      )
    }),
    http.post(api('v1/onramp/quote'), async ({ request }) => {
      await record(request)
      const body = (await request.json()) as {
        amount: string
        paymentCurrency: string
        purchaseCurrency: string
        partner?: string
      }
      const money = (amount: string, currency: string) => ({ amount, currency })
      return (
        failure('onrampQuote') ??
        HttpResponse.json({
          coinbaseFee: money('1.00', body.paymentCurrency),
          networkFee: money('0.10', body.paymentCurrency),
          paymentSubtotal: money('98.90', body.paymentCurrency),
          paymentTotal: money(body.amount, body.paymentCurrency),
          purchaseAmount: money('98.90', body.purchaseCurrency),
          quoteId: `q-${body.partner ?? 'any'}`,
        })
      )
    }),
    http.post(api('v1/generators/onrampurl'), async ({ request }) => {
      await record(request)
      const body = (await request.json()) as { partnerUserId: string }
      return (
        failure('onrampUrl') ??
        HttpResponse.json({ url: provider.onrampUrl.replace('{user}', body.partnerUserId) })
      )
    }),
  ]
}

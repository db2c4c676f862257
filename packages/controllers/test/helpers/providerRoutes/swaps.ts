import { HttpResponse, http } from 'msw'
import { api, type RouteKit } from './state'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The convert routes: tokens, gas price, quotes, allowance and the transactions it builds. */
export function swapRoutes({ provider, failure, record }: RouteKit) {
  return [
    http.get(api('v1/convert/tokens'), async ({ request }) => {
      await record(request)
      const chainId = new URL(request.url).searchParams.get('chainId') ?? ''
      const tokens = (provider.ledger?.tokensOf(chainId) ?? []).map((t) => ({
        name: t.name,
        symbol: t.symbol,
        address: `${chainId}:${t.address}`,
        decimals: t.decimals,
        logoUri: '',
      }))
      const native = {
        name: 'Ether',
        symbol: 'ETH',
        address: `${chainId}:${NATIVE}`,
        decimals: 18,
        logoUri: '',
      }
      return failure('swapTokens') ?? HttpResponse.json({ tokens: [native, ...tokens] })
    }),
    http.post(api('v1/fungible/price'), async ({ request }) => {
      await record(request)
      // The fixed rate of the quotes below: 1 ETH = 3000 LUSD = 3000 USD.
      return HttpResponse.json({
        fungibles: [
          { name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 },
          { name: 'Latchkey USD', symbol: 'LUSD', iconUrl: '', price: 1 },
        ],
      })
    }),
    http.get(api('v1/convert/gas-price'), async ({ request }) => {
      await record(request)
      return (
        failure('gasPrice') ??
        HttpResponse.json({ standard: '1000', fast: '2000', instant: '3000' })
      )
    }),
    http.get(api('v1/convert/quotes'), async ({ request }) => {
      await record(request)
      const q = new URL(request.url).searchParams
      // A fixed rate: 1 ETH (18 decimals) buys 3000 LUSD (6 decimals).
      const toAmount = ((BigInt(q.get('amount') ?? '0') * 3000n) / 10n ** 12n).toString()
      return (
        failure('quotes') ??
        HttpResponse.json({
          quotes: [
            {
              fromAmount: q.get('amount'),
              fromAccount: q.get('from'),
              toAmount,
              toAccount: q.get('to'),
              priceImpact: 0.5,
              gasLimit: '150000',
              networkFee: (150_000n * BigInt(q.get('gasPrice') || '0')).toString(),
            },
          ],
        })
      )
    }),
    http.get(api('v1/convert/allowance'), async ({ request }) => {
      await record(request)
      const q = new URL(request.url).searchParams
      const token = (q.get('tokenAddress') ?? '').split(':').at(-1)?.toLowerCase()
      const user = (q.get('userAddress') ?? '').split(':').at(-1)?.toLowerCase()
      // The native currency needs no approval.
      const approved =
        token === NATIVE ||
        provider.ledger?.transfers.some(
          (t) =>
            t.to.toLowerCase() === token &&
            t.from.toLowerCase() === user &&
            t.data?.startsWith('0x095ea7b3'),
        )
      return HttpResponse.json({ allowance: approved ? (2n ** 255n).toString() : '0' })
    }),
    http.get(api('v1/convert/build-approve'), async ({ request }) => {
      await record(request)
      const q = new URL(request.url).searchParams
      return HttpResponse.json({
        tx: {
          from: q.get('userAddress'),
          to: q.get('from'),
          data: `0x095ea7b3${provider.swapRouter.slice(2).padStart(64, '0')}`,
          value: '0',
          eip155: { gasPrice: '1000' },
        },
      })
    }),
    http.post(api('v1/convert/build-transaction'), async ({ request }) => {
      await record(request)
      const body = (await request.json()) as { amount: string; userAddress: string }
      return HttpResponse.json({
        tx: {
          from: body.userAddress,
          to: `eip155:1:${provider.swapRouter}`,
          data: '0x12aa3caf',
          amount: '0',
          eip155: { gas: '210000', gasPrice: '1000' },
        },
      })
    }),
  ]
}

import type { Transaction, WalletListEntry } from '@latchkey/core'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { Ledger } from '../adapter/ledger'

export const API_URL = 'http://127.0.0.1:4810/'
export const ANALYTICS_URL = 'http://127.0.0.1:4811/'
export const REGISTRY_URL = 'http://127.0.0.1:4812/'

const DEFAULT_SUPPORTED_CHAINS = [
  'eip155:1',
  'eip155:10',
  'eip155:11155111',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
]

export type Route =
  | 'supportedChains'
  | 'balance'
  | 'history'
  | 'identity'
  | 'reverse'
  | 'resolve'
  | 'suggestions'
  | 'register'
  | 'analytics'
  | 'wallets'
  | 'swapTokens'
  | 'gasPrice'
  | 'quotes'
  | 'onrampOptions'
  | 'onrampQuote'
  | 'analyticsConfig'

export interface RecordedRequest {
  method: string
  url: URL
  body: unknown
}

/**
 * The provider as tests see it: an in-memory blockchain API, analytics ingest and wallet
 * registry behind msw, answering from the same ledger the test adapter moves value on.
 */
export function createProvider() {
  const provider = {
    ledger: undefined as Ledger | undefined,
    supportedChains: [
      'eip155:1',
      'eip155:10',
      'eip155:11155111',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ],
    /** Token prices in USD by symbol. */
    prices: { ETH: 3000, LUSD: 1, SOL: 150 } as Record<string, number>,
    history: new Map<string, Transaction[]>(),
    historyPageSize: 50,
    names: new Map<string, string[]>(),
    identities: new Map<string, { name: string | null; avatar: string | null }>(),
    registered: [] as {
      name?: string
      address: string
      message: string
      signature: string
      coin_type: number
    }[],
    wallets: [] as WalletListEntry[],
    /** The swap router contract the provider builds swaps for. */
    swapRouter: '0x7777777777777777777777777777777777777777',
    analyticsEnabled: true,
    failures: new Map<Route, { status: number; body?: unknown }>(),
    requests: [] as RecordedRequest[],
    events: [] as { event: string; properties?: Record<string, unknown>; address?: string }[],

    fail(route: Route, status = 500, body?: unknown) {
      provider.failures.set(route, { status, ...(body ? { body } : {}) })
    },
    heal(route: Route) {
      provider.failures.delete(route)
    },
    requestsTo(pathPart: string) {
      return provider.requests.filter((r) => r.url.pathname.includes(pathPart))
    },
    eventNames: () => provider.events.map((e) => e.event),
    reset() {
      provider.failures.clear()
      provider.requests.length = 0
      provider.events.length = 0
      provider.history.clear()
      provider.names.clear()
      provider.identities.clear()
      provider.registered.length = 0
      provider.wallets = []
      provider.analyticsEnabled = true
      provider.supportedChains = [...DEFAULT_SUPPORTED_CHAINS]
      provider.historyPageSize = 50
    },
  }

  function failure(route: Route) {
    const f = provider.failures.get(route)
    return f ? HttpResponse.json(f.body ?? { message: 'failed' }, { status: f.status }) : undefined
  }

  async function record(request: Request) {
    const body =
      request.method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => undefined)
        : undefined
    provider.requests.push({ method: request.method, url: new URL(request.url), body })
  }

  function balancesOf(address: string, chainId: string) {
    const ledger = provider.ledger
    if (!ledger) return []
    return ledger.tokensOf(chainId).map((token) => {
      const raw = ledger.tokenBalanceOf(chainId, token.address, address)
      const numeric = Number(raw) / 10 ** token.decimals
      const price = provider.prices[token.symbol] ?? 0
      return {
        name: token.name,
        symbol: token.symbol,
        chainId,
        address: `${chainId}:${token.address}`,
        value: numeric * price,
        price,
        quantity: { decimals: String(token.decimals), numeric: String(numeric) },
        iconUrl: '',
      }
    })
  }

  const api = (path: string) => `${API_URL}${path}`
  const handlers = [
    http.get(api('v1/supported-chains'), async ({ request }) => {
      await record(request)
      return (
        failure('supportedChains') ?? HttpResponse.json({ http: provider.supportedChains, ws: [] })
      )
    }),
    http.get(api('v1/account/:address/balance'), async ({ request, params }) => {
      await record(request)
      const chainId = new URL(request.url).searchParams.get('chainId') ?? ''
      return (
        failure('balance') ??
        HttpResponse.json({ balances: balancesOf(String(params.address), chainId) })
      )
    }),
    http.get(api('v1/account/:address/history'), async ({ request, params }) => {
      await record(request)
      const cursor = Number(new URL(request.url).searchParams.get('cursor') ?? 0)
      const all = provider.history.get(String(params.address)) ?? []
      const page = all.slice(cursor, cursor + provider.historyPageSize)
      const next =
        cursor + provider.historyPageSize < all.length
          ? String(cursor + provider.historyPageSize)
          : null
      return failure('history') ?? HttpResponse.json({ data: page, next })
    }),
    http.get(api('v1/identity/:address'), async ({ request, params }) => {
      await record(request)
      return (
        failure('identity') ??
        HttpResponse.json(
          provider.identities.get(String(params.address)) ?? { name: null, avatar: null },
        )
      )
    }),
    http.get(api('v1/profile/reverse/:address'), async ({ request, params }) => {
      await record(request)
      const names = provider.names.get(String(params.address)) ?? []
      return (
        failure('reverse') ??
        HttpResponse.json(names.map((name) => ({ name, addresses: {}, attributes: [] })))
      )
    }),
    http.get(api('v1/profile/account/:name'), async ({ request, params }) => {
      await record(request)
      const name = String(params.name)
      const owner = [...provider.names].find(([, names]) => names.includes(name))?.[0]
      if (failure('resolve')) return failure('resolve')
      if (!owner)
        return HttpResponse.json({ reasons: [{ description: 'Name not found' }] }, { status: 404 })
      return HttpResponse.json({
        name,
        addresses: { '60': { address: owner } },
        attributes: [],
      })
    }),
    http.get(api('v1/profile/suggestions/:name'), async ({ request, params }) => {
      await record(request)
      const name = String(params.name)
      return (
        failure('suggestions') ??
        HttpResponse.json({ suggestions: [{ name: `${name}-1` }, { name: `${name}-2` }] })
      )
    }),
    http.post(api('v1/profile/account'), async ({ request }) => {
      await record(request)
      const f = failure('register')
      if (f) return f
      const body = (await request.json()) as (typeof provider.registered)[number]
      provider.registered.push(body)
      return HttpResponse.json({ success: true })
    }),
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
        address: `${chainId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
        decimals: 18,
        logoUri: '',
      }
      return failure('swapTokens') ?? HttpResponse.json({ tokens: [native, ...tokens] })
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
        token === '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' ||
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
    http.get(api('v1/onramp/options'), async ({ request }) => {
      await record(request)
      return (
        failure('onrampOptions') ??
        HttpResponse.json({
          purchaseCurrencies: [{ id: 'LUSD', name: 'Latchkey USD', symbol: 'LUSD', networks: [] }],
          paymentCurrencies: [
            { id: 'CHF', payment_method_limits: [{ id: 'card', min: '20', max: '500' }] },
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
          quoteId: 'q-1',
        })
      )
    }),
    http.post(api('v1/generators/onrampurl'), async ({ request }) => {
      await record(request)
      const body = (await request.json()) as { partnerUserId: string }
      return HttpResponse.json({ url: `http://127.0.0.1:4899/buy?user=${body.partnerUserId}` })
    }),
    http.post(`${ANALYTICS_URL}e`, async ({ request }) => {
      await record(request)
      const f = failure('analytics')
      if (f) return f
      const body = (await request.json()) as { props: (typeof provider.events)[number] }
      provider.events.push(body.props)
      return HttpResponse.json({})
    }),
    http.get(`${REGISTRY_URL}v1/wallets`, async ({ request }) => {
      await record(request)
      const query = new URL(request.url).searchParams
      const page = Number(query.get('page') ?? 1)
      const entries = Number(query.get('entries') ?? 40)
      const search = query.get('search')?.toLowerCase()
      const include = query.get('include')?.split(',')
      const exclude = query.get('exclude')?.split(',') ?? []
      const list = provider.wallets.filter(
        (w) =>
          (!search || w.name.toLowerCase().includes(search)) &&
          (!include || include.includes(w.id)) &&
          !exclude.includes(w.id),
      )
      return (
        failure('wallets') ??
        HttpResponse.json({
          count: list.length,
          data: list.slice((page - 1) * entries, page * entries),
        })
      )
    }),
    http.get(`${REGISTRY_URL}v1/analytics-config`, async ({ request }) => {
      await record(request)
      return (
        failure('analyticsConfig') ??
        HttpResponse.json({ isAnalyticsEnabled: provider.analyticsEnabled })
      )
    }),
  ]

  return { provider, server: setupServer(...handlers) }
}

export type Provider = ReturnType<typeof createProvider>['provider']

/** One msw server per test file; any request it does not know fails the test. */
export function useProvider(): Provider {
  const { provider, server } = createProvider()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    provider.reset()
  })
  afterAll(() => server.close())
  return provider
}

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
    http.post(`${ANALYTICS_URL}e`, async ({ request }) => {
      await record(request)
      const f = failure('analytics')
      if (f) return f
      const body = (await request.json()) as { props: (typeof provider.events)[number] }
      provider.events.push(body.props)
      return HttpResponse.json({})
    }),
    http.get(`${REGISTRY_URL}getWallets`, async ({ request }) => {
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
    http.get(`${REGISTRY_URL}getAnalyticsConfig`, async ({ request }) => {
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

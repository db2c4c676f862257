import type { Transaction, WalletListEntry } from '@latchkey/core'
import type { Ledger } from '@latchkey/test-fakes'
import { HttpResponse } from 'msw'

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
  | 'onrampUrl'
  | 'analyticsConfig'

export interface RecordedRequest {
  method: string
  url: URL
  body: unknown
}

export interface RegisteredName {
  name?: string
  address: string
  message: string
  signature: string
  coin_type: number
}

/** What the in-memory provider knows, what it was asked and which routes are told to fail. */
export function createProviderState() {
  const provider = {
    apiUrl: API_URL,
    analyticsUrl: ANALYTICS_URL,
    registryUrl: REGISTRY_URL,
    ledger: undefined as Ledger | undefined,
    supportedChains: [...DEFAULT_SUPPORTED_CHAINS],
    /** Token prices in USD by symbol. */
    prices: { ETH: 3000, LUSD: 1, SOL: 150 } as Record<string, number>,
    history: new Map<string, Transaction[]>(),
    /** Purchases the history's `onramp` query lists, by `${partner}:${address}`. */
    purchases: new Map<string, Transaction[]>(),
    /** Where the on-ramp partners sell (supported-chains `onramp`). */
    onrampNetworks: ['eip155:1'],
    /** What the URL generator answers; `{user}` is the partnerUserId. */
    onrampUrl: 'http://127.0.0.1:4899/buy?user={user}',
    historyPageSize: 50,
    names: new Map<string, string[]>(),
    /**
     * Set, the name service answers as apps/provider does for its configured zone: the asked
     * name as `label.zone` first, a 400 for a `zone` query naming another, and claims of other
     * zones refused. Unset, its suggestions are bare `label-1`, `label-2`.
     */
    nameZone: undefined as string | undefined,
    identities: new Map<string, { name: string | null; avatar: string | null }>(),
    registered: [] as RegisteredName[],
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
      provider.nameZone = undefined
      provider.identities.clear()
      provider.registered.length = 0
      provider.wallets = []
      provider.analyticsEnabled = true
      provider.supportedChains = [...DEFAULT_SUPPORTED_CHAINS]
      provider.historyPageSize = 50
    },
  }
  return provider
}

export type ProviderState = ReturnType<typeof createProviderState>

/** What every route handler uses: the state, its failure switch and the request log. */
export interface RouteKit {
  provider: ProviderState
  /** The configured failure of a route as a response, if one is set. */
  failure(route: Route): Response | undefined
  /** Logs a request (with its JSON body for POSTs) before it is answered. */
  record(request: Request): Promise<void>
}

export function createRouteKit(provider: ProviderState): RouteKit {
  return {
    provider,
    failure(route) {
      const f = provider.failures.get(route)
      return f
        ? HttpResponse.json(f.body ?? { message: 'failed' }, { status: f.status })
        : undefined
    },
    async record(request) {
      const body =
        request.method === 'POST'
          ? await request
              .clone()
              .json()
              .catch(() => undefined)
          : undefined
      provider.requests.push({ method: request.method, url: new URL(request.url), body })
    },
  }
}

export const api = (path: string) => `${API_URL}${path}`

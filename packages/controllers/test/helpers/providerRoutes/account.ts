import { HttpResponse, http } from 'msw'
import { api, type ProviderState, type RouteKit } from './state'

function balancesOf(provider: ProviderState, address: string, chainId: string) {
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

/** Supported chains, balances, history and identity, answered from the ledger. */
export function accountRoutes({ provider, failure, record }: RouteKit) {
  return [
    http.get(api('v1/supported-chains'), async ({ request }) => {
      await record(request)
      return (
        failure('supportedChains') ??
        HttpResponse.json({
          http: provider.supportedChains,
          ws: [],
          onramp: provider.onrampNetworks,
        })
      )
    }),
    http.get(api('v1/account/:address/balance'), async ({ request, params }) => {
      await record(request)
      const chainId = new URL(request.url).searchParams.get('chainId') ?? ''
      return (
        failure('balance') ??
        HttpResponse.json({ balances: balancesOf(provider, String(params.address), chainId) })
      )
    }),
    http.get(api('v1/account/:address/history'), async ({ request, params }) => {
      await record(request)
      const cursor = Number(new URL(request.url).searchParams.get('cursor') ?? 0)
      const onramp = new URL(request.url).searchParams.get('onramp')
      if (onramp) {
        const data = provider.purchases.get(`${onramp}:${String(params.address)}`) ?? []
        return failure('history') ?? HttpResponse.json({ data, next: null })
      }
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
  ]
}

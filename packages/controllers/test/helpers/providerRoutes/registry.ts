import { HttpResponse, http } from 'msw'
import { ANALYTICS_URL, type ProviderState, REGISTRY_URL, type RouteKit } from './state'

/** Analytics ingest (POST /e/batch) and the wallet registry (wallet list, analytics config). */
export function registryRoutes({ provider, failure, record }: RouteKit) {
  return [
    http.post(`${ANALYTICS_URL}e/batch`, async ({ request }) => {
      await record(request)
      const f = failure('analytics')
      if (f) return f
      // The SDK sends the batch as JSON in a text/plain body (no CORS preflight).
      const body = JSON.parse(await request.text()) as {
        events: { props: ProviderState['events'][number] }[]
      }
      for (const event of body.events) provider.events.push(event.props)
      return HttpResponse.json({ stored: true })
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
}

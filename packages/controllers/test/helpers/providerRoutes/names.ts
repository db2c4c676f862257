import { HttpResponse, http } from 'msw'
import { api, type RegisteredName, type RouteKit } from './state'

/** The name service: reverse lookup, resolve, suggestions and registration. */
export function nameRoutes({ provider, failure, record }: RouteKit) {
  return [
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
      const zone = provider.nameZone
      const asked = new URL(request.url).searchParams.get('zone')
      if (failure('suggestions')) return failure('suggestions')
      if (!zone)
        return HttpResponse.json({ suggestions: [{ name: `${name}-1` }, { name: `${name}-2` }] })
      if (asked !== null && asked !== zone)
        return HttpResponse.json(
          {
            reasons: [{ description: `Unknown zone: this name service registers .${zone} names` }],
          },
          { status: 400 },
        )
      const taken = new Set([...provider.names.values()].flat())
      return HttpResponse.json({
        suggestions: [`${name}.${zone}`, `${name}1.${zone}`].map((full) => ({
          name: full,
          registered: taken.has(full),
        })),
      })
    }),
    http.post(api('v1/profile/account'), async ({ request }) => {
      await record(request)
      const f = failure('register')
      if (f) return f
      const body = (await request.json()) as RegisteredName
      const name = (JSON.parse(body.message) as { name?: string }).name
      if (provider.nameZone && !name?.endsWith(`.${provider.nameZone}`))
        return HttpResponse.json(
          { reasons: [{ description: `Invalid name: not in .${provider.nameZone}` }] },
          { status: 400 },
        )
      provider.registered.push(body)
      if (name)
        provider.names.set(body.address, [name, ...(provider.names.get(body.address) ?? [])])
      return HttpResponse.json({ success: true })
    }),
  ]
}

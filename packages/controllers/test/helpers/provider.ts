import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, type MockInstance, vi } from 'vitest'
import { accountRoutes } from './providerRoutes/account'
import { nameRoutes } from './providerRoutes/names'
import { onrampRoutes } from './providerRoutes/onramp'
import { registryRoutes } from './providerRoutes/registry'
import { createProviderState, createRouteKit } from './providerRoutes/state'
import { swapRoutes } from './providerRoutes/swaps'

export {
  ANALYTICS_URL,
  API_URL,
  REGISTRY_URL,
  type RecordedRequest,
  type Route,
} from './providerRoutes/state'

/**
 * The provider as tests see it: an in-memory blockchain API, analytics ingest and wallet
 * registry behind msw, answering from the same ledger the test adapter moves value on.
 * Routes live in providerRoutes/, one file per area.
 */
export function createProvider() {
  const state = createProviderState()
  const kit = createRouteKit(state)
  let fetchSpy: MockInstance<typeof fetch> | undefined

  const provider = Object.assign(state, {
    /** Starts counting fetch calls (useProvider does this before each test). */
    trackFetches() {
      fetchSpy = vi.spyOn(globalThis, 'fetch')
    },
    untrackFetches() {
      fetchSpy?.mockRestore()
      fetchSpy = undefined
    },
    /** Every URL fetched since tracking started, in call order (a request counts once called). */
    fetchedUrls(): string[] {
      return (fetchSpy?.mock.calls ?? []).map(([input]) =>
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      )
    },
    /**
     * Resolves once every request started so far, and any its answer led to, has been answered
     * and read: the HTTP clients call fetch synchronously, so a request not seen here was never
     * sent.
     */
    async idle() {
      for (let seen = -1; fetchSpy && seen !== fetchSpy.mock.results.length; ) {
        seen = fetchSpy.mock.results.length
        await Promise.allSettled(fetchSpy.mock.results.map((result) => result.value))
        // One turn after the answers (no timer): their readers may start follow-up requests.
        await new Promise((resolve) => setImmediate(resolve))
      }
    },
  })

  const server = setupServer(
    ...accountRoutes(kit),
    ...nameRoutes(kit),
    ...swapRoutes(kit),
    ...onrampRoutes(kit),
    ...registryRoutes(kit),
  )
  return { provider, server }
}

export type Provider = ReturnType<typeof createProvider>['provider']

/** One msw server per test file; any request it does not know fails the test. */
export function useProvider(): Provider {
  const { provider, server } = createProvider()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => provider.trackFetches())
  afterEach(async () => {
    // A request still in flight would otherwise land in the next test's log.
    await provider.idle()
    provider.untrackFetches()
    server.resetHandlers()
    provider.reset()
  })
  afterAll(() => server.close())
  return provider
}

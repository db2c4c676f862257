import {
  AnalyticsClient,
  BlockchainApiClient,
  httpStatusOf,
  isLatchkeyError,
  mapProviderMessageToAlert,
} from '@latchkey/core'
import type { LocalChain } from '@latchkey/local-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { freshAddress, sendEth, sendToken } from './chainHelpers'
import { localChainConfig, PROJECT_ID, startLocalChain, startTestProvider } from './helpers'

let chain: LocalChain
let provider: RunningProvider
let chainId: string

beforeAll(async () => {
  chain = await startLocalChain({ port: 0 })
  chainId = `eip155:${chain.chainId}`
  provider = await startTestProvider({
    chains: [localChainConfig(chain)],
    rateLimit: { enabled: false },
  })
})
afterAll(async () => {
  await provider?.stop()
  await chain?.stop()
})

const client = (projectId = PROJECT_ID, active: string | undefined = chainId) =>
  new BlockchainApiClient({
    baseUrl: provider.url,
    projectId,
    sdkType: 'appkit',
    sdkVersion: 'provider-test',
    getActiveCaipNetworkId: () => active,
    retry: { attempts: 0 },
  })

describe("the SDK's BlockchainApiClient against the real provider", () => {
  it('reads supported chains, balances and history', async () => {
    const api = client()
    expect(await api.fetchSupportedChains()).toEqual({
      http: [chainId],
      ws: [],
      swap: [],
      onramp: [],
    })
    const receiver = freshAddress()
    await sendEth(chain, 3, receiver, '2')
    const last = await sendToken(chain, 3, 'LUSD', receiver, '7')
    const { balances } = await api.getBalance({ address: receiver, chainId })
    expect(balances.map((b) => [b.symbol, b.quantity.numeric, b.value])).toEqual([
      ['ETH', '2', 4000],
      ['LUSD', '7', 7],
    ])
    await provider.indexer.waitFor(chainId, last.blockNumber)
    const page = await api.fetchTransactions({ account: receiver, chainId })
    expect(page.data.map((t) => t.transfers[0]?.fungible_info?.symbol)).toEqual(['LUSD', 'ETH'])
    expect(page.next).toBeUndefined()
  })

  it('reads identity, names and prices', async () => {
    const api = client()
    const address = chain.accounts[0]!.address
    expect(await api.fetchIdentity({ address })).toEqual({ name: null, avatar: null })
    expect(await api.reverseLookupEnsName({ address })).toEqual([])
    const lusd = chain.tokens.find((t) => t.symbol === 'LUSD')!
    const prices = await api.fetchTokenPrice({ addresses: [`${chainId}:${lusd.address}`] })
    expect(prices.fungibles).toEqual([expect.objectContaining({ symbol: 'LUSD', price: 1 })])
  })

  it('skips calls for a network the provider does not serve', async () => {
    const api = client(PROJECT_ID, 'eip155:1')
    expect(
      await api.getBalance({ address: chain.accounts[0]!.address, chainId: 'eip155:1' }),
    ).toEqual({ balances: [] })
  })

  it('gets a 403 it can map to the Invalid Project ID alert', async () => {
    const error = await client('no-such-project')
      .fetchSupportedChains()
      .then(
        () => undefined,
        (e: unknown) => e,
      )
    expect(isLatchkeyError(error)).toBe(true)
    expect(httpStatusOf(error)).toBe(403)
    const body = (error as { details?: { body?: { error?: { code?: string } } } }).details?.body
    expect(mapProviderMessageToAlert(body?.error?.code)?.code).toBe('INVALID_PROJECT_ID')
  })

  it('delivers analytics events, and reports a 403 for an unknown project', async () => {
    const analytics = new AnalyticsClient({
      baseUrl: provider.url,
      projectId: PROJECT_ID,
      sdkType: 'appkit',
      sdkVersion: 'provider-test',
      enabled: true,
      getPageUrl: () => 'https://app.example.com/page',
    })
    expect(await analytics.sendEvent('MODAL_OPEN', { connected: false })).toBe(true)
    const rows = await provider.services.db.query<{ domain: string; props: { event: string } }>(
      'SELECT domain, props FROM analytics_events WHERE project_id = $1',
      [PROJECT_ID],
    )
    expect(rows).toEqual([
      {
        domain: 'app.example.com',
        props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
      },
    ])

    let forbidden = 0
    const refused = new AnalyticsClient({
      baseUrl: provider.url,
      projectId: 'no-such-project',
      sdkType: 'appkit',
      sdkVersion: 'provider-test',
      enabled: true,
      onForbidden: () => forbidden++,
    })
    expect(await refused.sendEvent('MODAL_OPEN')).toBe(false)
    expect(forbidden).toBe(1)
  })
})

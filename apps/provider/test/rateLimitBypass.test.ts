import { request } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import type { ProviderConfigInput } from '../src/config/configSchema'
import type { Database } from '../src/db/Database'
import { silentLogger } from '../src/server/Logger'
import { type RunningProvider, startProvider } from '../src/server/startProvider'
import { APP_ORIGIN, call, openTestDatabase, PROJECT_ID } from './helpers'

const running: RunningProvider[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((p) => p.stop()))
})

/** A provider over a database that counts project lookups. */
async function start(overrides: ProviderConfigInput = {}) {
  const real = await openTestDatabase()
  let projectLookups = 0
  const counting: Database = {
    ...real,
    query: (sql, params) => {
      if (sql.includes('FROM projects WHERE id')) projectLookups++
      return real.query(sql, params)
    },
  }
  const provider = await startProvider(
    {
      port: 0,
      projects: [{ id: PROJECT_ID, allowedOrigins: [APP_ORIGIN] }],
      indexer: { enabled: false },
      relay: { enabled: false },
      rateLimit: { burst: 3, perSecond: 0.01 },
      ...overrides,
    },
    { logger: silentLogger, database: counting },
  )
  running.push({ ...provider, stop: () => provider.stop().then(() => real.close()) })
  return { provider, lookups: () => projectLookups }
}

describe('rate limits without a known project', () => {
  it('limits made-up project ids by IP, and stops querying the database for them', async () => {
    const { provider, lookups } = await start()
    const statuses: number[] = []
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await call(provider.url, `/v1/supported-chains?projectId=made-up-${i}`)).status,
      )
    expect(statuses).toEqual([403, 403, 403, 429, 429, 429, 429, 429, 429, 429])
    expect(lookups()).toBe(3)
    // The known project's own bucket is untouched.
    expect((await call(provider.url, `/v1/supported-chains?projectId=${PROJECT_ID}`)).status).toBe(
      200,
    )
  })

  it('remembers an unknown id for a while: asking again costs no query', async () => {
    const { provider, lookups } = await start({ rateLimit: { burst: 50, perSecond: 1 } })
    for (let i = 0; i < 5; i++) await call(provider.url, '/v1/supported-chains?projectId=ghost')
    expect(lookups()).toBe(1)
  })

  it('limits preflights and unknown paths by IP', async () => {
    const { provider } = await start()
    const preflight = () =>
      call(provider.url, `/v1/wallets?projectId=${PROJECT_ID}`, {
        method: 'OPTIONS',
        headers: { origin: APP_ORIGIN, 'access-control-request-method': 'GET' },
      })
    const answers = [await preflight(), await preflight(), await preflight(), await preflight()]
    expect(answers.map((a) => a.status)).toEqual([204, 204, 204, 429])
    expect(answers[3]?.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await call(provider.url, '/nothing-here')).status).toBe(429)
  })

  it('charges a preflight before it looks its project up', async () => {
    const { provider, lookups } = await start()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const r = await call(provider.url, `/v1/wallets?projectId=made-up-${i}`, {
        method: 'OPTIONS',
        headers: { origin: APP_ORIGIN, 'access-control-request-method': 'GET' },
      })
      statuses.push(r.status)
    }
    expect(statuses).toEqual([403, 403, 403, 429, 429, 429])
    expect(lookups()).toBe(3)
  })

  it('counts unknown paths too', async () => {
    const { provider } = await start()
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await call(provider.url, `/nope/${i}`)).status)
    expect(statuses).toEqual([404, 404, 404, 429, 429])
  })
})

describe('rate limits by work done', () => {
  it('charges a gateway batch one token per request in it', async () => {
    const { provider } = await start({
      rateLimit: { burst: 10, perSecond: 0.01 },
      chains: [
        {
          id: 'eip155:31337',
          name: 'Down Chain',
          rpcUrl: 'http://127.0.0.1:9',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    const rpc = `/v1/?chainId=eip155:31337&projectId=${PROJECT_ID}`
    const batch = Array.from({ length: 8 }, (_, i) => ({
      jsonrpc: '2.0',
      id: i,
      method: 'eth_chainId',
    }))
    // The node is down (502): the tokens go for the work asked, whatever the node does.
    expect((await call(provider.url, rpc, { json: batch })).status).toBe(502)
    const single = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }
    expect((await call(provider.url, rpc, { json: single })).status).toBe(502)
    expect((await call(provider.url, rpc, { json: single })).status).toBe(502)
    expect((await call(provider.url, rpc, { json: single })).status).toBe(429)
  })
})

describe('icon URLs without publicUrl', () => {
  it('use the address the server is bound to, never the Host header', async () => {
    const { provider } = await start({
      rateLimit: { enabled: false },
      chains: [
        {
          id: 'eip155:31337',
          name: 'Local',
          rpcUrl: 'http://127.0.0.1:9',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 2000 },
        },
      ],
    })
    const body = JSON.stringify({
      currency: 'usd',
      addresses: [`eip155:31337:0x${'ee'.repeat(20)}`],
    })
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${provider.url}/v1/fungible/price?projectId=${PROJECT_ID}`,
        {
          method: 'POST',
          headers: { host: 'evil.example.net', 'content-type': 'application/json' },
        },
        (res) => {
          let text = ''
          res.on('data', (chunk) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        },
      )
      req.on('error', reject)
      req.end(body)
    })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text).fungibles[0].iconUrl).toBe(
      `${provider.url}/v1/images/tokens/eth?projectId=${PROJECT_ID}`,
    )
  })
})

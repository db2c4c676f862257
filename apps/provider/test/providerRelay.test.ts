import { generateKeyPair } from '@walletconnect/relay-auth'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { ProviderConfigInput } from '../src/config/configSchema'
import { loadConfig } from '../src/config/loadConfig'
import type { RunningProvider } from '../src/server/startProvider'
import { APP_ORIGIN, call, EVIL_ORIGIN, PROJECT_ID, startTestProvider } from './helpers'
import { startRedisServer } from './relayRedisServer'
import { authToken, newTopic, RelayTestClient, upgradeStatus } from './relayTestClient'

const running: { stop(): Promise<void> }[] = []
afterEach(async () => {
  for (const item of running.splice(0).reverse()) await item.stop()
})

async function provider(overrides: ProviderConfigInput = {}): Promise<RunningProvider> {
  const started = await startTestProvider({ indexer: { enabled: false }, ...overrides })
  running.push(started)
  return started
}

async function client(url: string) {
  const connected = await RelayTestClient.connect(url)
  running.push({ stop: () => connected.close() })
  return connected
}

/** Upgrade status of a browser-like client: an Origin header and the project id it names. */
async function browserUpgrade(
  relayUrl: string,
  projectId: string | undefined,
  origin: string | undefined,
): Promise<number | 'open'> {
  const auth = await authToken(generateKeyPair(), relayUrl)
  const query = `auth=${auth}${projectId === undefined ? '' : `&projectId=${projectId}`}`
  const socket = new WebSocket(`${relayUrl}?${query}`, origin ? { headers: { origin } } : {})
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.close()
      resolve('open')
    })
    socket.once('unexpected-response', (request, response) => {
      resolve(response.statusCode ?? 0)
      request.destroy()
    })
    socket.once('error', reject)
  })
}

const publish = (topic: string, message: string) => ({ topic, message, ttl: 300, tag: 1 })

describe('the relay in the provider', () => {
  it('answers WebSocket upgrades on /relay of the API port, next to the HTTP routes', async () => {
    const p = await provider()
    expect(p.relayUrl).toBe(`ws://127.0.0.1:${p.port}/relay`)
    const alice = await client(p.relayUrl!)
    const bob = await client(p.relayUrl!)
    const topic = newTopic()
    expect((await alice.request('irn_subscribe', { topic })).result).toMatch(/^[0-9a-f]{64}$/)
    expect((await bob.request('irn_publish', publish(topic, 'through the provider'))).result).toBe(
      true,
    )
    expect((await alice.nextDelivery(topic)).params?.data.message).toBe('through the provider')
    expect(p.relay?.connectionCount()).toBe(2)

    const chains = await call(p.url, `/v1/supported-chains?projectId=${PROJECT_ID}`)
    expect(chains.status).toBe(200)
    const auth = await authToken(generateKeyPair(), p.relayUrl!)
    expect(await upgradeStatus(`ws://127.0.0.1:${p.port}/elsewhere?auth=${auth}`)).toBe(404)
    expect(await upgradeStatus(`${p.relayUrl}?projectId=${PROJECT_ID}`)).toBe(401)
  })

  it('lets a page in only for a known project with its origin allowed, as the HTTP API does', async () => {
    const p = await provider()
    const url = p.relayUrl!
    expect(await browserUpgrade(url, PROJECT_ID, APP_ORIGIN)).toBe('open')
    expect(await browserUpgrade(url, PROJECT_ID, 'http://localhost:5173')).toBe('open')
    expect(await browserUpgrade(url, PROJECT_ID, EVIL_ORIGIN)).toBe(403)
    expect(await browserUpgrade(url, 'no-such-project', APP_ORIGIN)).toBe(403)
    expect(await browserUpgrade(url, undefined, APP_ORIGIN)).toBe(403)
    expect(await browserUpgrade(url, '../bad id', APP_ORIGIN)).toBe(403)
    // A wallet app sends no Origin and names its own project id: it may pair with the page.
    expect(await browserUpgrade(url, 'some-wallet', undefined)).toBe('open')
    expect(await browserUpgrade(url, undefined, undefined)).toBe('open')
  })

  it('asks clients without an Origin for a known project too when relay.requireProject is on', async () => {
    const p = await provider({ relay: { requireProject: true } })
    const url = p.relayUrl!
    expect(await browserUpgrade(url, 'some-wallet', undefined)).toBe(403)
    expect(await browserUpgrade(url, undefined, undefined)).toBe(403)
    expect(await browserUpgrade(url, PROJECT_ID, undefined)).toBe('open')
    expect(await browserUpgrade(url, PROJECT_ID, EVIL_ORIGIN)).toBe(403)
  })

  it('takes another path, and none at all when relay.enabled is false', async () => {
    const moved = await provider({ relay: { path: '/wc' } })
    expect(moved.relayUrl).toBe(`ws://127.0.0.1:${moved.port}/wc`)
    expect(await browserUpgrade(moved.relayUrl!, 'any', undefined)).toBe('open')
    const auth = await authToken(generateKeyPair(), moved.relayUrl!)
    expect(await upgradeStatus(`ws://127.0.0.1:${moved.port}/relay?auth=${auth}`)).toBe(404)

    const off = await provider({ relay: { enabled: false } })
    expect(off.relayUrl).toBeUndefined()
    expect(off.relay).toBeUndefined()
    // No upgrade listener: the HTTP app answers the request as an unknown route.
    expect(await upgradeStatus(`ws://127.0.0.1:${off.port}/relay?auth=${auth}`)).toBe(404)
  })

  it('closes the relay sockets when the provider stops', async () => {
    const p = await startTestProvider({ indexer: { enabled: false } })
    const alice = await RelayTestClient.connect(p.relayUrl!)
    const closed = new Promise<number>((resolve) => alice.socket.once('close', resolve))
    await p.stop()
    expect(await closed).toBeGreaterThan(0)
    await expect(upgradeStatus(p.relayUrl!)).rejects.toThrow()
  })

  it('caps sockets per client IP from relay.maxConnectionsPerIp, reading the IP as trustProxy says', async () => {
    const { relayUrl } = await provider({ trustProxy: 1, relay: { maxConnectionsPerIp: 2 } })
    const from = async (ip: string) => {
      const auth = await authToken(generateKeyPair(), relayUrl!)
      // The client's own leftmost hop changes every time; the proxy's hop is what counts.
      const forwarded = `10.9.${Math.floor(Math.random() * 250)}.1, ${ip}`
      const socket = new WebSocket(`${relayUrl}?auth=${auth}`, {
        headers: { 'x-forwarded-for': forwarded },
      })
      return new Promise<number | 'open'>((resolve, reject) => {
        socket.once('open', () => {
          running.push({ stop: async () => socket.close() })
          resolve('open')
        })
        socket.once('unexpected-response', (request, response) => {
          resolve(response.statusCode ?? 0)
          request.destroy()
        })
        socket.once('error', reject)
      })
    }
    expect([await from('198.51.100.1'), await from('198.51.100.1')]).toEqual(['open', 'open'])
    expect(await from('198.51.100.1')).toBe(429)
    expect(await from('198.51.100.2')).toBe('open')
  })

  it("takes the relay's fairness limits from its configuration (relay.maxConnections)", async () => {
    const { relayUrl } = await provider({ relay: { maxConnections: 2, fairShareFrom: 2 } })
    const open = async () => {
      const auth = await authToken(generateKeyPair(), relayUrl!)
      const socket = new WebSocket(`${relayUrl}?auth=${auth}`)
      return new Promise<number | 'open'>((resolve, reject) => {
        socket.once('open', () => {
          running.push({ stop: async () => socket.close() })
          resolve('open')
        })
        socket.once('unexpected-response', (request, response) => {
          resolve(response.statusCode ?? 0)
          request.destroy()
        })
        socket.once('error', reject)
      })
    }
    expect([await open(), await open()]).toEqual(['open', 'open'])
    // One network holding the whole (configured) relay: a third socket of its own is refused.
    expect(await open()).not.toBe('open')
  })

  it('shares deliveries between two providers through REDIS_URL', async (context) => {
    const redis = await startRedisServer().catch((error: Error) => {
      context.skip(error.message)
      throw error
    })
    running.push(redis)
    const config = loadConfig({ REDIS_URL: redis.url, PORT: '0', NODE_ENV: 'production' })
    expect(config.redisUrl).toBe(redis.url)
    const first = await provider({ redisUrl: config.redisUrl })
    const second = await provider({ redisUrl: config.redisUrl })
    expect(first.relay?.shared).toBe(true)
    const alice = await client(first.relayUrl!)
    const bob = await client(second.relayUrl!)
    const topic = newTopic()
    await alice.request('irn_subscribe', { topic })
    await bob.request('irn_publish', publish(topic, 'from the other provider'))
    expect((await alice.nextDelivery(topic)).params?.data.message).toBe('from the other provider')
  })
})

describe('relay start-up', () => {
  it('refuses to start when REDIS_URL names a Redis that does not answer, and frees its port', async () => {
    const closed = await startTestProvider({ indexer: { enabled: false } })
    const { port } = closed
    await closed.stop()
    await expect(
      startTestProvider({ port, indexer: { enabled: false }, redisUrl: 'redis://127.0.0.1:1' }),
    ).rejects.toThrow(/ECONNREFUSED|connect/i)
    // Nothing was left listening: the same port starts a provider at once.
    const again = await provider({ port })
    expect(again.port).toBe(port)
  })
})

describe('relay configuration', () => {
  it('reads REDIS_URL and refuses a bad one or a bad relay path, naming the field', async () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    )
    const defaults = loadConfig({})
    expect(defaults.relay).toEqual({ enabled: true, path: '/relay', requireProject: false })
    expect(defaults.redisUrl).toBeUndefined()
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/redisUrl/)
    await expect(provider({ relay: { path: 'relay?x' } })).rejects.toThrow(/relay\.path/)
  })
})

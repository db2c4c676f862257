import { generateKeyPair } from '@walletconnect/relay-auth'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type RunningRelay, type StartRelayOptions, startRelay } from '../src/relay'
import { authToken, type KeyPair, newTopic, RelayTestClient } from './relayTestClient'

const running: { stop(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((item) => item.stop()))
})

async function relay(options: StartRelayOptions = {}): Promise<RunningRelay> {
  const started = await startRelay({ port: 0, ...options })
  running.push(started)
  return started
}

async function client(url: string, keyPair?: KeyPair) {
  const connected = await RelayTestClient.connect(url, keyPair ? { keyPair } : {})
  running.push({ stop: () => connected.close() })
  return connected
}

/** Opens a socket with the given token from the given loopback address; keeps it open. */
async function open(url: string, auth: string, localAddress = '127.0.0.1') {
  const socket = new WebSocket(`${url}?auth=${auth}`, { localAddress })
  const status = await new Promise<number | 'open'>((resolve, reject) => {
    socket.once('open', () => resolve('open'))
    socket.once('unexpected-response', (request, response) => {
      resolve(response.statusCode ?? 0)
      request.destroy()
    })
    socket.once('error', reject)
  })
  if (status === 'open')
    running.push({
      stop: () =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve()
          socket.once('close', () => resolve())
          socket.close()
        }),
    })
  return { status, socket }
}

async function statuses(url: string, auths: string[], localAddress?: string) {
  const found: (number | 'open')[] = []
  for (const auth of auths) found.push((await open(url, auth, localAddress)).status)
  return found
}

const closed = (socket: WebSocket) =>
  new Promise<void>((resolve) => {
    socket.once('close', () => resolve())
    socket.close()
  })

describe('relay: sockets per client', () => {
  it('stops one self-signed key at 10 open sockets by default while other clients still get in', async () => {
    const { url } = await relay()
    const token = await authToken(generateKeyPair(), url)
    expect(await statuses(url, Array(12).fill(token))).toEqual([
      ...Array(10).fill('open'),
      429,
      429,
    ])
    expect((await open(url, await authToken(generateKeyPair(), url))).status).toBe('open')
  })

  it('gives a slot back when a socket closes', async () => {
    const { url } = await relay({
      maxConnectionsPerClient: 3,
      newConnectionsPerClient: { burst: 100, perSecond: 100 },
    })
    const token = await authToken(generateKeyPair(), url)
    const first = await open(url, token)
    expect(await statuses(url, [token, token, token])).toEqual(['open', 'open', 429])
    await closed(first.socket)
    expect((await open(url, token)).status).toBe('open')
  })

  it('limits how fast one key opens new sockets, open or not', async () => {
    const { url } = await relay({ newConnectionsPerClient: { burst: 2, perSecond: 0.01 } })
    const token = await authToken(generateKeyPair(), url)
    for (let i = 0; i < 2; i++) await closed((await open(url, token)).socket)
    expect((await open(url, token)).status).toBe(429)
  })
})

describe('relay: sockets in all', () => {
  it('answers 503 past maxConnections, counting upgrades still being checked', async () => {
    // A slow host check keeps all three upgrades in flight at once.
    const authorize = () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 200))
    const { url } = await relay({ maxConnections: 2, authorize })
    const keys = await Promise.all([1, 2, 3].map(() => authToken(generateKeyPair(), url)))
    const found = await Promise.all(keys.map((key) => open(url, key)))
    expect(found.map((f) => f.status).sort()).toEqual([503, 'open', 'open'])
  })
})

describe('relay: sockets per IP', () => {
  it('caps open sockets per IP under the global cap; another IP still gets in', async () => {
    const { url } = await relay({ maxConnectionsPerIp: 4, maxConnections: 100 })
    const keys = await Promise.all(
      Array.from({ length: 5 }, () => authToken(generateKeyPair(), url)),
    )
    expect(await statuses(url, keys)).toEqual(['open', 'open', 'open', 'open', 429])
    expect((await open(url, keys[4]!, '127.0.0.2')).status).toBe('open')
  })

  it('limits how fast one IP opens new sockets', async () => {
    const { url } = await relay({ newConnectionsPerIp: { burst: 3, perSecond: 0.01 } })
    for (let i = 0; i < 3; i++)
      await closed((await open(url, await authToken(generateKeyPair(), url))).socket)
    expect((await open(url, await authToken(generateKeyPair(), url))).status).toBe(429)
    const other = await open(url, await authToken(generateKeyPair(), url), '127.0.0.3')
    expect(other.status).toBe('open')
  })
})

// A message of 744 bytes is kept as 1000: its text and 256 bytes of bookkeeping.
const publish = (topic: string, tag: string, ttl = 300) => ({
  topic,
  message: tag.padEnd(744, '.'),
  ttl,
  tag: 1108,
})

describe('relay: stored bytes', () => {
  it('refuses a message past the bytes kept per topic with -32012, until some expire', async () => {
    let now = Date.now()
    const { url } = await relay({ maxBytesPerTopic: 2000, now: () => now })
    const alice = await client(url)
    const topic = newTopic()
    expect((await alice.request('irn_publish', publish(topic, 'a', 60))).result).toBe(true)
    expect((await alice.request('irn_publish', publish(topic, 'b'))).result).toBe(true)
    const full = await alice.request('irn_publish', publish(topic, 'c'))
    expect(full.error).toEqual({
      code: -32012,
      message:
        'Storage full: this topic already keeps as many message bytes as allowed; retry once some expire',
    })
    expect((await alice.request('irn_publish', publish(newTopic(), 'c'))).result).toBe(true)
    now += 61_000
    expect((await alice.request('irn_publish', publish(topic, 'c'))).result).toBe(true)
  })

  it('refuses a client past the bytes it may keep across topics; others still publish', async () => {
    const { url } = await relay({ maxBytesPerClient: 2000 })
    const [alice, bob] = [await client(url), await client(url)]
    for (const tag of ['a', 'b'])
      expect((await alice.request('irn_publish', publish(newTopic(), tag))).result).toBe(true)
    expect((await alice.request('irn_publish', publish(newTopic(), 'c'))).error?.code).toBe(-32012)
    expect((await bob.request('irn_publish', publish(newTopic(), 'd'))).result).toBe(true)
  })

  it('makes room once the relay keeps its total: the oldest message of the network keeping the most goes', async () => {
    // It used to refuse everyone with -32012 until messages expired (up to 7 days): issue 39.
    const { url } = await relay({ maxStoredBytes: 2000 })
    const [alice, bob] = [await client(url), await client(url)]
    const [a, b, c] = [newTopic(), newTopic(), newTopic()]
    expect((await alice.request('irn_publish', publish(a, 'a'))).result).toBe(true)
    expect((await bob.request('irn_publish', publish(b, 'b'))).result).toBe(true)
    const carol = await RelayTestClient.connect(url, { ws: { localAddress: '127.0.1.2' } })
    running.push({ stop: () => carol.close() })
    expect((await carol.request('irn_publish', publish(c, 'c'))).result).toBe(true)
    const reader = await client(url)
    const { result } = await reader.request('irn_batchFetchMessages', { topics: [a, b, c] })
    const kept = (result as { messages: { topic: string }[] }).messages.map((m) => m.topic)
    expect(kept).toEqual([b, c])
  })

  it('keeps a message 7 days at most, whatever TTL it asks for', async () => {
    let now = Date.now()
    const { url } = await relay({ now: () => now })
    // Both connect now: their auth tokens would be out of date a week on.
    const [alice, bob] = [await client(url), await client(url)]
    const [early, late] = [newTopic(), newTopic()]
    for (const topic of [early, late])
      await alice.request('irn_publish', publish(topic, 'long', 30 * 24 * 3600))
    now += 7 * 24 * 3600 * 1000 - 1000
    await bob.request('irn_subscribe', { topic: early })
    expect((await bob.nextDelivery(early)).params?.data.message).toMatch(/^long/)
    now += 2000
    await bob.request('irn_subscribe', { topic: late })
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(bob.deliveries(late)).toEqual([])
  })
})

import { Redis } from 'ioredis'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type RunningRelay, type StartRelayOptions, startRelay } from '../src/relay'
import { type RedisServer, startRedisServer } from './relayRedisServer'
import { type Frame, newTopic, RelayTestClient } from './relayTestClient'

// Networks are told apart by the client sockets' loopback addresses (127.0.x.y): startRelay
// takes the socket's peer as the client IP. Sizes are scaled down from 256 MiB to a few MB.

let redis: RedisServer
beforeAll(async () => {
  redis = await startRedisServer()
})
afterAll(async () => {
  await redis?.stop()
})

const running: { stop(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((item) => item.stop()))
})

let lastPrefix = ''

/** The byte totals the Redis store keeps for the whole relay and for large messages. */
async function redisTotals(): Promise<[number, number]> {
  const commands = new Redis(redis.url)
  try {
    const totals = await commands.mget(`${lastPrefix}bytes:relay`, `${lastPrefix}bytes:large`)
    return [Number(totals[0]), Number(totals[1])]
  } finally {
    commands.disconnect()
  }
}

/** Two relays sharing one store: one relay in memory is both; with Redis two replicas. */
const backends = {
  memory: async (options: StartRelayOptions): Promise<[RunningRelay, RunningRelay]> => {
    const one = await startRelay({ port: 0, ...options })
    running.push(one)
    return [one, one]
  },
  redis: async (options: StartRelayOptions): Promise<[RunningRelay, RunningRelay]> => {
    lastPrefix = `fair:${Date.now()}:${Math.random()}:`
    const shared = { ...options, redisUrl: redis.url, redisKeyPrefix: lastPrefix }
    const [one, two] = [await startRelay(shared), await startRelay(shared)]
    running.push(one, two)
    return [one, two]
  },
}

async function client(relay: RunningRelay, localAddress: string): Promise<RelayTestClient> {
  const connected = await RelayTestClient.connect(relay.url, { ws: { localAddress } })
  running.push({ stop: () => connected.close() })
  return connected
}

const WEEK = 7 * 24 * 3600
// 100,000 characters are kept as 100,256 bytes (256 of bookkeeping): a large message.
const large = (topic: string, tag: string) => ({
  topic,
  message: tag.padEnd(100_000, '.'),
  ttl: WEEK,
  tag: 1108,
})
// A pairing request is a few hundred bytes to a few KB: a small message.
const small = (topic: string, tag: string) => ({
  topic,
  message: tag.padEnd(1_000, '.'),
  ttl: 300,
  tag: 1100,
})

const errorOf = (frame: Frame) => frame.error?.message ?? 'stored'

/** Publishes large messages from one network, a fresh key whenever one is spent, until refused. */
async function flood(relays: RunningRelay[], localAddress: string, most: number) {
  let publisher = await client(relays[0]!, localAddress)
  for (let sent = 0; sent < most; sent++) {
    let answer = await publisher.request('irn_publish', large(newTopic(), `flood ${sent}`))
    if (errorOf(answer).includes('this client')) {
      publisher = await client(relays[sent % relays.length]!, localAddress)
      answer = await publisher.request('irn_publish', large(newTopic(), `flood ${sent}`))
    }
    if (answer.error) return { stored: sent, refusal: answer.error }
  }
  return { stored: most, refusal: undefined }
}

describe.each(Object.keys(backends) as (keyof typeof backends)[])(
  'relay storage fairness (%s)',
  (backend) => {
    it('stops a flood from one IP with many keys at its network bound and keeps room for pairing', async () => {
      const relays = await backends[backend]({
        maxStoredBytes: 2_000_000,
        maxBytesPerSource: 500_000,
        maxBytesPerClient: 250_000,
      })
      const one = await flood(relays, '127.0.41.1', 30)
      expect(one.refusal?.code).toBe(-32012)
      expect(one.refusal?.message).toContain('this network')
      expect(one.stored).toBe(4)
      // More networks flood on: large messages fill their share (1.5 MB) and evict each other.
      for (const net of [42, 43, 44, 45, 46]) await flood(relays, `127.0.${net}.1`, 5)
      const dapp = await client(relays[0]!, '127.0.47.1')
      const wallet = await client(relays[1]!, '127.0.48.1')
      const pairingTopic = newTopic()
      await wallet.request('irn_subscribe', { topic: pairingTopic })
      const proposal = await dapp.request('irn_publish', small(pairingTopic, 'proposal'))
      expect(proposal.error).toBeUndefined()
      expect((await wallet.nextDelivery(pairingTopic)).params?.data.message).toMatch(/^proposal/)
      // And a large message of a newcomer finds room too, by eviction, not refusal.
      expect(errorOf(await dapp.request('irn_publish', large(newTopic(), 'big')))).toBe('stored')
    })

    it("evicts the oldest large messages of the network keeping the most, and no one's small ones", async () => {
      // 1 MB in all, a quarter kept for small messages: large ones may hold 750,000 bytes.
      const [one, two] = await backends[backend]({ maxStoredBytes: 1_000_000 })
      const [alice, bob, carol] = [
        await client(one, '127.0.51.1'),
        await client(two, '127.0.52.1'),
        await client(one, '127.0.53.1'),
      ]
      const topics = (prefix: string, count: number) =>
        Array.from({ length: count }, (_, i) => ({ name: `${prefix}${i + 1}`, topic: newTopic() }))
      const a0 = { name: 'a0', topic: newTopic() }
      const [a, b, c] = [topics('a', 5), topics('b', 2), topics('c', 2)]
      expect(errorOf(await alice.request('irn_publish', small(a0.topic, 'a0')))).toBe('stored')
      for (const { topic, name } of a)
        expect(errorOf(await alice.request('irn_publish', large(topic, name)))).toBe('stored')
      for (const { topic, name } of b)
        expect(errorOf(await bob.request('irn_publish', large(topic, name)))).toBe('stored')
      // 7 large messages (701,792 bytes): carol's first needs room, so does her second.
      for (const { topic, name } of c)
        expect(errorOf(await carol.request('irn_publish', large(topic, name)))).toBe('stored')
      const reader = await client(two, '127.0.54.1')
      const all = [a0, ...a, ...b, ...c]
      const { result } = await reader.request('irn_batchFetchMessages', {
        topics: all.map((entry) => entry.topic),
      })
      const kept = (result as { messages: { topic: string }[] }).messages.map(
        (message) => all.find((entry) => entry.topic === message.topic)?.name,
      )
      expect(kept.sort()).toEqual(['a0', 'a3', 'a4', 'a5', 'b1', 'b2', 'c1', 'c2'])
      // What was evicted no longer counts: a0 (1,256 bytes) and 7 large (100,256 bytes each).
      if (backend === 'redis') expect(await redisTotals()).toEqual([703_048, 701_792])
    })

    it('keeps the reserved share for small messages: large ones give way to each other first', async () => {
      const [one, two] = await backends[backend]({
        maxStoredBytes: 1_000_000,
        reservedSmallBytes: 500_000,
      })
      const alice = await client(one, '127.0.61.1')
      const first = newTopic()
      expect(errorOf(await alice.request('irn_publish', large(first, 'first')))).toBe('stored')
      for (let i = 0; i < 4; i++)
        expect(errorOf(await alice.request('irn_publish', large(newTopic(), `${i}`)))).toBe(
          'stored',
        )
      // 501,280 bytes would pass the large share with half the store free: the oldest gave way.
      const reader = await client(two, '127.0.62.1')
      const { result } = await reader.request('irn_batchFetchMessages', { topics: [first] })
      expect((result as { messages: unknown[] }).messages).toEqual([])
      const pairing = newTopic()
      expect(errorOf(await alice.request('irn_publish', small(pairing, 'pairing')))).toBe('stored')
    })

    it('does not count expired messages when it picks the network keeping the most', async () => {
      const [one, two] = await backends[backend]({ maxStoredBytes: 1_000_000 })
      const [alice, bob, carol] = [
        await client(one, '127.0.71.1'),
        await client(two, '127.0.72.1'),
        await client(one, '127.0.73.1'),
      ]
      for (let i = 0; i < 6; i++)
        await alice.request('irn_publish', { ...large(newTopic(), `short ${i}`), ttl: 1 })
      const bobs = [newTopic(), newTopic(), newTopic(), newTopic()]
      expect(errorOf(await bob.request('irn_publish', large(bobs[0]!, 'b1')))).toBe('stored')
      // Alice's 601,536 bytes expire: bob (401,024 bytes by then) is the one keeping the most.
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      for (const [i, topic] of bobs.slice(1).entries())
        expect(errorOf(await bob.request('irn_publish', large(topic, `b${i + 2}`)))).toBe('stored')
      const carols = [newTopic(), newTopic(), newTopic(), newTopic()]
      for (const [i, topic] of carols.entries())
        expect(errorOf(await carol.request('irn_publish', large(topic, `c${i + 1}`)))).toBe(
          'stored',
        )
      const reader = await client(two, '127.0.74.1')
      const { result } = await reader.request('irn_batchFetchMessages', {
        topics: [...bobs, ...carols],
      })
      const kept = (result as { messages: { message: string }[] }).messages.map((m) =>
        m.message.replace(/\.+$/, ''),
      )
      expect(kept.sort()).toEqual(['b2', 'b3', 'b4', 'c1', 'c2', 'c3', 'c4'])
      if (backend === 'redis') expect(await redisTotals()).toEqual([701_792, 701_792])
    })
  },
)

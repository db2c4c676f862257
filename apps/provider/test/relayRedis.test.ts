import { generateKeyPair } from '@walletconnect/relay-auth'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningRelay, startRelay } from '../src/relay'
import {
  type RedisServer,
  type RelayProcess,
  startRedisServer,
  startRelayProcess,
} from './relayRedisServer'
import { newTopic, RelayTestClient } from './relayTestClient'

let redis: RedisServer
let first: RunningRelay
let second: RelayProcess
const clients: RelayTestClient[] = []

beforeAll(async () => {
  redis = await startRedisServer()
  const options = { redisUrl: redis.url, redisKeyPrefix: `test:${Date.now()}:` }
  // One relay in this process, the other in a process of its own: they share only Redis.
  first = await startRelay(options)
  second = await startRelayProcess({
    REDIS_URL: options.redisUrl,
    RELAY_KEY_PREFIX: options.redisKeyPrefix,
  })
})

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()))
  await Promise.all([first?.stop(), second?.stop()])
  await redis?.stop()
})

async function client(url: string, keyPair = generateKeyPair()) {
  const connected = await RelayTestClient.connect(url, { keyPair })
  clients.push(connected)
  return connected
}

const publish = (topic: string, message: string) => ({ topic, message, ttl: 300, tag: 1 })

describe('relay processes sharing Redis', () => {
  it('delivers what one publishes to a subscriber of the other', async () => {
    expect(first.shared).toBe(true)
    const alice = await client(first.url)
    const bob = await client(second.url)
    const topic = newTopic()
    await alice.request('irn_subscribe', { topic })
    expect((await bob.request('irn_publish', publish(topic, 'across'))).result).toBe(true)
    const delivery = await alice.nextDelivery(topic)
    expect(delivery.params?.data.message).toBe('across')
    alice.ack(delivery)
    expect(await alice.quietFor(topic)).toBe(true)
  })

  it('keeps a message published through one process for a client that subscribes through the other', async () => {
    const bob = await client(first.url)
    const topic = newTopic()
    await bob.request('irn_publish', publish(topic, 'stored in redis'))
    const keyPair = generateKeyPair()
    const alice = await client(second.url, keyPair)
    await alice.request('irn_subscribe', { topic })
    const delivery = await alice.nextDelivery(topic)
    expect(delivery.params?.data.message).toBe('stored in redis')
    alice.ack(delivery)
    // The acknowledgement reaches Redis asynchronously.
    await new Promise((resolve) => setTimeout(resolve, 100))
    await alice.close()

    // Acknowledged through the second process: the first does not hand it out again.
    const back = await client(first.url, keyPair)
    await back.request('irn_subscribe', { topic })
    expect(await back.quietFor(topic, 250)).toBe(true)
  })

  it('fetches through one process what was published through the other, once', async () => {
    const bob = await client(second.url)
    const alice = await client(first.url)
    const topic = newTopic()
    await bob.request('irn_batchPublish', { messages: [publish(topic, 'a'), publish(topic, 'b')] })
    const { result } = await alice.request('irn_batchFetchMessages', { topics: [topic] })
    expect((result as { messages: { message: string }[] }).messages.map((m) => m.message)).toEqual([
      'a',
      'b',
    ])
    const again = await alice.request('irn_batchFetchMessages', { topics: [topic] })
    expect((again.result as { messages: unknown[] }).messages).toEqual([])
  })

  it('runs the session handshake across the two processes', async () => {
    const dapp = await client(first.url)
    const wallet = await client(second.url)
    const [pairingTopic, sessionTopic] = [newTopic(), newTopic()]
    await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal' })
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    expect((await wallet.nextDelivery(pairingTopic)).params?.data.message).toBe('proposal')
    await wallet.request('wc_approveSession', {
      pairingTopic,
      sessionTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
    })
    expect((await dapp.nextDelivery(pairingTopic)).params?.data.message).toBe('response')
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    expect((await dapp.nextDelivery(sessionTopic)).params?.data.message).toBe('settle')
    await dapp.request('irn_publish', publish(sessionTopic, 'request'))
    expect((await wallet.nextDelivery(sessionTopic)).params?.data.message).toBe('request')
  })

  it('bounds the bytes kept in Redis for every process sharing it, and caps TTLs at 7 days', async () => {
    const options = {
      redisUrl: redis.url,
      redisKeyPrefix: `bounds:${Date.now()}:`,
      maxBytesPerTopic: 2000,
      maxBytesPerClient: 3000,
    }
    const [one, two] = [await startRelay(options), await startRelay(options)]
    try {
      const [alice, bob] = [await client(one.url), await client(two.url)]
      // 744 bytes of text are kept as 1000: the text and 256 bytes of bookkeeping.
      const sized = (topic: string, tag: string, ttl = 300) => ({
        ...publish(topic, tag.padEnd(744, '.')),
        ttl,
      })
      const topic = newTopic()
      expect((await alice.request('irn_publish', sized(topic, 'a', 1))).result).toBe(true)
      expect((await alice.request('irn_publish', sized(topic, 'b'))).result).toBe(true)
      const full = await bob.request('irn_publish', sized(topic, 'c'))
      expect(full.error?.code).toBe(-32012)
      expect(full.error?.message).toContain('this topic')
      expect((await alice.request('irn_publish', sized(newTopic(), 'd'))).result).toBe(true)
      const spent = await alice.request('irn_publish', sized(newTopic(), 'e'))
      expect(spent.error?.message).toContain('this client')
      // Once the 1-second message expires, its bytes are free again.
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      expect((await bob.request('irn_publish', sized(topic, 'c'))).result).toBe(true)

      const long = newTopic()
      expect((await bob.request('irn_publish', sized(long, 'f', 30 * 24 * 3600))).result).toBe(true)
      const commands = new Redis(redis.url)
      try {
        const ttl = await commands.pttl(`${options.redisKeyPrefix}msg:${long}`)
        expect(ttl).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000)
        expect(ttl).toBeLessThanOrEqual(7 * 24 * 3600 * 1000)
      } finally {
        commands.disconnect()
      }
    } finally {
      await Promise.all([one.stop(), two.stop()])
    }
  })

  it('answers with a JSON-RPC error while Redis is gone, and keeps its sockets', async () => {
    const alice = await client(first.url)
    const topic = newTopic()
    await redis.stop()
    const failed = await alice.request('irn_publish', publish(topic, 'nowhere to keep it'))
    expect(failed.error?.code).toBe(-32603)
    const refused = await alice.request('irn_subscribe', { topic: newTopic() })
    expect(refused.error?.code).toBe(-32603)
    expect(alice.socket.readyState).toBe(alice.socket.OPEN)
  })
})

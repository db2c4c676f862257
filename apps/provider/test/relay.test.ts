import { createHash } from 'node:crypto'
import { generateKeyPair } from '@walletconnect/relay-auth'
import { afterEach, describe, expect, it } from 'vitest'
import { type RunningRelay, type StartRelayOptions, startRelay } from '../src/relay'
import { authToken, newTopic, RelayTestClient, upgradeStatus } from './relayTestClient'

const running: { stop(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((item) => item.stop()))
})

async function relay(options: StartRelayOptions = {}): Promise<RunningRelay> {
  const started = await startRelay({ port: 0, ...options })
  running.push(started)
  return started
}

async function client(url: string, ...rest: Parameters<typeof RelayTestClient.connect>[1][]) {
  const connected = await RelayTestClient.connect(url, rest[0])
  running.push({ stop: () => connected.close() })
  return connected
}

/** A clock the test moves by hand, for TTLs. */
function manualClock(start = Date.now()) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

const publishParams = (topic: string, message = 'hello', ttl = 300) => ({
  topic,
  message,
  ttl,
  tag: 1108,
  prompt: false,
})

describe('relay: authentication', () => {
  it('refuses an upgrade without a valid auth JWT, accepts a signed one', async () => {
    const { url } = await relay()
    const keyPair = generateKeyPair()
    const good = await authToken(keyPair, url)
    expect(await upgradeStatus(`${url}?auth=${good}`)).toBe('open')
    expect(await upgradeStatus(url)).toBe(401)
    expect(await upgradeStatus(`${url}?auth=not.a.jwt`)).toBe(401)
    const [header, payload, signature] = good.split('.')
    const forged = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`
    expect(await upgradeStatus(`${url}?auth=${forged}`)).toBe(401)
    const otherKey = await authToken(generateKeyPair(), url)
    expect(
      await upgradeStatus(`${url}?auth=${header}.${otherKey.split('.')[1]}.${signature}`),
    ).toBe(401)
    const expired = await authToken(keyPair, url, 60, Math.floor(Date.now() / 1000) - 3_600)
    expect(await upgradeStatus(`${url}?auth=${expired}`)).toBe(401)
  })

  it('lets the host refuse a project or an origin with 403', async () => {
    const seen: unknown[] = []
    const { url } = await relay({
      authorize: (client) => {
        seen.push(client)
        return client.projectId === 'known'
      },
    })
    const auth = await authToken(generateKeyPair(), url)
    expect(await upgradeStatus(`${url}?auth=${auth}&projectId=known`)).toBe('open')
    expect(await upgradeStatus(`${url}?auth=${auth}&projectId=other`)).toBe(403)
    expect(seen[0]).toEqual({
      clientId: expect.stringMatching(/^did:key:z/),
      projectId: 'known',
      origin: undefined,
    })
  })

  it('answers only on its path when given one', async () => {
    const { url } = await relay({ path: '/relay' })
    expect(url).toMatch(/\/relay$/)
    const auth = await authToken(generateKeyPair(), url)
    expect(await upgradeStatus(`${url}?auth=${auth}`)).toBe('open')
    expect(await upgradeStatus(`${url.replace('/relay', '/other')}?auth=${auth}`)).toBe(404)
  })
})

describe('relay: subscribe, publish, deliver, acknowledge', () => {
  it('delivers a publication to subscribers once, with the id the client computes, not to its publisher', async () => {
    const { url } = await relay()
    const alice = await client(url)
    const bob = await client(url)
    const topic = newTopic()
    const subscribed = await alice.request('irn_subscribe', { topic })
    expect(typeof subscribed.result).toBe('string')
    await bob.request('irn_subscribe', { topic })
    expect((await bob.request('irn_publish', publishParams(topic))).result).toBe(true)

    const delivery = await alice.nextDelivery(topic)
    expect(delivery.params?.id).toBe(subscribed.result)
    expect(delivery.params?.data).toMatchObject({ topic, message: 'hello', tag: 1108 })
    expect(typeof delivery.params?.data.publishedAt).toBe('number')
    alice.ack(delivery)
    expect(await bob.quietFor(topic)).toBe(true)
    expect(alice.deliveries(topic)).toHaveLength(1)
  })

  it('keeps a message until someone subscribes, then hands it over after the answer', async () => {
    const { url } = await relay()
    const topic = newTopic()
    const bob = await client(url)
    await bob.request('irn_publish', publishParams(topic, 'stored'))
    const alice = await client(url)
    const answer = await alice.request('irn_subscribe', { topic })
    const delivery = await alice.nextDelivery(topic)
    expect(delivery.params?.data.message).toBe('stored')
    expect(alice.frames.indexOf(answer)).toBeLessThan(alice.frames.indexOf(delivery))
  })

  it('computes the subscription id as sha256(topic + did:key)', async () => {
    const { url } = await relay()
    const alice = await client(url)
    const topic = newTopic()
    const { result } = await alice.request('irn_subscribe', { topic })
    const token = await authToken(alice.keyPair, url)
    const iss = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).iss
    expect(result).toBe(
      createHash('sha256')
        .update(topic + iss)
        .digest('hex'),
    )
  })

  it('stops delivering after unsubscribe', async () => {
    const { url } = await relay()
    const [alice, bob] = [await client(url), await client(url)]
    const topic = newTopic()
    const { result: id } = await alice.request('irn_subscribe', { topic })
    expect((await alice.request('irn_unsubscribe', { topic, id })).result).toBe(true)
    await bob.request('irn_publish', publishParams(topic))
    expect(await alice.quietFor(topic)).toBe(true)
  })

  it('batch-subscribes, batch-publishes and batch-unsubscribes', async () => {
    const { url } = await relay()
    const [alice, bob] = [await client(url), await client(url)]
    const topics = [newTopic(), newTopic()]
    const { result: ids } = await alice.request('irn_batchSubscribe', { topics })
    expect(ids).toHaveLength(2)
    const messages = topics.map((topic, i) => publishParams(topic, `m${i}`))
    expect((await bob.request('irn_batchPublish', { messages })).result).toBe(true)
    for (const [i, topic] of topics.entries())
      expect((await alice.nextDelivery(topic)).params?.data.message).toBe(`m${i}`)
    const subscriptions = topics.map((topic, i) => ({ topic, id: (ids as string[])[i] }))
    expect((await alice.request('irn_batchUnsubscribe', { subscriptions })).result).toBe(true)
    await bob.request('irn_publish', publishParams(topics[0]!, 'late'))
    expect(await alice.quietFor(topics[0]!)).toBe(true)
  })

  it('hands stored messages out through irn_batchFetchMessages, once', async () => {
    const { url } = await relay()
    const [alice, bob] = [await client(url), await client(url)]
    const topic = newTopic()
    await bob.request('irn_publish', publishParams(topic, 'first'))
    await bob.request('irn_publish', publishParams(topic, 'second'))
    const { result } = await alice.request('irn_batchFetchMessages', { topics: [topic] })
    const fetched = result as { messages: { message: string }[]; hasMore: boolean }
    expect(fetched.hasMore).toBe(false)
    expect(fetched.messages.map((m) => m.message)).toEqual(['first', 'second'])
    const again = await alice.request('irn_batchFetchMessages', { topics: [topic] })
    expect((again.result as { messages: unknown[] }).messages).toEqual([])
    await alice.request('irn_subscribe', { topic })
    expect(await alice.quietFor(topic)).toBe(true)
  })

  it('drops a message when its TTL runs out', async () => {
    const clock = manualClock()
    const { url } = await relay({ now: clock.now })
    const [alice, bob] = [await client(url), await client(url)]
    const [short, long] = [newTopic(), newTopic()]
    await bob.request('irn_publish', publishParams(short, 'short', 30))
    await bob.request('irn_publish', publishParams(long, 'long', 300))
    clock.advance(31_000)
    await alice.request('irn_batchSubscribe', { topics: [short, long] })
    expect((await alice.nextDelivery(long)).params?.data.message).toBe('long')
    expect(alice.deliveries(short)).toEqual([])
  })

  it('gives a client that comes back what it did not acknowledge, and only that, once', async () => {
    const { url } = await relay()
    const keyPair = generateKeyPair()
    const topic = newTopic()
    const bob = await client(url)

    const first = await client(url, { keyPair })
    await first.request('irn_subscribe', { topic })
    await bob.request('irn_publish', publishParams(topic, 'seen, not acked'))
    await first.nextDelivery(topic)
    await first.close()

    await bob.request('irn_publish', publishParams(topic, 'sent while away'))
    const second = await client(url, { keyPair })
    await second.request('irn_subscribe', { topic })
    await second.waitFor(() => second.deliveries(topic).length === 2)
    expect(second.deliveries(topic).map((f) => f.params?.data.message)).toEqual([
      'seen, not acked',
      'sent while away',
    ])
    for (const delivery of second.deliveries(topic)) second.ack(delivery)
    expect(await second.quietFor(topic)).toBe(true)
    await second.close()

    const third = await client(url, { keyPair })
    await third.request('irn_subscribe', { topic })
    expect(await third.quietFor(topic)).toBe(true)
  })

  it('publishes the same message on a topic once', async () => {
    const { url } = await relay()
    const [alice, bob] = [await client(url), await client(url)]
    const topic = newTopic()
    await alice.request('irn_subscribe', { topic })
    await bob.request('irn_publish', publishParams(topic, 'twice'))
    await bob.request('irn_publish', publishParams(topic, 'twice'))
    await alice.nextDelivery(topic)
    expect(await alice.quietFor(topic)).toBe(true)
    expect(alice.deliveries(topic)).toHaveLength(1)
  })
})

describe('relay: session proposal and approval', () => {
  it('wc_proposeSession subscribes the dapp to the pairing topic; wc_approveSession answers there and settles on the session topic', async () => {
    const { url } = await relay()
    const [dapp, wallet] = [await client(url), await client(url)]
    const pairingTopic = newTopic()
    const sessionTopic = newTopic()
    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'encrypted-proposal',
      ttl: 300,
      correlationId: 1,
    })
    expect(proposed.result).toBe(true)

    await wallet.request('irn_subscribe', { topic: pairingTopic })
    const proposal = await wallet.nextDelivery(pairingTopic)
    expect(proposal.params?.data).toMatchObject({ message: 'encrypted-proposal', tag: 1100 })
    wallet.ack(proposal)

    const approved = await wallet.request('wc_approveSession', {
      pairingTopic,
      sessionTopic,
      sessionProposalResponse: 'encrypted-response',
      sessionSettlementRequest: 'encrypted-settle',
      ttl: 300,
    })
    expect(approved.result).toBe(true)
    const response = await dapp.nextDelivery(pairingTopic)
    expect(response.params?.data).toMatchObject({ message: 'encrypted-response', tag: 1101 })
    expect(await wallet.quietFor(pairingTopic)).toBe(true)

    await dapp.request('irn_subscribe', { topic: sessionTopic })
    const settle = await dapp.nextDelivery(sessionTopic)
    expect(settle.params?.data).toMatchObject({ message: 'encrypted-settle', tag: 1102 })

    // The wallet was subscribed to the session topic by the approval.
    await dapp.request('irn_publish', publishParams(sessionTopic, 'request'))
    expect((await wallet.nextDelivery(sessionTopic)).params?.data.message).toBe('request')
  })
})

describe('relay: bad input never takes it down', () => {
  it('answers malformed frames with JSON-RPC errors and keeps the socket usable', async () => {
    const { url } = await relay()
    const alice = await client(url)
    const errorFor = async (frame: string | Buffer) => {
      const before = alice.frames.length
      alice.send(frame)
      return (await alice.waitFor((f) => alice.frames.indexOf(f) >= before)).error?.code
    }
    expect(await errorFor('{not json')).toBe(-32700)
    expect(await errorFor('[1,2]')).toBe(-32600)
    expect(await errorFor('{"jsonrpc":"2.0","method":"irn_subscribe"}')).toBe(-32600)
    expect(await errorFor(Buffer.from([1, 2, 3]))).toBe(-32600)
    expect(await errorFor('{"jsonrpc":"2.0","id":1,"method":"eth_sign","params":{}}')).toBe(-32601)
    expect(
      await errorFor('{"jsonrpc":"2.0","id":2,"method":"irn_subscribe","params":{"topic":"x"}}'),
    ).toBe(-32602)
    expect(
      await errorFor(
        `{"jsonrpc":"2.0","id":3,"method":"irn_publish","params":{"topic":"${newTopic()}","message":"m","ttl":-1}}`,
      ),
    ).toBe(-32602)
    expect(await errorFor('{"jsonrpc":"2.0","id":4,"method":"irn_publish","params":null}')).toBe(
      -32602,
    )
    expect((await alice.request('irn_subscribe', { topic: newTopic() })).result).toMatch(
      /^[0-9a-f]{64}$/,
    )
  })

  it('echoes a client id past 2^53 digit for digit', async () => {
    const { url } = await relay()
    const alice = await client(url)
    const big = '1748356112870812161'
    alice.send(
      `{"jsonrpc":"2.0","id":${big},"method":"irn_subscribe","params":{"topic":"${newTopic()}"}}`,
    )
    const raw = await new Promise<string>((resolve) =>
      alice.socket.once('message', (data) => resolve(data.toString())),
    )
    expect(raw).toContain(`"id":${big}`)
  })

  it('refuses messages and frames over the size limits, and closes the socket past four times the frame limit', async () => {
    const { url } = await relay({ maxMessageBytes: 1_000, maxFrameBytes: 4_000 })
    const alice = await client(url)
    const topic = newTopic()
    const tooLong = await alice.request('irn_publish', publishParams(topic, 'x'.repeat(1_001)))
    expect(tooLong.error?.code).toBe(-32010)
    const from = alice.frames.length
    alice.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 99,
        method: 'irn_publish',
        params: publishParams(topic, 'x'.repeat(5_000)),
      }),
    )
    const refused = await alice.waitFor((frame) => alice.frames.indexOf(frame) >= from)
    expect(refused).toMatchObject({ id: null, error: { code: -32010 } })
    expect((await alice.request('irn_publish', publishParams(topic, 'fine'))).result).toBe(true)
    const closed = new Promise<number>((resolve) => alice.socket.once('close', resolve))
    alice.send('x'.repeat(20_000))
    expect(await closed).toBe(1009)
  })

  it('rate-limits each connection on its own', async () => {
    const { url } = await relay({ rateLimit: { burst: 5, perSecond: 0.001 } })
    const [alice, bob] = [await client(url), await client(url)]
    const answers = await Promise.all(
      Array.from({ length: 7 }, () => alice.request('irn_subscribe', { topic: newTopic() })),
    )
    expect(answers.filter((a) => a.result).length).toBe(5)
    expect(answers.filter((a) => a.error?.code === -32029).length).toBe(2)
    expect((await bob.request('irn_subscribe', { topic: newTopic() })).result).toBeTruthy()
  })

  it('pings sockets and closes one that stops answering', async () => {
    const { url } = await relay({ pingIntervalMs: 50 })
    const lively = await client(url)
    const pinged = new Promise<void>((resolve) => lively.socket.once('ping', () => resolve()))
    await pinged
    const silent = await client(url, { ws: { autoPong: false } })
    const closed = new Promise<void>((resolve) => silent.socket.once('close', () => resolve()))
    await closed
    expect(lively.socket.readyState).toBe(lively.socket.OPEN)
  })
})

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningRelay, startRelay } from '../src/relay'
import { RelayTestClient } from './relayTestClient'

let relay: RunningRelay
let alice: RelayTestClient

beforeAll(async () => {
  relay = await startRelay({ port: 0, rateLimit: { burst: 100_000, perSecond: 100_000 } })
  alice = await RelayTestClient.connect(relay.url)
})
afterAll(async () => {
  await alice?.close()
  await relay?.stop()
})

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n))
const text = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', '', '\u0000', '\ud800', 'x'.repeat(300)),
  fc.string({ unit: codeUnit, maxLength: 40 }),
)
const topic = fc.oneof(
  fc.stringMatching(/^[0-9a-f]{64}$/),
  fc.constantFrom('f'.repeat(63), 'F'.repeat(64), '../'.repeat(20)),
  text,
)
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1e308, 2 ** 53 + 1, 604_801, 30 * 24 * 3600),
)
const value: fc.Arbitrary<unknown> = fc.oneof(
  topic,
  number,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
)
const publish = fc.record(
  { topic, message: fc.oneof(text, fc.constant('m')), ttl: number, tag: number, prompt: value },
  { requiredKeys: [] },
)
const params = fc.oneof(
  publish,
  fc.record({ topics: fc.oneof(fc.array(topic, { maxLength: 600 }), value) }, { requiredKeys: [] }),
  fc.record({ messages: fc.array(publish, { maxLength: 5 }) }, { requiredKeys: [] }),
  fc.record(
    { subscriptions: fc.array(fc.record({ topic, id: value }), { maxLength: 5 }) },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      pairingTopic: topic,
      sessionTopic: topic,
      sessionProposal: text,
      sessionProposalResponse: text,
      sessionSettlementRequest: text,
      ttl: number,
    },
    { requiredKeys: [] },
  ),
  value,
)
const method = fc.oneof(
  fc.constantFrom(
    'irn_subscribe',
    'irn_batchSubscribe',
    'irn_unsubscribe',
    'irn_batchUnsubscribe',
    'irn_publish',
    'irn_batchPublish',
    'irn_batchFetchMessages',
    'wc_proposeSession',
    'wc_approveSession',
  ),
  text,
)

describe('relay under fuzzed frames', () => {
  it('answers every request with a result or a client error, never an internal one', async () => {
    let id = 1
    await fc.assert(
      fc.asyncProperty(method, params, async (m, p) => {
        const answer = await alice.request(m, p)
        expect(answer.error?.code, JSON.stringify({ m, p }).slice(0, 500)).not.toBe(-32603)
        expect(answer.id).toBe(id++)
      }),
      { seed: 20261124, numRuns: 400, endOnFailure: true },
    )
    expect(alice.socket.readyState).toBe(alice.socket.OPEN)
  })
})

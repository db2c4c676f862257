import { type LocalBitcoin, startLocalBitcoin } from '@latchkey/local-bitcoin'
import type { LocalChain } from '@latchkey/local-chain'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localBitcoinConfig } from '../src/chains/bip122/localBitcoinConfig'
import type { RunningProvider } from '../src/server/startProvider'
import {
  APP_ORIGIN,
  localChainConfig,
  PROJECT_ID,
  startLocalChain,
  startTestProvider,
} from './helpers'

let chain: LocalChain
let bitcoin: LocalBitcoin
let provider: RunningProvider

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, deployTokens: false })
  bitcoin = await startLocalBitcoin()
  provider = await startTestProvider({
    chains: [localChainConfig(chain), localBitcoinConfig(bitcoin)],
    // The limiter runs (its code is under test too) but never refuses.
    rateLimit: { burst: 1_000_000, perSecond: 1_000_000 },
    trustProxy: 2,
    indexer: { enabled: false },
  })
})
afterAll(async () => {
  await provider?.stop()
  await chain?.stop()
  await bitcoin?.close()
})

// Any UTF-16 code unit: control characters, NUL and lone surrogates included.
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n))

const nasty = fc.constantFrom(
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '\u0000',
  '\ud800',
  'a\udc00b',
  '😀',
  '\u202e',
  'eip155:',
  'eip155:1:',
  'eip155:-1',
  'eip155:0',
  'eip155:99999999999999999999',
  'eip155:1:0x',
  ':::',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000019d6689c085ae165831e93:bc1q',
  `eip155:${31337}`,
  `eip155:31337:0x${'ab'.repeat(20)}`,
  `eip155:31337:0x${'ee'.repeat(20)}`,
  `0x${'ab'.repeat(20)}`,
  `0x${'AB'.repeat(19)}Ag`,
  'eyJ9',
  'eyJibG9jayI6MX0',
  'MTIzOjB4YWI',
  '-1',
  '0',
  '1e9',
  '9999999999',
  'NaN',
  'true',
  '',
  ' ',
  'x'.repeat(64),
  'x'.repeat(65),
  'x'.repeat(100),
  'x'.repeat(129),
  'x'.repeat(401),
  'x'.repeat(4001),
)

const anyText = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 80 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  { weight: 1, arbitrary: fc.string({ unit: codeUnit, minLength: 60, maxLength: 2100 }) },
)

// Lone surrogates have no UTF-8 form: Buffer writes U+FFFD, as a browser would.
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')

// Broken percent-encoding and traversal written raw into the URL.
const rawSegment = fc.constantFrom('%', '%zz', '%C0%AE', '%FF%FE', '..%2f', '%2e%2e', '%00', '.')

const segment = fc.oneof({ weight: 4, arbitrary: anyText.map(percentEncode) }, rawSegment)

const projectId = fc.oneof(
  { weight: 8, arbitrary: fc.constant(PROJECT_ID) },
  { weight: 1, arbitrary: anyText },
)

const QUERY_KEYS = [
  'chainId',
  'cursor',
  'limit',
  'onramp',
  'currency',
  'forceUpdate',
  'sender',
  'apiVersion',
  'page',
  'entries',
  'search',
  'include',
  'exclude',
  'chains',
  'st',
  'sv',
  'clientId',
  'amount',
  'userAddress',
  'from',
  'to',
  'gasPrice',
  'tokenAddress',
  'zone',
  '__proto__',
]
const query = fc
  .tuple(
    projectId,
    fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), fc.oneof(anyText, rawSegment)), {
      maxLength: 5,
    }),
  )
  .map(
    ([id, pairs]) =>
      `?projectId=${percentEncode(id)}${pairs.map(([k, v]) => `&${k}=${v.startsWith('%') || v === '.' ? v : percentEncode(v)}`).join('')}`,
  )

const PATHS = [
  '/v1/supported-chains',
  '/v1/account/{}/balance',
  '/v1/account/{}/history',
  '/v1/identity/{}',
  '/v1/profile/reverse/{}',
  '/v1/profile/account/{}',
  '/v1/profile/suggestions/{}',
  '/v1/profile/account',
  '/v1/wallets',
  '/v1/images/wallets/{}',
  '/v1/images/networks/{}',
  '/v1/images/connectors/{}',
  '/v1/images/currencies/{}',
  '/v1/images/tokens/{}',
  '/v1/images/{}/{}',
  '/v1/analytics-config',
  '/v1/fungible/price',
  '/v1/convert/tokens',
  '/v1/convert/quotes',
  '/v1/convert/allowance',
  '/v1/convert/gas-price',
  '/v1/convert/build-approve',
  '/v1/convert/build-transaction',
  '/v1',
  '/v1/',
  '/e',
  '/e/batch',
  '/{}',
  '/v1/{}/{}',
  '/v1/esplora/{}/{}',
  `/v1/esplora/${PROJECT_ID}/bip122:0f9188f13cb7b2c71f2a335e3a4fc328/address/{}/txs/chain/{}`,
  `/v1/esplora/${PROJECT_ID}/bip122:0f9188f13cb7b2c71f2a335e3a4fc328/tx/{}/{}`,
  `/v1/esplora/${PROJECT_ID}/bip122:0f9188f13cb7b2c71f2a335e3a4fc328/tx`,
]

// Stands for a value too deep for JSON.stringify; serialise() writes it out as raw text.
const DEEP = '@deep@'
const serialise = (value: unknown) =>
  (JSON.stringify(value) ?? '').replaceAll(`"${DEEP}"`, `${'['.repeat(5000)}1${']'.repeat(5000)}`)
const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`)

const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  anyText,
  fc.constantFrom(nested(40), DEEP, JSON.parse('{"__proto__":{"polluted":true}}'), [], {}),
)

const rpcItem = fc.record(
  {
    jsonrpc: fc.oneof(fc.constant('2.0'), anyText),
    id: fc.oneof(fc.integer(), anyText, fc.constant(null)),
    method: fc.oneof(
      fc.constantFrom('eth_chainId', 'eth_getBalance', 'eth_call', 'eth_sendRawTransaction'),
      anyText,
    ),
    params: fc.oneof(fc.array(jsonish, { maxLength: 3 }), jsonish),
  },
  { requiredKeys: [] },
)

const event = fc.record(
  {
    eventId: anyText,
    url: anyText,
    domain: anyText,
    timestamp: fc.oneof(fc.integer(), fc.double(), anyText),
    props: fc.oneof(
      fc.dictionary(anyText, jsonish, { maxKeys: 4 }),
      fc.constant({ a: DEEP }),
      jsonish,
    ),
  },
  { requiredKeys: [] },
)

const price = fc.record(
  {
    projectId,
    currency: fc.oneof(fc.constant('usd'), anyText),
    addresses: fc.oneof(fc.array(anyText, { maxLength: 120 }), jsonish),
  },
  { requiredKeys: [] },
)

const body = fc.oneof(
  rpcItem.map(serialise),
  fc.array(rpcItem, { maxLength: 120 }).map(serialise),
  event.map(serialise),
  price.map(serialise),
  jsonish.map(serialise),
  anyText,
)

const request = fc.record({
  method: fc.constantFrom('GET', 'POST', 'OPTIONS', 'PUT', 'DELETE'),
  path: fc
    .tuple(fc.constantFrom(...PATHS), segment, segment)
    .map(([path, a, b]) => path.replace('{}', a).replace('{}', b)),
  query,
  body,
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/json; charset=utf-8',
    '',
  ),
  origin: fc.option(fc.constantFrom(APP_ORIGIN, 'https://evil.example.net', 'null', 'x'), {
    nil: undefined,
  }),
  preflightMethod: fc.constantFrom('GET', 'POST', 'PATCH', ''),
  forwardedFor: fc.option(
    fc.oneof(
      fc.string({ unit: 'grapheme-ascii', maxLength: 200 }),
      fc.constantFrom(',', ', ,', '1.2.3.4,', '::1, 10.0.0.1, 203.0.113.9', 'x'.repeat(500)),
    ),
    { nil: undefined },
  ),
})

describe('every route under fuzzed input', () => {
  it('answers every request without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const headers: Record<string, string> = {}
        if (r.contentType) headers['content-type'] = r.contentType
        if (r.origin) headers.origin = r.origin
        if (r.forwardedFor !== undefined) headers['x-forwarded-for'] = r.forwardedFor
        if (r.method === 'OPTIONS' && r.preflightMethod)
          headers['access-control-request-method'] = r.preflightMethod
        const response = await fetch(`${provider.url}${r.path}${r.query}`, {
          method: r.method,
          headers,
          ...(r.method === 'GET' || r.method === 'OPTIONS' ? {} : { body: r.body }),
        })
        await response.arrayBuffer()
        expect(response.status, `${r.method} ${r.path}${r.query}`).toBeLessThan(500)
      }),
      { seed: 20261124, numRuns: 600, endOnFailure: true },
    )
  })
})

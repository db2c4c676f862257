import type { LocalChain } from '@latchkey/local-chain'
import fc from 'fast-check'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProviderConfigInput } from '../src/config/configSchema'
import type { RunningProvider } from '../src/server/startProvider'
import { closedPort } from './closedPort'
import {
  APP_ORIGIN,
  localChainConfig,
  PROJECT_ID,
  startLocalChain,
  startTestProvider,
} from './helpers'
import { findPostgres, type PostgresServer, startPostgres } from './postgresServer'

// Issue 39: the routes added after fuzz.test.ts (convert, SIWX sessions, names, on-ramp) under
// fuzzed input, on PGlite and on Postgres: no 5xx, except 502 for what asks the chain whose
// node is down (an RPC URL on a closed loopback port).
const DEAD_ID = 31339
const DEAD = `eip155:${DEAD_ID}`
const NATIVE = `0x${'ee'.repeat(20)}`
const signer = privateKeyToAccount(`0x${'1'.repeat(64)}`)

const found = findPostgres()
// CI installs PostgreSQL (scripts/ensure-tools.mjs): there a missing server fails, never skips.
const skipPostgres = 'reason' in found && !process.env.CI ? found.reason : undefined

let chain: LocalChain
let live: string
let deadRpc: string
let postgres: PostgresServer | undefined
/** Filled in beforeAll: real ids the fuzzer mixes in (tokens, the router, checkouts). */
const known: { tokens: string[]; router: string; checkouts: string[]; deadCheckouts: string[] } = {
  tokens: [],
  router: '',
  checkouts: [],
  deadCheckouts: [],
}

beforeAll(async () => {
  ;[chain, postgres] = await Promise.all([
    startLocalChain({ port: 0, deployExchange: true }),
    skipPostgres || 'reason' in found ? undefined : startPostgres(found),
  ])
  live = `eip155:${chain.chainId}`
  deadRpc = `http://127.0.0.1:${await closedPort()}`
  known.tokens = chain.tokens.map((t) => t.address)
  known.router = chain.exchange!.router
})
afterAll(async () => {
  await chain?.stop()
  await postgres?.stop()
})

function providerConfig(): ProviderConfigInput {
  const liveChain = localChainConfig(chain)
  const deadChain = { ...liveChain, id: DEAD, name: 'Dead Chain', rpcUrl: deadRpc }
  return {
    chains: [liveChain, deadChain],
    rateLimit: { burst: 1_000_000, perSecond: 1_000_000 },
    indexer: { enabled: false },
    gateway: { timeoutMs: 1000 },
    onramp: {
      partners: [
        { id: 'coinbase', name: 'Coinbase', feePct: 1.5, chains: [live, DEAD], assets: ['ETH'] },
        { id: 'meld', name: 'Meld', feePct: 1, chains: [live], assets: ['ETH', 'LUSD'] },
      ],
      faucetPrivateKey: chain.accounts[4]!.privateKey,
    },
  }
}

// Any UTF-16 code unit: control characters, NUL and lone surrogates included.
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n))

const nasty = fc.constantFrom(
  '__proto__',
  'constructor',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udc00b',
  '😀',
  '\u202e',
  '',
  ' ',
  '-1',
  '0',
  '1e9',
  'NaN',
  'true',
  'null',
  '%00',
  '../../etc/passwd',
  'x'.repeat(64),
  'x'.repeat(300),
  'x'.repeat(9000),
)

const anyText = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: codeUnit, minLength: 60, maxLength: 1200 }) },
)

const extremeNumber = fc.constantFrom(
  '0',
  '1',
  '-1',
  '01',
  '1.5',
  '1e18',
  `${2n ** 256n - 1n}`,
  `${2n ** 256n}`,
  '9'.repeat(78),
  '9'.repeat(400),
  '0x10',
  ' 1',
  'Infinity',
)
const jsonNumber = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 0.5, 1e-300, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER),
  fc.double({ noNaN: true }),
  fc.integer(),
)

/** Mostly a plausible value, so that signed sessions get as far as the database. */
const mostly = <T, U>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<U>) =>
  fc.oneof({ weight: 4, arbitrary: good }, { weight: 1, arbitrary: bad })
const account = fc.oneof(
  fc.constant(signer.address),
  fc.constant(signer.address.toLowerCase()),
  fc.constant(`0x${'ab'.repeat(20)}`),
  fc.constant(NATIVE),
  anyText,
)

/** Every id a route may be handed: the live chain's and the dead one's, real and made up. */
const chainId = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('live', 'dead') },
  { weight: 1, arbitrary: fc.constantFrom('eip155:1', 'eip155:0', 'eip155:', 'solana:x', 'x') },
  { weight: 1, arbitrary: anyText },
)
const tokenAddress = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom('token', 'token', 'native', 'router', 'eoa', 'precompile'),
  },
  { weight: 1, arbitrary: fc.constant(`0x${'AB'.repeat(19)}Ag`) },
  { weight: 1, arbitrary: anyText },
)

type Ids = { live: string; dead: string }
const resolveChain = (c: string, ids: Ids) =>
  c === 'live' ? ids.live : c === 'dead' ? ids.dead : c
const resolveToken = (t: string, pick: number) =>
  t === 'token'
    ? known.tokens[pick % known.tokens.length]!
    : t === 'router'
      ? known.router
      : t === 'native'
        ? NATIVE
        : t === 'eoa'
          ? `0x${'cd'.repeat(20)}`
          : t === 'precompile'
            ? `0x${'0'.repeat(39)}1`
            : t

const caip10 = fc.tuple(chainId, tokenAddress, fc.nat()).map(
  ([c, t, pick]) =>
    (ids: Ids) =>
      `${resolveChain(c, ids)}:${resolveToken(t, pick)}`,
)
/** A token on the request's network (`net`) mostly, else on any network at all. */
const tokenOn = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.tuple(tokenAddress, fc.nat()).map(
      ([t, pick]) =>
        (ids: Ids, net: string) =>
          `${resolveChain(net, ids)}:${resolveToken(t, pick)}`,
    ),
  },
  { weight: 1, arbitrary: caip10.map((f) => (ids: Ids, _net: string) => f(ids)) },
)

// Stands for a value too deep for JSON.stringify; serialise() writes it out as raw text.
const DEEP = '@deep@'
const HUGE = '@huge@'
const serialise = (value: unknown) =>
  (JSON.stringify(value) ?? '')
    .replaceAll(`"${DEEP}"`, `${'['.repeat(5000)}1${']'.repeat(5000)}`)
    .replaceAll(`"${HUGE}"`, `"${'x'.repeat(40_000)}"`)

const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  anyText,
  jsonNumber,
  fc.constantFrom(DEEP, HUGE, JSON.parse('{"__proto__":{"polluted":true}}'), [], {}, null, true),
)
/** A field of a request that should mostly get through to the chain: wrong types now and then. */
const fieldMostly = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 8, arbitrary: good }, { weight: 1, arbitrary: jsonish })
/** A field: usually a plausible value, sometimes anything at all (wrong types included). */
const field = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: jsonish })

const time = fc.oneof(
  fc.constantFrom(
    '2099',
    '2099-02-30T00:00:00Z',
    '+275760-09-13T00:00:00.000Z',
    'Thu, 01 Jan 2099 00:00:00 GMT',
    'Thu Jan 01 2099 00:00:00 GMT+0000 (Coordinated Universal Time)',
    '9999-12-31T23:59:59-23:59',
    '0000-01-01T00:00:00Z',
    '2099-01-01T00:00:00Z',
    '2099-01-01t00:00:00z',
    '2099-12-31T24:00:00Z',
    '2099-12-31T23:59:60Z',
    '1970-01-01T00:00:00+99:99',
    '2020-01-01T00:00:00.000Z',
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  anyText,
)
const futureTime = fc
  .date({ min: new Date(Date.now() + 3_600_000), max: new Date('2200-01-01T00:00:00Z') })
  .filter((d) => !Number.isNaN(d.getTime()))
  .map((d) => d.toISOString())
const oneLine = anyText.filter((s) => !/[\r\n]/.test(s))

/** A sign-in message's fields: the fuzzer signs them for real, so they reach the database. */
const siwx = fc.record(
  {
    statement: mostly(fc.constant('Sign in'), oneLine),
    expirationTime: mostly(futureTime, time),
    notBefore: mostly(fc.constant('2000-01-01T00:00:00Z'), time),
    issuedAt: mostly(fc.constant(new Date().toISOString()), time),
    requestId: mostly(fc.constantFrom('r1', '42'), oneLine),
    resources: fc.array(mostly(fc.constant('https://a.example/x'), oneLine), { maxLength: 2 }),
    uri: mostly(
      fc.constant(APP_ORIGIN),
      oneLine.map((s) => `${APP_ORIGIN}/${s}`),
    ),
    chain: fc.constantFrom('live', 'live', 'dead', 'eip155:1'),
    badSignature: fc.constantFrom(false, false, false, true),
  },
  { requiredKeys: ['chain', 'badSignature'] },
)

function eip4361(d: Record<string, unknown> & { chainId: string; nonce: string }): string {
  const lines = [`${new URL(APP_ORIGIN).host} wants you to sign in with your Ethereum account:`]
  lines.push(signer.address, '', String(d.statement ?? 'Sign in'), '')
  lines.push(`URI: ${d.uri ?? APP_ORIGIN}`, 'Version: 1', `Chain ID: ${d.chainId.split(':')[1]}`)
  lines.push(`Nonce: ${d.nonce}`)
  if (d.issuedAt !== undefined) lines.push(`Issued At: ${d.issuedAt}`)
  if (d.expirationTime !== undefined) lines.push(`Expiration Time: ${d.expirationTime}`)
  if (d.notBefore !== undefined) lines.push(`Not Before: ${d.notBefore}`)
  if (d.requestId !== undefined) lines.push(`Request ID: ${d.requestId}`)
  const resources = d.resources as string[] | undefined
  if (resources !== undefined) lines.push('Resources:', ...resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

type Request = {
  method: 'GET' | 'POST'
  path: string
  body?: string
  headers?: Record<string, string>
}
type Build = (ids: Ids, base: string) => Promise<Request> | Request

const q = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v !== undefined) search.set(k, v)
  return search.toString()
}
const projectId = fc.oneof(
  { weight: 8, arbitrary: fc.constant(PROJECT_ID) },
  { weight: 1, arbitrary: anyText },
)
// Lone surrogates have no UTF-8 form: Buffer writes U+FFFD, as a browser would.
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')
const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined })

const convertGet: fc.Arbitrary<Build> = fc
  .record({
    route: fc.constantFrom('tokens', 'gas-price', 'quotes', 'allowance', 'build-approve'),
    projectId,
    chainId: mostly(fc.constantFrom('live', 'dead'), chainId),
    from: tokenOn,
    to: tokenOn,
    user: account,
    userCaip: tokenOn,
    amount: opt(fc.oneof(extremeNumber, anyText)),
    gasPrice: opt(fc.oneof(extremeNumber, anyText)),
    caipUser: fc.boolean(),
  })
  .map((r) => (ids) => ({
    method: 'GET',
    path: `/v1/convert/${r.route}?${q({
      projectId: r.projectId,
      chainId: resolveChain(r.chainId, ids),
      from: r.from(ids, r.chainId),
      to: r.to(ids, r.chainId),
      tokenAddress: r.from(ids, r.chainId),
      userAddress: r.caipUser ? r.userCaip(ids, r.chainId) : r.user,
      amount: r.amount,
      gasPrice: r.gasPrice,
    })}`,
  }))

const convertBuild: fc.Arbitrary<Build> = fc
  .record(
    {
      projectId: fieldMostly(fc.constant(PROJECT_ID)),
      amount: fieldMostly(mostly(fc.constantFrom('1000', `${10n ** 18n}`), extremeNumber)),
      net: fc.constantFrom('live', 'dead'),
      from: tokenOn,
      to: tokenOn,
      userAddress: fieldMostly(account),
      eip155: fieldMostly(
        fc.record(
          { slippage: mostly(fc.constantFrom(0.5, 1, 50), jsonNumber) },
          { requiredKeys: [] },
        ),
      ),
      disableEstimate: fieldMostly(fc.boolean()),
    },
    { requiredKeys: ['projectId', 'amount', 'from', 'to', 'userAddress'] },
  )
  .map(
    (r) => (ids) =>
      ({
        method: 'POST',
        path: '/v1/convert/build-transaction',
        body: serialise({
          ...r,
          net: undefined,
          from: r.from?.(ids, r.net ?? 'live'),
          to: r.to?.(ids, r.net ?? 'live'),
        }),
      }) as Request,
  )

const sessionPath = fc.oneof(
  caip10,
  fc.constant((ids: Ids) => `${ids.live}:${signer.address}`),
  fc.constant((ids: Ids) => `${ids.dead}:${signer.address}`),
)
const sessionTail = fc.constantFrom('', '/nonce', '/revoke')

const sessionsRaw: fc.Arbitrary<Build> = fc
  .record({
    path: sessionPath,
    tail: sessionTail,
    method: fc.constantFrom('GET', 'POST'),
    projectId,
    token: opt(fc.oneof(anyText, fc.constant('x'.repeat(43)))),
    body: fc.oneof(
      fc
        .record(
          {
            data: field(fc.dictionary(anyText, field(anyText), { maxKeys: 4 })),
            message: field(anyText),
            signature: field(anyText),
            pci: field(fc.oneof(fc.constant('a'.repeat(64)), anyText)),
          },
          { requiredKeys: [] },
        )
        .map(serialise),
      jsonish.map(serialise),
      anyText,
    ),
  })
  .map((r) => (ids) => ({
    method: r.method as 'GET' | 'POST',
    path: `/v1/sessions/${encode(r.path(ids))}${r.tail}?${q({ projectId: r.projectId })}`,
    ...(r.method === 'POST' ? { body: r.body } : {}),
    headers: {
      origin: APP_ORIGIN,
      ...(r.token !== undefined && /^[\x20-\x7e]*$/.test(r.token)
        ? { authorization: `Bearer ${r.token}` }
        : {}),
    },
  }))

/** A session the fuzzer signs: its nonce is real, so the provider gets as far as storing it. */
const sessionsSigned: fc.Arbitrary<Build> = siwx.map((s) => async (ids, base) => {
  const chainOf = resolveChain(s.chain, ids)
  const id = `${chainOf}:${signer.address}`
  const nonce = await fetch(`${base}/v1/sessions/${id}/nonce?projectId=${PROJECT_ID}`, {
    headers: { origin: APP_ORIGIN },
  }).then((r) => r.json() as Promise<{ nonce?: string }>)
  const { chain: _, badSignature, ...fields } = s
  const data = {
    domain: new URL(APP_ORIGIN).host,
    accountAddress: signer.address,
    version: '1',
    chainId: chainOf,
    nonce: nonce.nonce ?? 'missing0',
    uri: APP_ORIGIN,
    statement: 'Sign in',
    ...fields,
  }
  const message = eip4361(data)
  const signature = badSignature ? `0x${'12'.repeat(65)}` : await signer.signMessage({ message })
  return {
    method: 'POST',
    path: `/v1/sessions/${id}?projectId=${PROJECT_ID}`,
    body: JSON.stringify({ data, message, signature }),
    headers: { origin: APP_ORIGIN },
  }
})

const namesRoutes: fc.Arbitrary<Build> = fc
  .record({
    route: fc.constantFrom('identity', 'reverse', 'account', 'suggestions', 'register'),
    segment: fc.oneof(account, anyText, fc.constantFrom('alice.latchkey.id', 'ALICE.latchkey.id')),
    projectId,
    sender: opt(fc.oneof(account, anyText)),
    apiVersion: opt(fc.oneof(fc.constant('2'), anyText)),
    zone: opt(fc.oneof(fc.constant('latchkey.id'), anyText)),
    body: fc.oneof(
      fc
        .record(
          {
            coin_type: field(jsonNumber),
            address: field(account),
            message: field(anyText),
            signature: field(anyText),
          },
          { requiredKeys: [] },
        )
        .map(serialise),
      jsonish.map(serialise),
    ),
  })
  .map((r) => () => {
    const segment = encode(r.segment)
    const query = q({
      projectId: r.projectId,
      sender: r.sender,
      apiVersion: r.apiVersion,
      zone: r.zone,
    })
    if (r.route === 'register')
      return { method: 'POST', path: `/v1/profile/account?${query}`, body: r.body } as Request
    const path = {
      identity: `/v1/identity/${segment}`,
      reverse: `/v1/profile/reverse/${segment}`,
      account: `/v1/profile/account/${segment}`,
      suggestions: `/v1/profile/suggestions/${segment}`,
    }[r.route]
    return { method: 'GET', path: `${path}?${query}` } as Request
  })

const onrampNetwork = fc.oneof(
  fc.constantFrom('local-chain', 'dead-chain', 'ethereum', 'live', 'dead'),
  anyText,
)
const onrampRoutes: fc.Arbitrary<Build> = fc
  .record({
    route: fc.constantFrom('options', 'quote', 'url', 'checkout', 'pay'),
    projectId,
    checkout: fc.oneof(
      fc.constantFrom('live', 'dead'),
      fc.nat(),
      anyText.map((s) => encode(s)),
    ),
    quote: fc.record(
      {
        projectId: field(fc.constant(PROJECT_ID)),
        purchaseCurrency: field(fc.oneof(fc.constantFrom('ETH', 'LUSD', 'USDC'), anyText)),
        paymentCurrency: field(fc.oneof(fc.constantFrom('USD', 'EUR', 'usd'), anyText)),
        amount: field(fc.oneof(extremeNumber, jsonNumber)),
        network: field(onrampNetwork),
        partner: field(fc.constantFrom('coinbase', 'meld', 'x')),
        paymentMethod: field(fc.oneof(fc.constant('card'), anyText)),
      },
      { requiredKeys: [] },
    ),
    url: fc.record(
      {
        destinationWallets: field(
          fc.array(
            fc.record(
              {
                address: field(account),
                blockchains: field(fc.array(field(onrampNetwork), { maxLength: 25 })),
                assets: field(fc.array(field(fc.constantFrom('ETH', 'LUSD')), { maxLength: 3 })),
              },
              { requiredKeys: [] },
            ),
            { maxLength: 6 },
          ),
        ),
        defaultNetwork: field(onrampNetwork),
        partnerUserId: field(anyText),
        defaultExperience: field(fc.constantFrom('buy', 'send')),
        presetCryptoAmount: field(fc.oneof(extremeNumber, jsonNumber)),
        presetFiatAmount: field(fc.oneof(extremeNumber, jsonNumber)),
        partner: field(fc.constantFrom('coinbase', 'meld')),
      },
      { requiredKeys: [] },
    ),
    raw: fc.option(jsonish, { nil: undefined }),
  })
  .map((r) => () => {
    const query = q({ projectId: r.projectId })
    const pick = (list: string[], n: number) => list[n % Math.max(list.length, 1)] ?? 'none'
    const checkout =
      r.checkout === 'live'
        ? pick(known.checkouts, 0)
        : r.checkout === 'dead'
          ? pick(known.deadCheckouts, 0)
          : typeof r.checkout === 'number'
            ? pick(known.checkouts, r.checkout)
            : r.checkout
    switch (r.route) {
      case 'options':
        return { method: 'GET', path: `/v1/onramp/options?${query}` } as Request
      case 'quote':
        return {
          method: 'POST',
          path: `/v1/onramp/quote?${query}`,
          body: serialise(r.raw ?? r.quote),
        } as Request
      case 'url':
        return {
          method: 'POST',
          path: `/v1/generators/onrampurl?${query}`,
          body: serialise(r.raw ?? r.url),
        } as Request
      case 'checkout':
        return { method: 'GET', path: `/onramp/checkout/${checkout}` } as Request
      default:
        return { method: 'POST', path: `/onramp/checkout/${checkout}/pay` } as Request
    }
  })

const request = fc.oneof(
  { weight: 3, arbitrary: convertGet },
  { weight: 2, arbitrary: convertBuild },
  { weight: 3, arbitrary: sessionsRaw },
  { weight: 2, arbitrary: sessionsSigned },
  { weight: 2, arbitrary: namesRoutes },
  { weight: 3, arbitrary: onrampRoutes },
)

/** Opens checkouts on both chains, so pay and the checkout page have real ids to meet. */
async function openCheckouts(base: string) {
  const open = async (network: string) => {
    const r = await fetch(`${base}/v1/generators/onrampurl?projectId=${PROJECT_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        destinationWallets: [{ address: signer.address, blockchains: [network], assets: ['ETH'] }],
        partnerUserId: signer.address,
        presetFiatAmount: '10',
        partner: 'coinbase',
      }),
    })
    const { url } = (await r.json()) as { url?: string }
    return url ? new URL(url).pathname.split('/').pop() : undefined
  }
  const ids = await Promise.all([open('local-chain'), open('local-chain'), open('dead-chain')])
  known.checkouts = ids.slice(0, 2).filter((id): id is string => Boolean(id))
  known.deadCheckouts = ids.slice(2).filter((id): id is string => Boolean(id))
}

/** Whether a request names the chain whose node is down: only those may answer 502. */
const asksDeadChain = (r: Request) =>
  [r.path, r.body ?? ''].some(
    (text) =>
      text.includes(String(DEAD_ID)) ||
      text.includes('dead-chain') ||
      known.deadCheckouts.some((id) => text.includes(id)),
  )

async function fuzz(provider: RunningProvider, seed: number, numRuns: number) {
  const ids = { live, dead: DEAD }
  await openCheckouts(provider.url)
  await fc.assert(
    fc.asyncProperty(request, async (build) => {
      const r = await build(ids, provider.url)
      const headers: Record<string, string> = { ...r.headers }
      if (r.body !== undefined) headers['content-type'] = 'application/json'
      const response = await fetch(`${provider.url}${r.path}`, {
        method: r.method,
        headers,
        redirect: 'manual',
        ...(r.body !== undefined ? { body: r.body } : {}),
      })
      const text = await response.text()
      const what = `${r.method} ${r.path.slice(0, 300)} ${(r.body ?? '').slice(0, 300)} -> ${response.status} ${text.slice(0, 200)}`
      if (response.status === 502 && asksDeadChain(r)) return
      expect(response.status, what).toBeLessThan(500)
    }),
    { seed, numRuns, endOnFailure: true },
  )
}

describe('the routes added since fuzz.test.ts under fuzzed input', () => {
  it('on PGlite: no 5xx, and 502 only for the chain whose node is down', async () => {
    const provider = await startTestProvider(providerConfig())
    try {
      await fuzz(provider, 20261129, 250)
    } finally {
      await provider.stop()
    }
  })

  it.skipIf(skipPostgres)(
    `on Postgres: the same${skipPostgres ? ` (skipped: ${skipPostgres})` : ''}`,
    async () => {
      if (!postgres) throw new Error(`Postgres is needed here: ${JSON.stringify(found)}`)
      const provider = await startTestProvider({ ...providerConfig(), databaseUrl: postgres.url })
      try {
        await fuzz(provider, 20261130, 250)
      } finally {
        await provider.stop()
      }
    },
  )
})

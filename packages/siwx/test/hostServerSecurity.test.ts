import { request } from 'node:http'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createMemorySessionStore,
  createRedisNonceStore,
  type SiwxSessionStore,
} from '../src/server'
import {
  type Answer,
  CHAIN,
  call,
  ORIGIN,
  sessionsOf,
  signedSession,
  signIn,
  startTestServer,
  type TestServer,
} from './siwxTestServer'

const alice = privateKeyToAccount(generatePrivateKey())
const bob = privateKeyToAccount(generatePrivateKey())
const carol = privateKeyToAccount(generatePrivateKey())
const T0 = Date.parse('2026-11-25T12:00:00.000Z')
/** An id of the server's shape (43 base64url characters) that it never issued. */
const FORGED = 'latchkey_siwx=AttackerChosenSessionId00000000000000000000'

const servers: TestServer[] = []
async function server(parameters: Parameters<typeof startTestServer>[0] = {}) {
  const started = await startTestServer(parameters)
  servers.push(started)
  return started.url
}
afterAll(() => Promise.all(servers.map((s) => s.close())))

const attributes = (answer: Answer) =>
  (answer.setCookie ?? '')
    .split(';')
    .slice(1)
    .map((a) => a.trim())

describe('session ids: drawn by the server, never the client (no session fixation)', () => {
  let url: string
  beforeAll(async () => {
    url = await server()
  })

  it('issues a new 256-bit id on sign-in and ignores an id it did not issue', async () => {
    expect(FORGED.split('=')[1]).toHaveLength(43)
    const answer = await signIn(url, alice, { cookie: FORGED })
    expect(answer.status).toBe(201)
    expect(answer.cookie).toMatch(/^latchkey_siwx=[A-Za-z0-9_-]{43}$/)
    expect(answer.cookie).not.toBe(FORGED)
    // The attacker's id was not adopted: it sees nothing, the issued one sees the session.
    expect(await sessionsOf(url, alice, FORGED)).toEqual([])
    expect(await sessionsOf(url, alice, answer.cookie)).toHaveLength(1)
  })

  it('ignores a cookie of any other shape', async () => {
    const answer = await signIn(url, alice, { cookie: 'latchkey_siwx=1' })
    expect(answer.cookie).not.toBe('latchkey_siwx=1')
    expect(await sessionsOf(url, alice, 'latchkey_siwx=1')).toEqual([])
  })

  it('rotates the id on each sign-in, carrying the sessions over', async () => {
    const first = await signIn(url, alice)
    const second = await signIn(url, bob, { cookie: first.cookie })
    expect(second.cookie).not.toBe(first.cookie)
    expect(await sessionsOf(url, alice, first.cookie)).toEqual([])
    expect(await sessionsOf(url, alice, second.cookie)).toHaveLength(1)
    expect(await sessionsOf(url, bob, second.cookie)).toHaveLength(1)
  })

  it('finds the issued id among several cookies of its name', async () => {
    const { cookie } = await signIn(url, alice)
    expect(await sessionsOf(url, alice, `${FORGED}; ${cookie}`)).toHaveLength(1)
  })

  it('clears the cookie when the last session is signed out, not before', async () => {
    const first = await signIn(url, alice)
    const { cookie } = await signIn(url, bob, { cookie: first.cookie })
    const remove = (address: string) =>
      call(`${url}/sessions?${new URLSearchParams({ chainId: CHAIN, address })}`, {
        method: 'DELETE',
        cookie,
      })
    const once = await remove(alice.address)
    expect(once.status).toBe(204)
    expect(once.setCookie).toBeUndefined()
    expect(await sessionsOf(url, bob, cookie)).toHaveLength(1)
    const last = await remove(bob.address)
    expect(last.cookie).toBe('latchkey_siwx=')
    expect(attributes(last)).toContain('Max-Age=0')
    expect(await sessionsOf(url, bob, cookie)).toEqual([])
  })

  it('signs out with an empty PUT, clearing the cookie', async () => {
    const { cookie } = await signIn(url, alice)
    const answer = await call(`${url}/sessions`, {
      method: 'PUT',
      body: '{"sessions":[]}',
      cookie,
    })
    expect(answer.status).toBe(200)
    expect(answer.cookie).toBe('latchkey_siwx=')
    expect(await sessionsOf(url, alice, cookie)).toEqual([])
  })
})

describe('cookie attributes', () => {
  it('are HttpOnly, SameSite=Lax, Path=basePath and Max-Age 7 days, not Secure on http', async () => {
    const answer = await signIn(await server(), alice)
    expect(attributes(answer).sort()).toEqual(
      ['HttpOnly', 'Max-Age=604800', 'Path=/siwx', 'SameSite=Lax'].sort(),
    )
  })

  it('take Path=/ without a basePath', async () => {
    const url = (await server({ basePath: '' })).replace(/\/siwx$/, '')
    expect(attributes(await signIn(url, alice))).toContain('Path=/')
  })

  it('are Secure when a trusted proxy says https, and only when trusted', async () => {
    const https = { 'X-Forwarded-Proto': 'https' }
    const trusting = await server({ trustProxy: true })
    const session = await signedSession(trusting, alice)
    const body = JSON.stringify(session)
    const behind = await call(`${trusting}/sessions`, { method: 'POST', body, headers: https })
    expect(attributes(behind)).toContain('Secure')
    const plain = await signIn(trusting, bob, {})
    expect(attributes(plain)).not.toContain('Secure')
    const untrusting = await server()
    const spoofed = await call(`${untrusting}/sessions`, {
      method: 'POST',
      body: JSON.stringify(await signedSession(untrusting, alice)),
      headers: https,
    })
    expect(spoofed.status).toBe(201)
    expect(attributes(spoofed)).not.toContain('Secure')
  })

  it("are always Secure with secure: 'always', and with SameSite=None", async () => {
    expect(attributes(await signIn(await server({ secure: 'always' }), alice))).toContain('Secure')
    const crossSite = attributes(await signIn(await server({ sameSite: 'None' }), alice))
    expect(crossSite).toContain('SameSite=None')
    expect(crossSite).toContain('Secure')
  })

  it("last as long as the session: Max-Age follows the message's expirationTime", async () => {
    const clock = { now: T0 }
    const url = await server({ clock })
    const answer = await signIn(url, alice, {
      now: T0,
      data: { expirationTime: new Date(T0 + 3_600_000).toISOString() },
    })
    expect(attributes(answer)).toContain('Max-Age=3600')
  })

  it('refuse a configuration that would break the header', async () => {
    await expect(server({ cookieName: 'a b' })).rejects.toThrow(TypeError)
    await expect(server({ basePath: '/siwx; Domain=evil.test' })).rejects.toThrow(TypeError)
  })
})

describe('bounds and expiry (fake clock)', () => {
  it('ends a session 7 days after sign-in by default', async () => {
    const clock = { now: T0 }
    const url = await server({ clock })
    const { cookie } = await signIn(url, alice, { now: T0 })
    clock.now = T0 + 7 * 24 * 3_600_000 - 1
    expect(await sessionsOf(url, alice, cookie)).toHaveLength(1)
    clock.now += 1
    expect(await sessionsOf(url, alice, cookie)).toEqual([])
  })

  it('ends a session at its expirationTime, or at maxAgeMs if sooner', async () => {
    const clock = { now: T0 }
    const url = await server({ clock, maxAgeMs: 30 * 60_000 })
    const expiring = await signIn(url, alice, {
      now: T0,
      data: { expirationTime: new Date(T0 + 10 * 60_000).toISOString() },
    })
    const capped = await signIn(url, bob, {
      now: T0,
      data: { expirationTime: new Date(T0 + 24 * 3_600_000).toISOString() },
    })
    expect(attributes(capped)).toContain('Max-Age=1800')
    clock.now = T0 + 10 * 60_000
    expect(await sessionsOf(url, alice, expiring.cookie)).toEqual([])
    expect(await sessionsOf(url, bob, capped.cookie)).toHaveLength(1)
    clock.now = T0 + 30 * 60_000
    expect(await sessionsOf(url, bob, capped.cookie)).toEqual([])
  })

  it('keeps maxSessionsPerBrowser sessions per browser, dropping the oldest', async () => {
    const clock = { now: T0 }
    const url = await server({ clock, maxSessionsPerBrowser: 2 })
    let cookie: string | undefined
    for (const account of [alice, bob, carol]) {
      cookie = (await signIn(url, account, { cookie, now: clock.now })).cookie
      clock.now += 1000
    }
    expect(await sessionsOf(url, alice, cookie)).toEqual([])
    expect(await sessionsOf(url, bob, cookie)).toHaveLength(1)
    expect(await sessionsOf(url, carol, cookie)).toHaveLength(1)
  })

  it('keeps the sessions of at most maxBrowsers browsers', async () => {
    const clock = { now: T0 }
    const sessions = createMemorySessionStore({ maxBrowsers: 2, now: () => clock.now })
    const url = await server({ clock, sessions })
    const cookies: (string | undefined)[] = []
    for (const account of [alice, bob, carol]) {
      cookies.push((await signIn(url, account, { now: clock.now })).cookie)
      clock.now += 1000
    }
    expect(await sessionsOf(url, alice, cookies[0])).toEqual([])
    expect(await sessionsOf(url, bob, cookies[1])).toHaveLength(1)
    expect(await sessionsOf(url, carol, cookies[2])).toHaveLength(1)
  })
})

describe('malformed input is a 4xx with a JSON error, never a 5xx', () => {
  let url: string
  beforeAll(async () => {
    url = await server()
  })
  const post = (body: string, method = 'POST') => call(`${url}/sessions`, { method, body })

  it('answers 400 to a body that is not JSON or not a session', async () => {
    expect(await post('{"data":')).toMatchObject({ status: 400, body: { error: 'invalid-json' } })
    for (const body of [
      'null',
      '[]',
      '"session"',
      '{"data":1,"message":"m","signature":"s"}',
      '{"data":{"accountAddress":1},"message":"m","signature":"s"}',
      '{"data":{},"message":["m"],"signature":"s"}',
      '{"data":{},"message":"m","signature":""}',
      '{"data":{"resources":"https://a.test"},"message":"m","signature":"s"}',
    ])
      expect(await post(body)).toMatchObject({ status: 400, body: { error: 'invalid-session' } })
    expect(await post('{"sessions":{}}', 'PUT')).toMatchObject({ status: 400 })
    const many = JSON.stringify({
      sessions: Array.from({ length: 11 }, () => ({ data: {}, message: 'm', signature: 's' })),
    })
    expect(await post(many, 'PUT')).toMatchObject({
      status: 400,
      body: { error: 'invalid-session' },
    })
  })

  it('answers 413 to a body over 64 KiB, declared or streamed without a length', async () => {
    const answer = await post(JSON.stringify({ data: {}, message: 'x'.repeat(70_000) }))
    expect(answer).toMatchObject({ status: 413, body: { error: 'body-too-large' } })
    const streamed = await new Promise<{ status?: number; text: string }>((resolve, reject) => {
      const req = request(`${url}/sessions`, { method: 'POST', headers: { Origin: ORIGIN } })
      req.on('response', (res) => {
        let text = ''
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode, text }))
      })
      req.on('error', reject)
      for (let i = 0; i < 5; i++) req.write('x'.repeat(16_384))
      req.end()
    })
    expect(streamed.status).toBe(413)
    expect(JSON.parse(streamed.text)).toMatchObject({ error: 'body-too-large' })
  })

  it('reads a query with broken percent-encoding without failing', async () => {
    const answer = await call(`${url}/sessions?chainId=%E0%A4%A&address=%ZZ`)
    expect(answer).toMatchObject({ status: 200, body: { sessions: [] } })
  })

  it('answers 401 to a text that is no message, and to a chain it does not accept', async () => {
    const session = await signedSession(url, alice)
    expect(await post(JSON.stringify({ ...session, message: 'hello' }))).toMatchObject({
      status: 401,
      body: { error: 'malformed-message' },
    })
    const other = await signedSession(url, alice, { chainId: 'eip155:1' })
    expect(await post(JSON.stringify(other))).toMatchObject({
      status: 401,
      body: { error: 'chain' },
    })
  })

  it('answers 401 when the verifier throws something untyped, and tells onError', async () => {
    const seen: unknown[] = []
    for (const thrown of [new TypeError('Invalid Bitcoin address'), 'a string', undefined]) {
      const throwing = await server({
        verifySession: async () => {
          throw thrown
        },
        onError: (error) => seen.push(error),
      })
      const answer = await call(`${throwing}/sessions`, {
        method: 'POST',
        body: JSON.stringify(await signedSession(throwing, alice)),
      })
      expect(answer).toMatchObject({ status: 401, body: { error: 'signature' } })
    }
    expect(seen).toHaveLength(3)
  })

  it('answers 400 to a query without chainId or address, 405 to another method', async () => {
    expect(await call(`${url}/sessions?chainId=${CHAIN}`)).toMatchObject({
      status: 400,
      body: { error: 'invalid-query' },
    })
    expect(await call(`${url}/sessions`, { method: 'DELETE' })).toMatchObject({ status: 400 })
    expect(await call(`${url}/sessions`, { method: 'PATCH', body: '{}' })).toMatchObject({
      status: 405,
      body: { error: 'method' },
    })
    expect(await call(`${url}/nonce`, { method: 'POST', body: '{}' })).toMatchObject({
      status: 405,
    })
  })
})

describe('a store failure is a 503 without details', () => {
  const SECRET = 'redis://:hunter2@10.0.0.7:6379 ECONNREFUSED'
  const broken: SiwxSessionStore = {
    get: async () => {
      throw new Error(SECRET)
    },
    put: async () => {
      throw new Error(SECRET)
    },
    delete: async () => {
      throw new Error(SECRET)
    },
    list: async () => {
      throw new Error(SECRET)
    },
  }

  it('when the session store fails, on sign-in and on reading', async () => {
    const errors: unknown[] = []
    const url = await server({ sessions: broken, onError: (e) => errors.push(e) })
    const answers = [
      await signIn(url, alice),
      await call(`${url}/sessions?${new URLSearchParams({ chainId: CHAIN, address: 'a' })}`, {
        cookie: FORGED,
      }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(503)
      expect(answer.body).toEqual({ error: 'unavailable' })
      expect(answer.text).not.toContain('hunter2')
    }
    expect(errors.length).toBeGreaterThanOrEqual(2)
  })

  it('when the nonce store fails, on issuing and inside verification', async () => {
    const failing = {
      call: async () => {
        throw new Error(SECRET)
      },
    }
    const url = await server({ nonces: createRedisNonceStore({ client: failing }) })
    const nonce = await call(`${url}/nonce`)
    expect(nonce).toMatchObject({ status: 503, body: { error: 'unavailable' } })
    expect(nonce.text).not.toContain('hunter2')
    // A nonce from a working server, checked by one whose nonce store is down.
    const session = await signedSession(await server(), alice)
    const answer = await call(`${url}/sessions`, { method: 'POST', body: JSON.stringify(session) })
    expect(answer).toMatchObject({ status: 503, body: { error: 'unavailable' } })
  })
})

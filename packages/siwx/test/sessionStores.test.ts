import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createRedisNonceStore,
  createRedisSessionStore,
  createSqlNonceStore,
  createSqlSessionStore,
  type SiwxSqlQuery,
  type SiwxStoredSession,
  SiwxStoreError,
  type VerifiedSession,
} from '../src/server'
import { memoryBackend, redisBackend, type StoreBackend, sqlBackend } from './storeBackends'

const T0 = Date.parse('2026-11-25T12:00:00.000Z')
const MINUTE = 60_000
const ALICE = '0xA11CE00000000000000000000000000000000001'
const BOB = '0xB0B0000000000000000000000000000000000002'
let spaces = 0

function signedIn(address: string, chainId = 'eip155:1'): VerifiedSession {
  return {
    data: {
      domain: 'app.test',
      accountAddress: address,
      uri: 'https://app.test',
      version: '1',
      chainId: chainId as VerifiedSession['data']['chainId'],
      nonce: 'abcdefgh12345678',
    },
    message: `app.test wants you to sign in with your Ethereum account:\n${address}`,
    signature: '0x01',
  }
}
const stored = (session: VerifiedSession, expiresAt: number): SiwxStoredSession => ({
  session,
  expiresAt,
})

/** A fake clock and a fresh space on the back-end, for one test. */
function fixture(backend: StoreBackend, limits: { maxBrowsers?: number; maxNonces?: number } = {}) {
  const clock = { now: T0 }
  const space = `siwx_t${++spaces}`
  const open = () => {
    const connection = backend.connect(space)
    const options = { now: () => clock.now, ...limits }
    return { sessions: connection.sessions(options), nonces: connection.nonces(options) }
  }
  return { clock, ...open(), open }
}

const backends: [string, () => Promise<StoreBackend>][] = [
  ['memory', async () => memoryBackend()],
  ['redis (ioredis)', () => redisBackend('ioredis')],
  ['redis (node-redis shape)', () => redisBackend('node-redis')],
  ['sql (PGlite)', () => sqlBackend()],
]

describe.each(backends)('session and nonce stores: %s', (_, start) => {
  let backend: StoreBackend
  beforeAll(async () => {
    backend = await start()
  })
  afterAll(() => backend.close())

  it('keeps a browser session under its id and lists it by chain and address', async () => {
    const { sessions } = fixture(backend)
    const alice = stored(signedIn(ALICE), T0 + 10 * MINUTE)
    const bob = stored(signedIn(BOB, 'eip155:10'), T0 + 10 * MINUTE)
    await sessions.put('id-1', [alice, bob])
    expect(await sessions.get('id-1')).toEqual([alice, bob])
    expect(await sessions.get('id-2')).toBeUndefined()
    expect(await sessions.list('id-1', 'eip155:1', ALICE.toLowerCase())).toEqual([alice.session])
    expect(await sessions.list('id-1', 'eip155:10', ALICE)).toEqual([])
    expect(await sessions.list('id-2', 'eip155:1', ALICE)).toEqual([])
    await sessions.put('id-1', [bob])
    expect(await sessions.get('id-1')).toEqual([bob])
    await sessions.delete('id-1')
    expect(await sessions.get('id-1')).toBeUndefined()
  })

  it('drops each session when it expires, and the id with the last one', async () => {
    const { clock, sessions } = fixture(backend)
    const soon = stored(signedIn(ALICE), T0 + 5 * MINUTE)
    const later = stored(signedIn(BOB), T0 + 20 * MINUTE)
    await sessions.put('id-1', [soon, later])
    clock.now = T0 + 5 * MINUTE
    expect(await sessions.get('id-1')).toEqual([later])
    expect(await sessions.list('id-1', 'eip155:1', ALICE)).toEqual([])
    clock.now = T0 + 20 * MINUTE
    expect(await sessions.get('id-1')).toBeUndefined()
    // A record whose sessions all expired already is not kept.
    await sessions.put('id-2', [soon])
    expect(await sessions.get('id-2')).toBeUndefined()
  })

  it('keeps at most maxBrowsers ids, dropping the ones that expire soonest', async () => {
    const { clock, sessions } = fixture(backend, { maxBrowsers: 2 })
    await sessions.put('a', [stored(signedIn(ALICE), T0 + 10 * MINUTE)])
    clock.now += 1
    await sessions.put('b', [stored(signedIn(ALICE), T0 + 30 * MINUTE)])
    clock.now += 1
    await sessions.put('c', [stored(signedIn(ALICE), T0 + 20 * MINUTE)])
    expect(await sessions.get('a')).toBeUndefined()
    expect(await sessions.get('b')).toHaveLength(1)
    expect(await sessions.get('c')).toHaveLength(1)
  })

  it('lets each nonce be used once, and not at all once its TTL passed', async () => {
    const { clock, nonces } = fixture(backend)
    const nonce = await nonces.issue()
    expect(nonce).toMatch(/^[A-Za-z0-9]{17}$/)
    expect(await nonces.consume(nonce)).toBe(true)
    expect(await nonces.consume(nonce)).toBe(false)
    expect(await nonces.consume('neverIssued12345')).toBe(false)
    const late = await nonces.issue()
    clock.now += 10 * MINUTE
    expect(await nonces.consume(late)).toBe(false)
  })

  it('hands a nonce to one of many concurrent consumers', async () => {
    const { nonces } = fixture(backend)
    const nonce = await nonces.issue()
    const results = await Promise.all(Array.from({ length: 8 }, () => nonces.consume(nonce)))
    expect(results.filter(Boolean)).toHaveLength(1)
  })

  it('keeps at most maxNonces unused nonces, dropping the oldest', async () => {
    const { clock, nonces } = fixture(backend, { maxNonces: 2 })
    const issued: string[] = []
    for (let i = 0; i < 3; i++) {
      issued.push(await nonces.issue())
      clock.now += 1000
    }
    expect(await nonces.consume(issued[0] ?? '')).toBe(false)
    expect(await nonces.consume(issued[1] ?? '')).toBe(true)
    expect(await nonces.consume(issued[2] ?? '')).toBe(true)
  })

  it('shares sessions and nonces between connections when the back-end is shared', async (context) => {
    if (!backend.shared) context.skip()
    const first = fixture(backend)
    const second = first.open()
    const alice = stored(signedIn(ALICE), T0 + 10 * MINUTE)
    await first.sessions.put('id-1', [alice])
    expect(await second.sessions.get('id-1')).toEqual([alice])
    const nonce = await first.nonces.issue()
    expect(await second.nonces.consume(nonce)).toBe(true)
    expect(await first.nonces.consume(nonce)).toBe(false)
  })
})

describe('store failures', () => {
  const failing = async () => {
    throw new Error('ECONNREFUSED 10.0.0.1:6379 password=hunter2')
  }

  it('turn into SiwxStoreError, whatever the Redis client or database threw', async () => {
    const redis = { call: failing }
    const query = failing
    await expect(createRedisSessionStore({ client: redis }).get('x')).rejects.toBeInstanceOf(
      SiwxStoreError,
    )
    await expect(createRedisNonceStore({ client: redis }).issue()).rejects.toBeInstanceOf(
      SiwxStoreError,
    )
    await expect(createSqlSessionStore({ query }).put('x', [])).rejects.toBeInstanceOf(
      SiwxStoreError,
    )
    await expect(createSqlNonceStore({ query }).consume('x')).rejects.toBeInstanceOf(SiwxStoreError)
  })

  it('retry creating a table that another process was creating at the same moment', async () => {
    const pg = new PGlite()
    const failures = { left: 1 }
    // A query function whose first CREATE TABLE fails, as the loser of such a race does.
    const query: SiwxSqlQuery = async (text, params) => {
      if (text.startsWith('CREATE TABLE') && failures.left-- > 0)
        throw new Error(
          'duplicate key value violates unique constraint "pg_type_typname_nsp_index"',
        )
      return pg.query(text, params)
    }
    const nonces = createSqlNonceStore({ query, table: 'siwx_race_nonces' })
    expect(await nonces.consume(await nonces.issue())).toBe(true)
    await pg.close()
  })

  it('refuse a table name that is not a plain identifier', () => {
    expect(() =>
      createSqlSessionStore({ query: failing, table: 'sessions; DROP TABLE users' }),
    ).toThrow(TypeError)
  })
})

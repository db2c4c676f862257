import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CHAIN,
  call,
  sessionsOf,
  signedSession,
  signIn,
  startTestServer,
  type TestServer,
} from './siwxTestServer'
import { redisBackend, type StoreBackend, sqlBackend } from './storeBackends'

const alice = privateKeyToAccount(generatePrivateKey())
const bob = privateKeyToAccount(generatePrivateKey())

/** Two handlers, as two processes of one host would run them, over one back-end. */
describe.each([
  ['Redis', () => redisBackend('ioredis')],
  ['SQL', () => sqlBackend()],
] as const)('two handlers sharing one %s store', (_, start) => {
  let backend: StoreBackend
  let servers: TestServer[]
  let a: string
  let b: string

  beforeAll(async () => {
    backend = await start()
    servers = await Promise.all(
      [1, 2].map(() => {
        const connection = backend.connect('siwx_shared')
        const options = { now: Date.now }
        return startTestServer({
          sessions: connection.sessions(options),
          nonces: connection.nonces(options),
        })
      }),
    )
    ;[a, b] = servers.map((s) => s.url) as [string, string]
  })
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()))
    await backend.close()
  })

  it("see each other's nonces and sessions", async () => {
    // The nonce comes from A, the signed session goes to B, A then finds it.
    const session = await signedSession(a, alice)
    const added = await call(`${b}/sessions`, { method: 'POST', body: JSON.stringify(session) })
    expect(added.status).toBe(201)
    expect(await sessionsOf(a, alice, added.cookie)).toEqual([session])
    // Replayed on A, the nonce B used is spent.
    const replay = await call(`${a}/sessions`, { method: 'POST', body: JSON.stringify(session) })
    expect(replay).toMatchObject({ status: 401, body: { error: 'nonce' } })

    const rotated = await signIn(a, bob, { cookie: added.cookie })
    expect(await sessionsOf(b, alice, added.cookie)).toEqual([])
    expect(await sessionsOf(b, alice, rotated.cookie)).toHaveLength(1)
    expect(await sessionsOf(b, bob, rotated.cookie)).toHaveLength(1)

    const signOut = (url: string, address: string) =>
      call(`${url}/sessions?${new URLSearchParams({ chainId: CHAIN, address })}`, {
        method: 'DELETE',
        cookie: rotated.cookie,
      })
    await signOut(b, alice.address)
    expect(await sessionsOf(a, alice, rotated.cookie)).toEqual([])
    expect((await signOut(a, bob.address)).cookie).toBe('latchkey_siwx=')
    expect(await sessionsOf(b, bob, rotated.cookie)).toEqual([])
  })
})

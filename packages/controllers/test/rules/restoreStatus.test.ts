import * as Connection from '@latchkey/controllers/connection'
import { createMemoryStorage, type KeyValueStorage } from '@latchkey/core'
import { connectEvm, createTestCore } from '@latchkey/test-fakes'
import { subscribe } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { useProvider } from '../helpers/provider'

const provider = useProvider()

/** `stored`, read in a microtask after creation, as a browser's localStorage is. */
const slowStorage = (stored: KeyValueStorage): KeyValueStorage => ({
  slowFirstAccess: true,
  get: (key) => stored.get(key),
  set: (key, value) => stored.set(key, value),
  remove: (key) => stored.remove(key),
})

/**
 * Every status the core's state goes through from creation until it is ready. A storage slow on
 * first access is read in a microtask after creation, as a browser's localStorage.
 */
async function statusesAtStart(stored: KeyValueStorage) {
  const storage = slowStorage(stored)
  const t = createTestCore({
    provider,
    storage,
    persistedWallets: ['eip155/io.latchkey.testwallet'],
  })
  const seen = [t.core.getState().status]
  const stop = subscribe(
    Connection.state(t.ctx),
    () => {
      const status = t.core.getState().status
      if (seen.at(-1) !== status) seen.push(status)
    },
    true,
  )
  await t.core.ready
  stop()
  return seen
}

// SPEC §4 Connection status: a stored connected status becomes connecting while it syncs; what
// a disconnect left (a network, no connector, no account) restores disconnected at once.
describe('status while start-up restores', () => {
  it('a store with a network and no session never reads connecting', async () => {
    const storage = createMemoryStorage()
    storage.set('store', {
      version: 1,
      activeNamespace: 'eip155',
      namespaces: { eip155: { networkId: 'eip155:1' } },
      recentWallets: [],
    })
    expect(await statusesAtStart(storage)).toEqual(['disconnected'])
  })

  it('a stored session reads connecting while it syncs, then connected', async () => {
    const storage = createMemoryStorage()
    await connectEvm(createTestCore({ provider, storage }))
    expect(await statusesAtStart(storage)).toEqual(['disconnected', 'connecting', 'connected'])
  })
})

// SPEC §4: the account's status (useAppKitAccount, getAccount) is the connection's while one is
// in flight for its namespace, not 'disconnected' until the address arrives.
describe("an account's status while start-up restores", () => {
  it('reads connecting, then connected, and a subscriber hears each', async () => {
    const stored = createMemoryStorage()
    await connectEvm(createTestCore({ provider, storage: stored }))
    const storage = slowStorage(stored)
    const t = createTestCore({
      provider,
      storage,
      persistedWallets: ['eip155/io.latchkey.testwallet'],
    })
    const heard: string[] = []
    const stop = t.core.subscribeAccount((account) => {
      if (heard.at(-1) !== account.status) heard.push(account.status)
    })
    await t.core.ready
    stop()
    expect(heard).toEqual(['disconnected', 'connecting', 'connected'])
    expect(t.core.getAccount().status).toBe('connected')
    expect(t.core.getAccount('solana').status).toBe('disconnected')
  })
})

import { createManualClock, createMemoryStorage, type KeyValueStorage } from '@latchkey/core'
import { describe, expect, it, vi } from 'vitest'

// Issue 36: a stored session's restore ran its code's chunks one after another (the controllers'
// on-demand chunk, then the adapter's). At start-up the adapter of every namespace with a stored
// session is asked to fetch its restore code at once (preloadSync), while the controllers' chunk
// is still on its way; a namespace without one, and a first visit, fetch nothing more.
async function start(storage: KeyValueStorage) {
  // A module graph of its own, so the on-demand chunk is not loaded yet.
  vi.resetModules()
  const { buildAppKitCore } = await import('../../src/core/AppKitCore')
  const late = await import('../../src/core/loadLateControllers')
  const { createTestAdapter, ethereum, solana } = await import('@latchkey/test-fakes')
  const evm = Object.assign(createTestAdapter({ namespace: 'eip155', wallets: [] }), {
    preloadSync: vi.fn(),
  })
  const sol = Object.assign(createTestAdapter({ namespace: 'solana', wallets: [] }), {
    preloadSync: vi.fn(),
  })
  const core = buildAppKitCore({
    projectId: 'p',
    networks: [ethereum, solana],
    adapters: [evm, sol],
    storage,
    clock: createManualClock(0),
    environment: { isMobile: false, isTelegram: false, os: 'linux', url: '', domain: '' },
  })
  // What start-up did before any chunk came in.
  const atStart = {
    evm: evm.preloadSync.mock.calls.length,
    solana: sol.preloadSync.mock.calls.length,
    lateLoaded: late.lateControllersLoaded(),
    status: core.getState().status,
  }
  await core.ready
  core.destroy()
  return { atStart, evm: evm.preloadSync, solana: sol.preloadSync }
}

describe("a stored session's restore code loads at start-up (issue 36)", () => {
  it("asks the stored session's adapter, and only it, before the controllers' chunk is in", async () => {
    const storage = createMemoryStorage()
    storage.set('store', {
      version: 1,
      activeNamespace: 'eip155',
      namespaces: {
        eip155: { connectorId: 'io.metamask', networkId: 'eip155:1' },
        solana: { networkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      },
      recentWallets: [],
    })
    const { atStart, evm, solana } = await start(storage)
    expect(atStart).toEqual({ evm: 1, solana: 0, lateLoaded: false, status: 'connecting' })
    expect(evm).toHaveBeenCalledTimes(1)
    expect(solana).not.toHaveBeenCalled()
  })

  it("the previous version's connector ids count as stored sessions", async () => {
    const storage = createMemoryStorage()
    storage.set('connection-status', 'connected')
    storage.set('active-connector-ids', { solana: 'phantom' })
    const { atStart } = await start(storage)
    expect(atStart).toMatchObject({ evm: 0, solana: 1, status: 'connecting' })
  })

  it('a first visit, and a store with a network alone, preload nothing', async () => {
    const first = await start(createMemoryStorage())
    expect(first.atStart).toMatchObject({ evm: 0, solana: 0, status: 'disconnected' })

    const storage = createMemoryStorage()
    storage.set('store', {
      version: 1,
      activeNamespace: 'eip155',
      namespaces: { eip155: { networkId: 'eip155:1' } },
      recentWallets: [],
    })
    const networkOnly = await start(storage)
    expect(networkOnly.atStart).toMatchObject({ evm: 0, solana: 0, status: 'disconnected' })
    expect(networkOnly.evm).not.toHaveBeenCalled()
  })
})

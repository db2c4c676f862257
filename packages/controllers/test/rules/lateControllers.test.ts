import { createManualClock, createMemoryStorage } from '@latchkey/core'
import { describe, expect, it, vi } from 'vitest'

// Issue 13: start-up carries only what creating, the page buttons and a first visit's restore
// need; the other controllers and the actions are a chunk that the first open (or connect,
// disconnect, switching network, a stored session's restore) loads first.
describe('the on-demand controllers (issue 13)', () => {
  it('creating a core and a first visit restore load none of them; the first open does', async () => {
    // A module graph of its own: createTestCore hands the chunk over directly elsewhere.
    vi.resetModules()
    const { buildAppKitCore } = await import('../../src/core/AppKitCore')
    const late = await import('../../src/core/loadLateControllers')
    const Send = await import('../../src/controllers/SendController')
    const { createTestAdapter, ethereum } = await import('@latchkey/test-fakes')

    const core = buildAppKitCore({
      projectId: 'p',
      networks: [ethereum],
      adapters: [createTestAdapter({ namespace: 'eip155', wallets: [] })],
      storage: createMemoryStorage(),
      clock: createManualClock(0),
      environment: { isMobile: false, isTelegram: false, os: 'linux', url: '', domain: '' },
    })
    await core.ready
    expect(late.lateControllersLoaded()).toBe(false)
    expect(core.getState()).toMatchObject({ open: false, status: 'disconnected' })
    // Issue 34: the controllers are functions over the config, which work without the chunk;
    // reading one's state does not load it.
    expect(Send.state(core.controllers)).toBeDefined()
    expect(late.lateControllersLoaded()).toBe(false)

    await core.open()
    expect(late.lateControllersLoaded()).toBe(true)
    expect(core.getState()).toMatchObject({ open: true, view: 'Connect' })
    expect(Send.state(core.controllers)).toBeDefined()
    core.close()
    expect(core.getState().open).toBe(false)
    core.destroy()
  })
})

import { createManualClock, createMemoryStorage } from '@latchkey/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  buildAppKitCore,
  createAppKitCore,
  getAppKitCore,
  resetAppKitCore,
  SERVER_ENVIRONMENT,
} from '../../src'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { createLedger } from '../adapter/ledger'
import { createTestWallet } from '../adapter/testWallet'
import { createTestCore, ethereum, settle } from '../helpers/createTestCore'
import { ANALYTICS_URL, API_URL, REGISTRY_URL, useProvider } from '../helpers/provider'

const provider = useProvider()

function countingClock() {
  const clock = createManualClock(0)
  const setTimeout = vi.fn(clock.setTimeout)
  return { ...clock, setTimeout }
}

describe('lazy start (DESIGN, SPEC §7)', () => {
  it('creating the core makes no request and starts no timer', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const clock = countingClock()
    const t = createTestCore({ provider, clock })
    await t.core.ready
    await settle(10)
    expect(provider.requests).toEqual([])
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(clock.setTimeout).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
  })

  it('the first open loads supported chains, recommended wallets and the analytics config, once', async () => {
    provider.wallets = Array.from({ length: 10 }, (_, i) => ({ id: `w${i}`, name: `Wallet ${i}` }))
    const t = createTestCore({ provider, excludeWalletIds: ['w0'] })
    await t.core.open()
    await vi.waitFor(() => expect(t.ctx.walletList.state.recommended).toHaveLength(4))
    expect(t.ctx.walletList.state.recommended.map((w) => w.id)).toEqual(['w1', 'w2', 'w3', 'w4'])
    await vi.waitFor(() => expect(provider.requestsTo('v1/analytics-config')).toHaveLength(1))
    expect(provider.requestsTo('supported-chains')).toHaveLength(1)
    t.core.close()
    await t.core.open()
    await settle(10)
    expect(provider.requestsTo('v1/wallets')).toHaveLength(1)
    expect(provider.requestsTo('v1/analytics-config')).toHaveLength(1)
  })
  // Creation time (target under 5 ms) is a figure printed by bench/, never a timed assertion.
})

describe('server rendering', () => {
  it('imports and creates without window or document', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const trap = vi.fn(() => {
      throw new Error('document touched')
    })
    Object.defineProperty(globalThis, 'document', { get: trap, configurable: true })
    try {
      const core = buildAppKitCore({ projectId: 'p', networks: [ethereum] })
      expect(core.getState()).toMatchObject({ open: false, status: 'disconnected' })
      expect(core.getAccount().isConnected).toBe(false)
      await core.ready
      expect(trap).not.toHaveBeenCalled()
    } finally {
      Reflect.deleteProperty(globalThis, 'document')
    }
  })
})

describe('single instance (SPEC §4)', () => {
  afterEach(() => resetAppKitCore())

  it('creating twice returns the first instance', () => {
    const first = createAppKitCore({ projectId: 'a', networks: [ethereum] })
    const second = createAppKitCore({ projectId: 'b', networks: [ethereum], themeMode: 'light' })
    expect(second).toBe(first)
    expect(getAppKitCore()).toBe(first)
    expect(second.controllers.options.state.projectId).toBe('a')
  })

  it('the reset hook lets a test start over', () => {
    const first = createAppKitCore({ projectId: 'a', networks: [ethereum] })
    resetAppKitCore()
    expect(getAppKitCore()).toBeUndefined()
    expect(createAppKitCore({ projectId: 'b', networks: [ethereum] })).not.toBe(first)
  })

  it('each built core keeps its own state', async () => {
    const a = createTestCore()
    const b = createTestCore()
    await a.core.open()
    expect(b.ctx.modal.state.open).toBe(false)
    a.core.setThemeMode('light')
    expect(b.core.getThemeMode()).toBe('dark')
  })
})

import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Modal from '@latchkey/controllers/modal'
import * as Options from '@latchkey/controllers/options'
import * as WalletList from '@latchkey/controllers/wallet-list'
import { createManualClock, createMemoryStorage, type KeyValueStorage } from '@latchkey/core'
import { connectEvm, createTestCore, EVM_ADDRESS, ethereum } from '@latchkey/test-fakes'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  buildAppKitCore,
  createAppKitCore,
  getAppKitCore,
  resetAppKitCore,
  STORE_KEY,
} from '../../src'
import { useProvider } from '../helpers/provider'

const provider = useProvider()

function countingClock() {
  const clock = createManualClock(0)
  const setTimeout = vi.fn(clock.setTimeout)
  return { ...clock, setTimeout }
}

describe('lazy start (DESIGN, SPEC §7)', () => {
  it('creating the core makes no request and starts no timer, on its clock or the globals', async () => {
    const clock = countingClock()
    const globalTimeout = vi.spyOn(globalThis, 'setTimeout')
    const globalInterval = vi.spyOn(globalThis, 'setInterval')
    try {
      const t = createTestCore({ provider, clock })
      await t.core.ready
      await provider.idle()
      expect(globalTimeout).not.toHaveBeenCalled()
      expect(globalInterval).not.toHaveBeenCalled()
    } finally {
      globalTimeout.mockRestore()
      globalInterval.mockRestore()
    }
    expect(provider.fetchedUrls()).toEqual([])
    expect(provider.requests).toEqual([])
    expect(clock.setTimeout).not.toHaveBeenCalled()
  })

  it('the first open loads supported chains, recommended wallets and the analytics config, once', async () => {
    provider.wallets = Array.from({ length: 10 }, (_, i) => ({ id: `w${i}`, name: `Wallet ${i}` }))
    const t = createTestCore({ provider, excludeWalletIds: ['w0'], features: { analytics: false } })
    await t.core.open()
    expect(provider.fetchedUrls().map((url) => new URL(url).pathname)).toEqual([
      '/v1/supported-chains',
      '/v1/wallets',
      '/v1/analytics-config',
    ])
    await vi.waitFor(() => expect(WalletList.state(t.ctx).recommended).toHaveLength(4))
    expect(WalletList.state(t.ctx).recommended.map((w) => w.id)).toEqual(['w1', 'w2', 'w3', 'w4'])
    t.core.close()
    await t.core.open()
    await provider.idle()
    expect(provider.fetchedUrls()).toHaveLength(3)
    expect(provider.requestsTo('v1/wallets')).toHaveLength(1)
    expect(provider.requestsTo('v1/analytics-config')).toHaveLength(1)
    expect(provider.requestsTo('supported-chains')).toHaveLength(1)
  })
  // Creation time (target under 5 ms) is a figure printed by bench/, never a timed assertion.

  it('reads a storage slow on first access only after creating, then restores from it', async () => {
    const stored = createMemoryStorage()
    await connectEvm(createTestCore({ storage: stored }))
    const touched = vi.fn()
    const slow: KeyValueStorage = {
      slowFirstAccess: true,
      get(key) {
        touched(key)
        return stored.get(key)
      },
      set(key, value) {
        touched(key)
        stored.set(key, value)
      },
      remove(key) {
        touched(key)
        stored.remove(key)
      },
    }
    const t = createTestCore({ storage: slow, persistedWallets: ['eip155/io.latchkey.testwallet'] })
    expect(touched).not.toHaveBeenCalled()
    expect(Connection.state(t.ctx).status).toBe('disconnected')
    await t.core.ready
    expect(touched).toHaveBeenCalledWith(STORE_KEY)
    expect(Connection.state(t.ctx).status).toBe('connected')
    expect(Chain.getAccount(t.ctx, 'eip155')?.address).toBe(EVM_ADDRESS)
  })
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
    expect(Options.state(second.controllers).projectId).toBe('a')
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
    expect(Modal.state(b.ctx).open).toBe(false)
    a.core.setThemeMode('light')
    expect(b.core.getThemeMode()).toBe('dark')
  })
})

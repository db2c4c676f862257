import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Modal from '@latchkey/controllers/modal'
import { createMemoryStorage } from '@latchkey/core'
import {
  createTestAdapter,
  createTestWallet,
  DESKTOP,
  EVM_ADDRESS,
  ethereum,
  settle,
} from '@latchkey/test-fakes'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildAppKitCore, STORE_KEY } from '../../src'

// Issue 13: creating the core starts no wallet discovery (EIP-6963, Wallet Standard): it begins
// once the page is idle, or sooner when wallets are needed (an open, a connect, a stored session).
function app(storage = createMemoryStorage()) {
  const wallet = createTestWallet({
    id: 'io.latchkey.testwallet',
    name: 'Test Wallet',
    type: 'ANNOUNCED',
    namespace: 'eip155',
    accounts: [{ address: EVM_ADDRESS, type: 'eoa' }],
    chainId: 1,
  })
  const adapter = createTestAdapter({ namespace: 'eip155', wallets: [wallet] })
  const syncConnectors = vi.fn()
  const core = buildAppKitCore({
    projectId: 'p',
    networks: [ethereum],
    adapters: [Object.assign(adapter, { syncConnectors })],
    storage,
    environment: DESKTOP,
  })
  return { core, ctx: core.controllers, syncConnectors }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('wallet discovery starts when wallets are first needed (issue 13)', () => {
  it('creating and restoring a first visit start none; opening starts it, once', async () => {
    const { core, ctx, syncConnectors } = app()
    await core.ready
    expect(syncConnectors).not.toHaveBeenCalled()
    await Modal.open(ctx)
    await Modal.open(ctx)
    expect(syncConnectors).toHaveBeenCalledTimes(1)
    core.destroy()
  })

  it('a connect starts it before looking up its connector', async () => {
    const { core, ctx, syncConnectors } = app()
    await core.ready
    await Connection.connect(ctx, { connectorId: 'io.latchkey.testwallet', namespace: 'eip155' })
    expect(syncConnectors).toHaveBeenCalledTimes(1)
    expect(Chain.isConnected(ctx, 'eip155')).toBe(true)
    core.destroy()
  })

  it('a stored session starts it at start-up, to find its wallet again', async () => {
    const storage = createMemoryStorage()
    storage.set(STORE_KEY, {
      version: 1,
      namespaces: { eip155: { connectorId: 'io.latchkey.testwallet' } },
      recentWallets: [],
    })
    const { core, syncConnectors } = app(storage)
    expect(syncConnectors).toHaveBeenCalledTimes(1)
    await core.ready
    core.destroy()
  })

  it("on a page, it starts once the page is idle after load, with no one's asking", async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('window', globalThis)
    vi.stubGlobal('document', { readyState: 'complete' })
    vi.stubGlobal('addEventListener', () => {})
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    const { core, syncConnectors } = app()
    await core.ready
    expect(syncConnectors).not.toHaveBeenCalled()
    for (const run of idle) run()
    await settle()
    expect(syncConnectors).toHaveBeenCalledTimes(1)
    core.destroy()
  })
})

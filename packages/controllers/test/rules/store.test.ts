import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Connectors from '@latchkey/controllers/connectors'
import * as Modal from '@latchkey/controllers/modal'
import * as Options from '@latchkey/controllers/options'
import * as Send from '@latchkey/controllers/send'
import * as Theme from '@latchkey/controllers/theme'
import * as Transactions from '@latchkey/controllers/transactions'
import { createMemoryStorage } from '@latchkey/core'
import { connectEvm, createTestCore, ethereum } from '@latchkey/test-fakes'
import { subscribe } from 'valtio/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { createConfig } from '../../src'

// Issue 34: createConfig resolves the options once into one valtio store; every controller's
// state is its slice of that store.
describe('createConfig', () => {
  it('resolves the options once, with the SPEC §9 defaults, touching no storage', () => {
    const storage = createMemoryStorage()
    const get = vi.spyOn(storage, 'get')
    const set = vi.spyOn(storage, 'set')
    const config = createConfig({ networks: [ethereum], storage, projectId: 'p1' })
    expect(config.storage).toBe(storage)
    expect(config.store.options).toMatchObject({
      projectId: 'p1',
      enableWalletConnect: true,
      enableNetworkSwitch: true,
      allowUnsupportedChain: false,
      basic: true,
      connectorTypeOrder: [
        'walletConnect',
        'recent',
        'injected',
        'featured',
        'custom',
        'external',
        'recommended',
      ],
    })
    expect(Object.keys(config.store)).toEqual(['options'])
    expect(get).not.toHaveBeenCalled()
    expect(set).not.toHaveBeenCalled()
  })

  it('refuses the option sets SPEC §5 forbids before anything is created', () => {
    expect(() =>
      createConfig({
        networks: [ethereum],
        siwx: {} as never,
        siweConfig: {} as never,
      }),
    ).toThrowError(expect.objectContaining({ code: 'SIWE_CONFIG_WITH_SIWX' }))
  })
})

describe('one store', () => {
  it("every controller's state is its slice, made on first read", async () => {
    const t = createTestCore()
    const { store } = t.ctx
    // A slice is made on its first read, in the same store; later reads find the same one.
    const slices = {
      options: Options.state(t.ctx),
      chain: Chain.state(t.ctx),
      connection: Connection.state(t.ctx),
      connectors: Connectors.state(t.ctx),
      theme: Theme.state(t.ctx),
      modal: Modal.state(t.ctx),
      send: Send.state(t.ctx),
      transactions: Transactions.state(t.ctx),
    }
    for (const [key, slice] of Object.entries(slices)) {
      expect(store[key as keyof typeof slices]).toBe(slice)
      expect(Object.isFrozen(slice)).toBe(false)
    }
    expect(Send.state(t.ctx)).toBe(slices.send)
  })

  it('one subscription to the store hears every slice', async () => {
    const t = createTestCore()
    const heard = vi.fn()
    const modal = Modal.state(t.ctx)
    const stop = subscribe(t.ctx.store, heard, true)
    modal.loading = true
    expect(heard).toHaveBeenCalledTimes(1)
    await connectEvm(t)
    const calls = heard.mock.calls.length
    Send.setReceiverAddress(t.ctx, '0x1234567890123456789012345678901234567890')
    expect(heard.mock.calls.length).toBeGreaterThan(calls)
    expect(t.ctx.store.connection?.status).toBe('connected')
    stop()
  })
})

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
  it("every controller's state is its slice; a late controller finds its slice when built", async () => {
    const t = createTestCore()
    const { store } = t.ctx
    expect(store.options).toBe(t.ctx.options.state)
    expect(store.chain).toBe(t.ctx.chain.state)
    expect(store.connection).toBe(t.ctx.connection.state)
    expect(store.connectors).toBe(t.ctx.connectors.state)
    expect(store.theme).toBe(t.ctx.theme.state)
    expect(store.modal).toBe(t.ctx.modal.state)
    // Built on first use: its slice is made then, in the same store.
    const send = t.ctx.send.state
    expect(store.send).toBe(send)
    const transactions = t.ctx.transactions.state
    expect(store.transactions).toBe(transactions)
  })

  it('one subscription to the store hears every slice', async () => {
    const t = createTestCore()
    const heard = vi.fn()
    const stop = subscribe(t.ctx.store, heard, true)
    t.ctx.modal.state.loading = true
    expect(heard).toHaveBeenCalledTimes(1)
    await connectEvm(t)
    const calls = heard.mock.calls.length
    t.ctx.send.setReceiverAddress('0x1234567890123456789012345678901234567890')
    expect(heard.mock.calls.length).toBeGreaterThan(calls)
    expect(t.ctx.store.connection?.status).toBe('connected')
    stop()
  })
})

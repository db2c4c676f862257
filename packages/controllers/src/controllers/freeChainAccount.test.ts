import { connectEvm, createTestCore, EVM_ADDRESS, ethereum, optimism } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { createStore } from '../core/store'
import * as Account from './AccountController'
import * as Chain from './ChainController'

// Issue 34: the functions are the controller; there is no factory or facade over them.
describe('Chain as free functions over a bare store', () => {
  it('needs nothing but the store, and reads and writes its chain slice', () => {
    const config = { store: createStore() }
    expect(config.store.chain).toBeUndefined()
    Chain.initChain(config, {
      namespace: 'eip155',
      caipNetworks: [ethereum, optimism],
      defaultAccountType: 'eoa',
    })
    expect(config.store.chain).toBe(Chain.state(config))
    Chain.setAddress(config, 'eip155', EVM_ADDRESS)
    Chain.setActiveCaipNetwork(config, optimism)
    expect(Chain.state(config).activeCaipAddress).toBe(`eip155:10:${EVM_ADDRESS}`)
    expect(Chain.isConnected(config)).toBe(true)
    expect(Chain.connectedNamespaces(config)).toEqual(['eip155'])
    expect(Chain.findNetwork(config, 'eip155:10')?.name).toBe(optimism.name)
  })

  it('every call over one store shares its one slice; two stores share nothing', () => {
    const store = createStore()
    const slice = Chain.state({ store })
    expect(store.chain).toBe(slice)
    Chain.initChain(
      { store },
      { namespace: 'eip155', caipNetworks: [ethereum], defaultAccountType: 'eoa' },
    )
    expect(Chain.state({ store })).toBe(slice)
    expect(Chain.namespaces({ store })).toEqual(['eip155'])
    expect(Chain.namespaces({ store: createStore() })).toEqual([])
  })
})

describe('Account as free functions over the config', () => {
  it('sets the tab, the account type and the smart-account networks', async () => {
    const t = createTestCore()
    await connectEvm(t, 'auth')
    Account.setCurrentTab(t.ctx, 1)
    expect(Chain.getAccount(t.ctx)?.currentTab).toBe(1)
    expect(() => Account.setCurrentTab(t.ctx, 3)).toThrow()
    await expect(Account.setPreferredAccountType(t.ctx, 'eoa')).resolves.toBe('eoa')
    expect(Chain.getAccount(t.ctx, 'eip155')?.preferredAccountType).toBe('eoa')
    await Account.loadSmartAccountEnabledNetworks(t.ctx, 'eip155', async () => [10])
    expect(Chain.getChain(t.ctx, 'eip155')?.smartAccountEnabledNetworks).toEqual([10])
  })
})

import { ethereum } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { createConfig } from '../core/createConfig'
import { createStore } from '../core/store'
import * as Options from './OptionsController'

// Issue 34: the options are free functions over the store alone.
describe('options as functions over the store', () => {
  const storeOf = () =>
    ({ store: createConfig({ networks: [ethereum], features: { swaps: false } }).store }) as const

  it('reads the resolved slice: the host switch over the SPEC §9 default', () => {
    const config = storeOf()
    expect(Options.state(config)).toBe(config.store.options)
    expect(Options.isFeatureOn(config, 'swaps')).toBe(false)
    expect(Options.isFeatureOn(config, 'receive')).toBe(true)
  })

  it('setters replace each list whole, keeping the caller’s array apart', () => {
    const config = storeOf()
    const before = Options.state(config).features
    Options.setFeatures(config, { swaps: true })
    expect(Options.isFeatureOn(config, 'swaps')).toBe(true)
    expect(Options.state(config).features).not.toBe(before)
    const ids = ['a', 'b']
    Options.setExcludedWalletIds(config, ids)
    ids.push('c')
    expect(Options.state(config).excludeWalletIds).toEqual(['a', 'b'])
    Options.setConnectorTypeOrder(config, ['injected', 'walletConnect'])
    expect(Options.state(config).connectorTypeOrder).toEqual(['injected', 'walletConnect'])
    expect(Options.state(config).legalAccepted).toBe(false)
    Options.setLegalAccepted(config, true)
    expect(Options.state(config).legalAccepted).toBe(true)
  })

  it('every function works over the same one slice', () => {
    const config = storeOf()
    const slice = Options.state(config)
    expect(slice).toBe(config.store.options)
    Options.setFeatures(config, { onramp: false })
    expect(Options.isFeatureOn(config, 'onramp')).toBe(false)
    expect(Options.state(config).features).toBe(config.store.options?.features)
  })

  it('a store without resolved options is refused', () => {
    expect(() => Options.state({ store: createStore() })).toThrow(
      '@latchkey/controllers: the options are resolved by createConfig',
    )
    expect(() => Options.isFeatureOn({ store: createStore() }, 'swaps')).toThrow(
      'resolved by createConfig',
    )
  })
})

import type { CaipNetwork } from '@latchkey/core'
import { describe, expect, it, vi } from 'vitest'
import type { CoreContext } from '../core/CoreContext'
import { createStore } from '../core/store'
import * as Network from './NetworkController'

const mainnet = { caipNetworkId: 'eip155:1', chainNamespace: 'eip155' } as unknown as CaipNetwork
const base = { caipNetworkId: 'eip155:8453', chainNamespace: 'eip155' } as unknown as CaipNetwork

function config(
  options = { enableNetworkSwitch: true, allowUnsupportedChain: false, basic: false },
) {
  let active: CaipNetwork | undefined
  const ctx = {
    store: createStore(),
    options: { state: options },
    modal: { open: vi.fn(async () => {}) },
    transactions: { reset: vi.fn() },
    send: { reset: vi.fn() },
    chain: {
      state: {
        activeNamespace: 'eip155',
        get activeCaipNetwork() {
          return active
        },
      },
      getChain: () => ({ requestedCaipNetworkIds: ['eip155:1', 'eip155:8453'] }),
      findNetwork: (id: string) => [mainnet, base].find((n) => n.caipNetworkId === id),
      setActiveCaipNetwork: vi.fn((n: CaipNetwork) => {
        active = n
      }),
      setNetwork: vi.fn(),
    },
  }
  return ctx as unknown as Pick<
    CoreContext,
    'chain' | 'modal' | 'options' | 'send' | 'store' | 'transactions'
  > &
    typeof ctx
}

describe('network as free functions over a store (issue 34)', () => {
  it('keeps the unsupported network in the store’s own slice', () => {
    const a = { store: createStore() }
    const b = { store: createStore() }
    expect(Network.state(a)).toEqual({ unsupportedCaipNetworkId: undefined })
    Network.setUnsupportedCaipNetworkId(a, 'eip155:56')
    expect(a.store.network).toEqual({ unsupportedCaipNetworkId: 'eip155:56' })
    expect(Network.state(b).unsupportedCaipNetworkId).toBeUndefined()
  })

  it('a wallet on an unrequested network opens UnsupportedChain (SPEC §4)', () => {
    const ctx = config()
    expect(Network.isRequested(ctx, 'eip155:56')).toBe(false)
    Network.applyWalletChain(ctx, 'eip155', 'eip155:56')
    expect(Network.state(ctx).unsupportedCaipNetworkId).toBe('eip155:56')
    expect(ctx.modal.open).toHaveBeenCalledWith({ view: 'UnsupportedChain' })
  })

  it('allowUnsupportedChain remembers the network without a view', () => {
    const ctx = config({ enableNetworkSwitch: true, allowUnsupportedChain: true, basic: false })
    Network.applyWalletChain(ctx, 'eip155', 'eip155:56')
    expect(Network.state(ctx).unsupportedCaipNetworkId).toBe('eip155:56')
    expect(ctx.modal.open).not.toHaveBeenCalled()
  })

  it('a requested network clears it and resets activity and send once, on a change only', () => {
    const ctx = config()
    Network.setUnsupportedCaipNetworkId(ctx, 'eip155:56')
    Network.applyWalletChain(ctx, 'eip155', 'eip155:8453')
    expect(Network.state(ctx).unsupportedCaipNetworkId).toBeUndefined()
    expect(ctx.chain.setActiveCaipNetwork).toHaveBeenCalledWith(base)
    Network.markActive(ctx, base)
    expect(ctx.transactions.reset).toHaveBeenCalledTimes(1)
    expect(ctx.send.reset).toHaveBeenCalledTimes(1)
  })

  it('the facade reads and writes the same slice', () => {
    const ctx = config() as unknown as Parameters<typeof Network.createNetworkController>[0]
    const facade = Network.createNetworkController(ctx)
    facade.setUnsupportedCaipNetworkId('eip155:10')
    expect(Network.state(ctx).unsupportedCaipNetworkId).toBe('eip155:10')
    expect(facade.state).toBe(ctx.store.network)
  })
})

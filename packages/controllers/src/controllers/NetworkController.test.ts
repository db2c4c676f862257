import { createTestCore, optimism, settle } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { createStore } from '../core/store'
import * as Chain from './ChainController'
import * as Modal from './ModalController'
import * as Network from './NetworkController'
import * as Router from './RouterController'
import * as Send from './SendController'
import * as Transactions from './TransactionsController'

describe('network as free functions over a store (issue 34)', () => {
  it('keeps the unsupported network in the store’s own slice', () => {
    const a = { store: createStore() }
    const b = { store: createStore() }
    expect(Network.state(a)).toEqual({ unsupportedCaipNetworkId: undefined })
    Network.setUnsupportedCaipNetworkId(a, 'eip155:56')
    expect(a.store.network).toEqual({ unsupportedCaipNetworkId: 'eip155:56' })
    expect(Network.state(b).unsupportedCaipNetworkId).toBeUndefined()
  })

  it('a wallet on an unrequested network opens UnsupportedChain (SPEC §4)', async () => {
    const { ctx } = createTestCore()
    expect(Network.isRequested(ctx, 'eip155:56')).toBe(false)
    Network.applyWalletChain(ctx, 'eip155', 'eip155:56')
    expect(Network.state(ctx).unsupportedCaipNetworkId).toBe('eip155:56')
    await settle()
    expect(Modal.state(ctx).open).toBe(true)
    expect(Router.state(ctx).view).toBe('UnsupportedChain')
  })

  it('allowUnsupportedChain remembers the network without a view', async () => {
    const { ctx } = createTestCore({ allowUnsupportedChain: true })
    Network.applyWalletChain(ctx, 'eip155', 'eip155:56')
    expect(Network.state(ctx).unsupportedCaipNetworkId).toBe('eip155:56')
    await settle()
    expect(Modal.state(ctx).open).toBe(false)
  })

  it('a requested network clears it and resets activity and send once, on a change only', () => {
    const { ctx } = createTestCore()
    const fill = () => {
      Send.setTokenAmount(ctx, '1')
      Transactions.state(ctx).next = 'cursor'
    }
    fill()
    Network.setUnsupportedCaipNetworkId(ctx, 'eip155:56')
    Network.applyWalletChain(ctx, 'eip155', optimism.caipNetworkId)
    expect(Network.state(ctx).unsupportedCaipNetworkId).toBeUndefined()
    expect(Chain.state(ctx).activeCaipNetwork?.caipNetworkId).toBe(optimism.caipNetworkId)
    expect(Send.state(ctx).sendTokenAmount).toBeUndefined()
    expect(Transactions.state(ctx).next).toBeUndefined()
    fill()
    Network.markActive(ctx, optimism)
    expect(Send.state(ctx).sendTokenAmount).toBe('1')
    expect(Transactions.state(ctx).next).toBe('cursor')
  })

  it('state() reads and writes the store’s one network slice', () => {
    const { ctx } = createTestCore()
    Network.setUnsupportedCaipNetworkId(ctx, 'eip155:10')
    expect(Network.state(ctx).unsupportedCaipNetworkId).toBe('eip155:10')
    expect(Network.state(ctx)).toBe(ctx.store.network)
  })
})

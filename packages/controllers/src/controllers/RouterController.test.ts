import { createManualClock } from '@latchkey/core'
import { describe, expect, it, vi } from 'vitest'
import type { CoreContext } from '../core/CoreContext'
import { createStore } from '../core/store'
import * as Router from './RouterController'

/** A store plus the few siblings goBack reaches (the modal closes when there is no view to go back to). */
function context() {
  const clock = createManualClock()
  const modal = { state: { open: true }, close: vi.fn(() => (modal.state.open = false)) }
  const ctx = {
    store: createStore(),
    clock,
    modal,
    chain: {
      state: { activeNamespace: 'eip155' },
      isConnected: () => false,
      setAccountProp: vi.fn(),
    },
    connectors: { reloadAuthConnector: vi.fn() },
  }
  return ctx as typeof ctx & CoreContext
}

describe('the router as free functions over a store (issue 34)', () => {
  it('starts at Connect, and going back restores each view with the data it was shown with', () => {
    const config = { store: createStore() }
    expect(Router.state(config)).toEqual({ view: 'Connect', history: ['Connect'], data: undefined })
    const wallet = { wallet: { id: 'w1', name: 'One' } } as never
    expect(Router.push(config, 'ConnectingExternal', wallet)).toBe(true)
    expect(Router.push(config, 'ConnectingExternal')).toBe(false)
    expect(Router.push(config, 'WhatIsAWallet')).toBe(true)
    expect(Router.state(config).history).toEqual(['Connect', 'ConnectingExternal', 'WhatIsAWallet'])
    Router.goBackToIndex(config, 1)
    expect(Router.state(config)).toEqual({
      view: 'ConnectingExternal',
      history: ['Connect', 'ConnectingExternal'],
      data: wallet,
    })
    // The shown data is a copy, not the caller's object.
    expect(Router.state(config).data).not.toBe(wallet)
    Router.goBackToIndex(config, 5)
    expect(Router.state(config).view).toBe('ConnectingExternal')
  })

  it('replace swaps the current entry; returnTo goes back when the view is the previous one', () => {
    const config = { store: createStore() }
    Router.push(config, 'AllWallets')
    expect(Router.replace(config, 'AllWallets')).toBe(false)
    expect(Router.replace(config, 'WhatIsAWallet')).toBe(true)
    expect(Router.state(config).history).toEqual(['Connect', 'WhatIsAWallet'])
    Router.returnTo(config, 'Connect')
    expect(Router.state(config).history).toEqual(['Connect'])
    Router.returnTo(config, 'AllWallets')
    expect(Router.state(config).history).toEqual(['AllWallets'])
    Router.reset(config, 'Account')
    expect(Router.state(config)).toEqual({ view: 'Account', history: ['Account'], data: undefined })
  })

  it('goBack pops a view, and closes the modal on the first one', () => {
    const ctx = context()
    Router.push(ctx, 'AllWallets')
    Router.goBack(ctx)
    expect(Router.state(ctx).view).toBe('Connect')
    expect(ctx.modal.close).not.toHaveBeenCalled()
    Router.goBack(ctx)
    expect(ctx.modal.close).toHaveBeenCalledOnce()
  })

  it('leaving the Farcaster view unconnected forgets its URL and reloads the login frame 100 ms later', () => {
    const ctx = context()
    Router.push(ctx, 'ConnectingFarcaster')
    Router.goBack(ctx)
    expect(ctx.chain.setAccountProp).toHaveBeenCalledWith('eip155', 'farcasterUrl', undefined)
    ctx.clock.advance(99)
    expect(ctx.connectors.reloadAuthConnector).not.toHaveBeenCalled()
    ctx.clock.advance(1)
    expect(ctx.connectors.reloadAuthConnector).toHaveBeenCalledOnce()
  })

  it('a transaction step navigates as it says on success and goes back on cancel, per store', () => {
    const ctx = context()
    const onSuccess = vi.fn()
    const onCancel = vi.fn()
    Router.push(ctx, 'AllWallets')
    Router.pushTransactionStack(ctx, { view: 'Account', onSuccess, onCancel })
    Router.pushTransactionStack(ctx, { goBack: true, onCancel })
    expect(Router.transactionStackSize(ctx)).toBe(2)
    expect(Router.transactionStackSize({ store: createStore() })).toBe(0)
    Router.push(ctx, 'ConnectingSiwe')
    Router.popTransactionStack(ctx, 'cancel')
    expect(onCancel).toHaveBeenCalledOnce()
    expect(Router.state(ctx).view).toBe('AllWallets')
    Router.popTransactionStack(ctx, 'success')
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(Router.state(ctx).history).toEqual(['Account'])
    expect(Router.transactionStackSize(ctx)).toBe(0)
    Router.popTransactionStack(ctx, 'success')
    expect(Router.state(ctx).history).toEqual(['Account'])
  })

  it('a replace step with no sign-in view before it closes the modal and forgets the views', () => {
    const ctx = context()
    Router.reset(ctx, 'ConnectingSiwe')
    Router.pushTransactionStack(ctx, { replace: true })
    Router.popTransactionStack(ctx, 'success')
    expect(ctx.modal.close).toHaveBeenCalledOnce()
    expect(Router.state(ctx).history).toEqual([])
  })
})

import { createManualClock, createMemoryStorage } from '@latchkey/core'
import { DESKTOP, ethereum } from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { buildContext } from '../core/buildContext'
import { createStore } from '../core/store'
import * as Chain from './ChainController'
import * as Connectors from './ConnectorController'
import * as Modal from './ModalController'
import * as Router from './RouterController'

/**
 * A config with the modal open on Connect (goBack closes it when there is no view to go back
 * to) and an embedded login whose frame counts its reloads.
 */
async function context() {
  const clock = createManualClock()
  const ctx = buildContext({
    networks: [ethereum],
    clock,
    storage: createMemoryStorage(),
    environment: DESKTOP,
  })
  Chain.initChain(ctx, { namespace: 'eip155', caipNetworks: [ethereum], defaultAccountType: 'eoa' })
  const reload = vi.fn()
  Connectors.state(ctx).connectors = [
    { id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155', provider: { reload } },
  ]
  Modal.setOnFirstOpen(ctx, () => {})
  await Modal.open(ctx, { view: 'Connect' })
  return { ctx, clock, reload }
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

  it('goBack pops a view, and closes the modal on the first one', async () => {
    const { ctx } = await context()
    Router.push(ctx, 'AllWallets')
    Router.goBack(ctx)
    expect(Router.state(ctx).view).toBe('Connect')
    expect(Modal.state(ctx).open).toBe(true)
    Router.goBack(ctx)
    expect(Modal.state(ctx).open).toBe(false)
  })

  it('leaving the Farcaster view unconnected forgets its URL and reloads the login frame 100 ms later', async () => {
    const { ctx, clock, reload } = await context()
    Chain.setAccountProp(ctx, 'eip155', 'farcasterUrl', 'https://farcaster.example/login')
    Router.push(ctx, 'ConnectingFarcaster')
    Router.goBack(ctx)
    expect(Chain.getAccount(ctx, 'eip155')?.farcasterUrl).toBeUndefined()
    clock.advance(99)
    expect(reload).not.toHaveBeenCalled()
    clock.advance(1)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('a transaction step navigates as it says on success and goes back on cancel, per store', async () => {
    const { ctx } = await context()
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

  it('a replace step with no sign-in view before it closes the modal and forgets the views', async () => {
    const { ctx } = await context()
    Router.reset(ctx, 'ConnectingSiwe')
    Router.pushTransactionStack(ctx, { replace: true })
    Router.popTransactionStack(ctx, 'success')
    expect(Modal.state(ctx).open).toBe(false)
    expect(Router.state(ctx).history).toEqual([])
  })
})

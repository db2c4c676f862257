import { connectEvm, createTestCore } from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import * as Chain from '../../src/controllers/ChainController'
import * as Connectors from '../../src/controllers/ConnectorController'
import * as Modal from '../../src/controllers/ModalController'
import * as Router from '../../src/controllers/RouterController'
import { createMemorySiwx } from '../helpers/siwx'

describe('navigation (SPEC §2)', () => {
  it('goBack pops history and restores the earlier view', async () => {
    const t = createTestCore()
    await t.core.open()
    Router.push(t.ctx, 'AllWallets')
    Router.push(t.ctx, 'ConnectingExternal', { email: 'a@b.co' })
    Router.goBack(t.ctx)
    expect(Router.state(t.ctx).view).toBe('AllWallets')
    expect(Router.state(t.ctx).history).toEqual(['Connect', 'AllWallets'])
    expect(Modal.state(t.ctx).open).toBe(true)
  })

  it('goBack on the last entry closes the modal', async () => {
    const t = createTestCore()
    await t.core.open()
    Router.goBack(t.ctx)
    expect(Modal.state(t.ctx).open).toBe(false)
  })

  it('goBack closes when history holds UnsupportedChain', async () => {
    const t = createTestCore()
    await t.core.open({ view: 'UnsupportedChain' })
    Router.push(t.ctx, 'Networks')
    expect(Router.state(t.ctx).history).toHaveLength(2)
    Router.goBack(t.ctx)
    expect(Modal.state(t.ctx).open).toBe(false)
  })

  it('ignores a push of the current view', async () => {
    const t = createTestCore()
    await t.core.open()
    expect(Router.push(t.ctx, 'Connect')).toBe(false)
    expect(Router.state(t.ctx).history).toEqual(['Connect'])
  })

  it('replace does nothing when the last entry is the same view', async () => {
    const t = createTestCore()
    await t.core.open()
    Router.push(t.ctx, 'AllWallets')
    expect(Router.replace(t.ctx, 'AllWallets', { email: 'x@y.co' })).toBe(false)
    expect(Router.state(t.ctx).data).toBeUndefined()
    expect(Router.replace(t.ctx, 'Networks')).toBe(true)
    expect(Router.state(t.ctx).history).toEqual(['Connect', 'Networks'])
  })

  it('leaving ConnectingFarcaster unconnected clears the url and reloads the auth frame after 100 ms', async () => {
    const reload = vi.fn()
    const t = createTestCore()
    t.authWallet.provider = { reload }
    Connectors.setConnectors(t.ctx, 'eip155', t.evm.getConnectors())
    await t.core.open()
    Chain.setAccountProp(t.ctx, 'eip155', 'farcasterUrl', 'https://farcaster.test/login')
    Router.push(t.ctx, 'ConnectingFarcaster')
    Router.goBack(t.ctx)
    expect(Chain.getAccount(t.ctx, 'eip155')?.farcasterUrl).toBeUndefined()
    expect(Router.state(t.ctx).view).toBe('Connect')
    t.clock.advance(99)
    expect(reload).not.toHaveBeenCalled()
    t.clock.advance(1)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('leaving ConnectingFarcaster while connected keeps the url and does not reload', async () => {
    const reload = vi.fn()
    const t = createTestCore()
    t.authWallet.provider = { reload }
    Connectors.setConnectors(t.ctx, 'eip155', t.evm.getConnectors())
    await connectEvm(t)
    await t.core.open()
    Chain.setAccountProp(t.ctx, 'eip155', 'farcasterUrl', 'https://farcaster.test/login')
    Router.push(t.ctx, 'ConnectingFarcaster')
    Router.goBack(t.ctx)
    t.clock.advance(1000)
    expect(Chain.getAccount(t.ctx, 'eip155')?.farcasterUrl).toBe('https://farcaster.test/login')
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('transaction stack (SPEC §2)', () => {
  it('goBack entries return one view and call onSuccess', async () => {
    const t = createTestCore()
    await t.core.open()
    Router.push(t.ctx, 'AllWallets')
    Router.push(t.ctx, 'ConnectingExternal')
    const onSuccess = vi.fn()
    const onCancel = vi.fn()
    Router.pushTransactionStack(t.ctx, { goBack: true, onSuccess, onCancel })
    Router.popTransactionStack(t.ctx, 'success')
    expect(Router.state(t.ctx).view).toBe('AllWallets')
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('replace entries return to the view before ConnectingSiwe', async () => {
    const t = createTestCore()
    await t.core.open()
    Router.push(t.ctx, 'AllWallets')
    Router.push(t.ctx, 'ConnectingSiwe')
    Router.push(t.ctx, 'ApproveTransaction')
    Router.pushTransactionStack(t.ctx, { replace: true })
    Router.popTransactionStack(t.ctx, 'success')
    expect(Router.state(t.ctx).view).toBe('AllWallets')
    expect(Router.state(t.ctx).history).toEqual(['Connect', 'AllWallets'])
    expect(Modal.state(t.ctx).open).toBe(true)
  })

  it('replace entries close the modal when there is no ConnectingSiwe before', async () => {
    const t = createTestCore()
    await t.core.open()
    Router.push(t.ctx, 'ApproveTransaction')
    Router.pushTransactionStack(t.ctx, { replace: true })
    Router.popTransactionStack(t.ctx, 'success')
    expect(Modal.state(t.ctx).open).toBe(false)
    expect(Router.state(t.ctx).history).toEqual([])
  })

  it('replace entries keep history when a required sign-in blocks the close (shake only)', async () => {
    const t = createTestCore({ siwx: createMemorySiwx({ required: true }) })
    await connectEvm(t)
    expect(Router.state(t.ctx).view).toBe('SIWXSignMessage')
    Router.push(t.ctx, 'ApproveTransaction')
    Router.pushTransactionStack(t.ctx, { replace: true })
    Router.popTransactionStack(t.ctx, 'success')
    expect(Modal.state(t.ctx).open).toBe(true)
    expect(Modal.state(t.ctx).shake).toBe(true)
    expect(Router.state(t.ctx).view).toBe('ApproveTransaction')
    expect(Router.state(t.ctx).history).toEqual(['SIWXSignMessage', 'ApproveTransaction'])
  })

  it('replace entries in embedded mode leave the resting view with its history', async () => {
    const t = createTestCore({ enableEmbedded: true })
    await connectEvm(t)
    await t.core.open({ view: 'Networks' })
    Router.push(t.ctx, 'ApproveTransaction')
    Router.pushTransactionStack(t.ctx, { replace: true })
    Router.popTransactionStack(t.ctx, 'success')
    expect(Router.state(t.ctx).view).toBe('Account')
    expect(Router.state(t.ctx).history).toEqual(['Account'])
  })

  it('view entries reset to their view', async () => {
    const t = createTestCore()
    await t.core.open()
    Router.push(t.ctx, 'AllWallets')
    Router.pushTransactionStack(t.ctx, { view: 'Account' })
    Router.popTransactionStack(t.ctx, 'success')
    expect(Router.state(t.ctx).history).toEqual(['Account'])
  })

  it('cancel goes back and calls onCancel only', async () => {
    const t = createTestCore()
    await t.core.open()
    Router.push(t.ctx, 'ApproveTransaction')
    const onSuccess = vi.fn()
    const onCancel = vi.fn()
    Router.pushTransactionStack(t.ctx, { view: 'Account', onSuccess, onCancel })
    Router.popTransactionStack(t.ctx, 'cancel')
    expect(Router.state(t.ctx).view).toBe('Connect')
    expect(onCancel).toHaveBeenCalledOnce()
    expect(onSuccess).not.toHaveBeenCalled()
    expect(Router.transactionStackSize(t.ctx)).toBe(0)
  })
})

describe('embedded mode (SPEC §2)', () => {
  it('closing shows Connect when not connected and keeps the modal on the page', async () => {
    const t = createTestCore({ enableEmbedded: true })
    await t.core.open({ view: 'AllWallets' })
    t.core.close()
    expect(Modal.state(t.ctx).open).toBe(true)
    expect(Router.state(t.ctx).view).toBe('Connect')
  })

  it('closing shows Account when connected', async () => {
    const t = createTestCore({ enableEmbedded: true })
    await connectEvm(t)
    await t.core.open({ view: 'Networks' })
    t.core.close()
    expect(Router.state(t.ctx).view).toBe('Account')
  })
})

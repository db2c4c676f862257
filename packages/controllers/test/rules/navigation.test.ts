import { connectEvm, createTestCore } from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { createMemorySiwx } from '../helpers/siwx'

describe('navigation (SPEC §2)', () => {
  it('goBack pops history and restores the earlier view', async () => {
    const t = createTestCore()
    await t.core.open()
    t.ctx.router.push('AllWallets')
    t.ctx.router.push('ConnectingExternal', { email: 'a@b.co' })
    t.ctx.router.goBack()
    expect(t.ctx.router.state.view).toBe('AllWallets')
    expect(t.ctx.router.state.history).toEqual(['Connect', 'AllWallets'])
    expect(t.ctx.modal.state.open).toBe(true)
  })

  it('goBack on the last entry closes the modal', async () => {
    const t = createTestCore()
    await t.core.open()
    t.ctx.router.goBack()
    expect(t.ctx.modal.state.open).toBe(false)
  })

  it('goBack closes when history holds UnsupportedChain', async () => {
    const t = createTestCore()
    await t.core.open({ view: 'UnsupportedChain' })
    t.ctx.router.push('Networks')
    expect(t.ctx.router.state.history).toHaveLength(2)
    t.ctx.router.goBack()
    expect(t.ctx.modal.state.open).toBe(false)
  })

  it('ignores a push of the current view', async () => {
    const t = createTestCore()
    await t.core.open()
    expect(t.ctx.router.push('Connect')).toBe(false)
    expect(t.ctx.router.state.history).toEqual(['Connect'])
  })

  it('replace does nothing when the last entry is the same view', async () => {
    const t = createTestCore()
    await t.core.open()
    t.ctx.router.push('AllWallets')
    expect(t.ctx.router.replace('AllWallets', { email: 'x@y.co' })).toBe(false)
    expect(t.ctx.router.state.data).toBeUndefined()
    expect(t.ctx.router.replace('Networks')).toBe(true)
    expect(t.ctx.router.state.history).toEqual(['Connect', 'Networks'])
  })

  it('leaving ConnectingFarcaster unconnected clears the url and reloads the auth frame after 100 ms', async () => {
    const reload = vi.fn()
    const t = createTestCore()
    t.authWallet.provider = { reload }
    t.ctx.connectors.setConnectors('eip155', t.evm.getConnectors())
    await t.core.open()
    t.ctx.chain.setAccountProp('eip155', 'farcasterUrl', 'https://farcaster.test/login')
    t.ctx.router.push('ConnectingFarcaster')
    t.ctx.router.goBack()
    expect(t.ctx.chain.getAccount('eip155')?.farcasterUrl).toBeUndefined()
    expect(t.ctx.router.state.view).toBe('Connect')
    t.clock.advance(99)
    expect(reload).not.toHaveBeenCalled()
    t.clock.advance(1)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('leaving ConnectingFarcaster while connected keeps the url and does not reload', async () => {
    const reload = vi.fn()
    const t = createTestCore()
    t.authWallet.provider = { reload }
    t.ctx.connectors.setConnectors('eip155', t.evm.getConnectors())
    await connectEvm(t)
    await t.core.open()
    t.ctx.chain.setAccountProp('eip155', 'farcasterUrl', 'https://farcaster.test/login')
    t.ctx.router.push('ConnectingFarcaster')
    t.ctx.router.goBack()
    t.clock.advance(1000)
    expect(t.ctx.chain.getAccount('eip155')?.farcasterUrl).toBe('https://farcaster.test/login')
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('transaction stack (SPEC §2)', () => {
  it('goBack entries return one view and call onSuccess', async () => {
    const t = createTestCore()
    await t.core.open()
    t.ctx.router.push('AllWallets')
    t.ctx.router.push('ConnectingExternal')
    const onSuccess = vi.fn()
    const onCancel = vi.fn()
    t.ctx.router.pushTransactionStack({ goBack: true, onSuccess, onCancel })
    t.ctx.router.popTransactionStack('success')
    expect(t.ctx.router.state.view).toBe('AllWallets')
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('replace entries return to the view before ConnectingSiwe', async () => {
    const t = createTestCore()
    await t.core.open()
    t.ctx.router.push('AllWallets')
    t.ctx.router.push('ConnectingSiwe')
    t.ctx.router.push('ApproveTransaction')
    t.ctx.router.pushTransactionStack({ replace: true })
    t.ctx.router.popTransactionStack('success')
    expect(t.ctx.router.state.view).toBe('AllWallets')
    expect(t.ctx.router.state.history).toEqual(['Connect', 'AllWallets'])
    expect(t.ctx.modal.state.open).toBe(true)
  })

  it('replace entries close the modal when there is no ConnectingSiwe before', async () => {
    const t = createTestCore()
    await t.core.open()
    t.ctx.router.push('ApproveTransaction')
    t.ctx.router.pushTransactionStack({ replace: true })
    t.ctx.router.popTransactionStack('success')
    expect(t.ctx.modal.state.open).toBe(false)
    expect(t.ctx.router.state.history).toEqual([])
  })

  it('replace entries keep history when a required sign-in blocks the close (shake only)', async () => {
    const t = createTestCore({ siwx: createMemorySiwx({ required: true }) })
    await connectEvm(t)
    expect(t.ctx.router.state.view).toBe('SIWXSignMessage')
    t.ctx.router.push('ApproveTransaction')
    t.ctx.router.pushTransactionStack({ replace: true })
    t.ctx.router.popTransactionStack('success')
    expect(t.ctx.modal.state.open).toBe(true)
    expect(t.ctx.modal.state.shake).toBe(true)
    expect(t.ctx.router.state.view).toBe('ApproveTransaction')
    expect(t.ctx.router.state.history).toEqual(['SIWXSignMessage', 'ApproveTransaction'])
  })

  it('replace entries in embedded mode leave the resting view with its history', async () => {
    const t = createTestCore({ enableEmbedded: true })
    await connectEvm(t)
    await t.core.open({ view: 'Networks' })
    t.ctx.router.push('ApproveTransaction')
    t.ctx.router.pushTransactionStack({ replace: true })
    t.ctx.router.popTransactionStack('success')
    expect(t.ctx.router.state.view).toBe('Account')
    expect(t.ctx.router.state.history).toEqual(['Account'])
  })

  it('view entries reset to their view', async () => {
    const t = createTestCore()
    await t.core.open()
    t.ctx.router.push('AllWallets')
    t.ctx.router.pushTransactionStack({ view: 'Account' })
    t.ctx.router.popTransactionStack('success')
    expect(t.ctx.router.state.history).toEqual(['Account'])
  })

  it('cancel goes back and calls onCancel only', async () => {
    const t = createTestCore()
    await t.core.open()
    t.ctx.router.push('ApproveTransaction')
    const onSuccess = vi.fn()
    const onCancel = vi.fn()
    t.ctx.router.pushTransactionStack({ view: 'Account', onSuccess, onCancel })
    t.ctx.router.popTransactionStack('cancel')
    expect(t.ctx.router.state.view).toBe('Connect')
    expect(onCancel).toHaveBeenCalledOnce()
    expect(onSuccess).not.toHaveBeenCalled()
    expect(t.ctx.router.transactionStackSize).toBe(0)
  })
})

describe('embedded mode (SPEC §2)', () => {
  it('closing shows Connect when not connected and keeps the modal on the page', async () => {
    const t = createTestCore({ enableEmbedded: true })
    await t.core.open({ view: 'AllWallets' })
    t.core.close()
    expect(t.ctx.modal.state.open).toBe(true)
    expect(t.ctx.router.state.view).toBe('Connect')
  })

  it('closing shows Account when connected', async () => {
    const t = createTestCore({ enableEmbedded: true })
    await connectEvm(t)
    await t.core.open({ view: 'Networks' })
    t.core.close()
    expect(t.ctx.router.state.view).toBe('Account')
  })
})

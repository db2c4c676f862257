import * as Modal from '@latchkey/controllers/modal'
import * as Snack from '@latchkey/controllers/snack'
import { createTestCore } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { pendingRequestsOf } from '../../src/embedded/pendingRequestsOf'

describe('toast (SPEC §4)', () => {
  it('shows at once when closed', () => {
    const t = createTestCore()
    Snack.showSuccess(t.ctx, { text: 'Saved' })
    expect(Snack.state(t.ctx)).toMatchObject({
      message: { text: 'Saved' },
      variant: 'success',
      open: true,
    })
  })

  it('hides first and re-shows after 150 ms when one is already open', () => {
    const t = createTestCore()
    Snack.showSuccess(t.ctx, { text: 'First' })
    Snack.showError(t.ctx, { text: 'Second' })
    expect(Snack.state(t.ctx).open).toBe(false)
    expect(Snack.state(t.ctx).message).toEqual({ text: 'First' })
    t.clock.advance(149)
    expect(Snack.state(t.ctx).open).toBe(false)
    t.clock.advance(1)
    expect(Snack.state(t.ctx)).toMatchObject({
      message: { text: 'Second' },
      variant: 'error',
      open: true,
    })
  })

  it('only the last of quick successive toasts shows', () => {
    const t = createTestCore()
    Snack.showSuccess(t.ctx, { text: 'First' })
    Snack.showError(t.ctx, { text: 'Second' })
    Snack.showLoading(t.ctx, { text: 'Third' })
    t.clock.advance(150)
    expect(Snack.state(t.ctx)).toMatchObject({
      message: { text: 'Third' },
      variant: 'loading',
      autoClose: false,
    })
    t.clock.advance(1000)
    expect(Snack.state(t.ctx).message).toEqual({ text: 'Third' })
  })
})

describe('toast closing by itself', () => {
  it('hides an autoClose toast after 2.5 s, whether or not anything draws it', () => {
    const t = createTestCore()
    Snack.showSuccess(t.ctx, { code: 'TRANSACTION_STARTED' })
    t.clock.advance(2_499)
    expect(Snack.state(t.ctx).open).toBe(true)
    t.clock.advance(1)
    expect(Snack.state(t.ctx).open).toBe(false)
  })

  it('a new toast restarts the time; a loading toast and autoClose false stay', () => {
    const t = createTestCore()
    Snack.showSuccess(t.ctx, { text: 'First' })
    t.clock.advance(2_000)
    Snack.showSuccess(t.ctx, { text: 'Second' })
    t.clock.advance(150 + 2_499)
    expect(Snack.state(t.ctx)).toMatchObject({ message: { text: 'Second' }, open: true })
    t.clock.advance(1)
    expect(Snack.state(t.ctx).open).toBe(false)
    Snack.showLoading(t.ctx, { code: 'AUTHENTICATING' })
    t.clock.advance(60_000)
    expect(Snack.state(t.ctx).open).toBe(true)
    Snack.hide(t.ctx)
    Snack.showError(t.ctx, { text: 'Kept' }, { autoClose: false })
    t.clock.advance(60_000)
    expect(Snack.state(t.ctx)).toMatchObject({ message: { text: 'Kept' }, open: true })
  })

  it('an early hide cancels the timer, so it cannot close the next toast early', () => {
    const t = createTestCore()
    Snack.showSuccess(t.ctx, { text: 'First' })
    t.clock.advance(2_000)
    Snack.hide(t.ctx)
    Snack.showSuccess(t.ctx, { text: 'Second' })
    t.clock.advance(2_000)
    expect(Snack.state(t.ctx)).toMatchObject({ message: { text: 'Second' }, open: true })
  })
})

describe('modal (SPEC §4)', () => {
  it('shakes for 500 ms', () => {
    const t = createTestCore()
    Modal.shake(t.ctx)
    expect(Modal.state(t.ctx).shake).toBe(true)
    t.clock.advance(499)
    expect(Modal.state(t.ctx).shake).toBe(true)
    t.clock.advance(1)
    expect(Modal.state(t.ctx).shake).toBe(false)
  })

  it('closing rejects pending embedded-wallet requests', async () => {
    const t = createTestCore()
    await t.core.open()
    const approval = pendingRequestsOf(t.ctx).add('personal_sign-1')
    const login = pendingRequestsOf(t.ctx).add('connect-email-2')
    expect(pendingRequestsOf(t.ctx).size).toBe(2)
    t.core.close()
    await expect(approval).rejects.toThrow('Request was aborted')
    await expect(login).rejects.toThrow('Request was aborted')
    expect(pendingRequestsOf(t.ctx).size).toBe(0)
  })

  it('an answered request is no longer rejected on close', async () => {
    const t = createTestCore()
    await t.core.open()
    const approval = pendingRequestsOf(t.ctx).add<string>('personal_sign-1')
    pendingRequestsOf(t.ctx).resolve('personal_sign-1', '0xsig')
    t.core.close()
    await expect(approval).resolves.toBe('0xsig')
  })
})

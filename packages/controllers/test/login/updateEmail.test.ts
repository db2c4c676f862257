import * as Router from '@latchkey/controllers/router'
import * as Snack from '@latchkey/controllers/snack'
import { describe, expect, it } from 'vitest'
import { requestEmailCode } from '../../src/login/requestEmailCode'
import { updateEmail } from '../../src/login/updateEmail'
import { verifyEmailUpdate } from '../../src/login/verifyEmailUpdate'
import { coreWithFrame, embeddedFrame } from './loginFixtures'

describe('the e-mail update (SPEC §4, §5)', () => {
  it('new address, primary code, secondary code: Account says the new address', async () => {
    const frame = embeddedFrame(['CONNECT'])
    const t = await coreWithFrame(frame, { enableEmbedded: true })
    await requestEmailCode(t.ctx, { email: 'ada@example.com' })
    await expect(updateEmail(t.ctx, { email: 'nope' })).rejects.toMatchObject({
      code: 'INVALID_EMAIL',
    })
    expect(await updateEmail(t.ctx, { email: ' new@example.com ' })).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    expect(Router.state(t.ctx).view).toBe('UpdateEmailPrimaryOtp')
    expect(Router.state(t.ctx).data).toEqual({ newEmail: 'new@example.com' })
    expect(
      await verifyEmailUpdate(t.ctx, {
        step: 'primary',
        newEmail: 'new@example.com',
        code: '111111',
      }),
    ).toEqual({ status: 'SECONDARY_OTP', email: 'new@example.com' })
    expect(Router.state(t.ctx).view).toBe('UpdateEmailSecondaryOtp')
    await verifyEmailUpdate(t.ctx, {
      step: 'secondary',
      newEmail: 'new@example.com',
      code: '222222',
    })
    expect(Router.state(t.ctx).history).toEqual(['Account'])
    expect(Snack.state(t.ctx).message).toEqual({
      code: 'EMAIL_UPDATED',
      params: { email: 'new@example.com' },
    })
  })

  it('refuses a new primary code within 30 s of the last (SPEC §8 text), then sends one', async () => {
    const frame = embeddedFrame(['CONNECT'])
    const t = await coreWithFrame(frame)
    await requestEmailCode(t.ctx, { email: 'ada@example.com' })
    await updateEmail(t.ctx, { email: 'two@example.com' })
    t.clock.advance(12_000)
    await expect(updateEmail(t.ctx, { email: 'two@example.com' })).rejects.toThrow(
      'Please try again after 18 seconds',
    )
    t.clock.advance(18_000)
    expect(await updateEmail(t.ctx, { email: 'two@example.com' })).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
  })

  it('without the embedded wallet: Address or auth connector not found', async () => {
    const t = await coreWithFrame(embeddedFrame(), { without: ['auth'] })
    await expect(updateEmail(t.ctx, { email: 'new@example.com' })).rejects.toThrow(
      'Address or auth connector not found',
    )
  })
})

import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Connectors from '@latchkey/controllers/connectors'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import { describe, expect, it } from 'vitest'
import { approveDevice } from '../../src/login/approveDevice'
import { requestEmailCode } from '../../src/login/requestEmailCode'
import { resendEmailCode } from '../../src/login/resendEmailCode'
import { verifyEmailCode } from '../../src/login/verifyEmailCode'
import { coreWithFrame, embeddedFrame } from './loginFixtures'

describe('requestEmailCode and a known device (SPEC §4, §7 CONNECT, issue 32)', () => {
  it('CONNECT connects at once, with no code view and no cool-down', async () => {
    const frame = embeddedFrame(['CONNECT', 'VERIFY_OTP', 'VERIFY_OTP'])
    const t = await coreWithFrame(frame)
    expect(await requestEmailCode(t.ctx, { email: 'ada@example.com' })).toEqual({
      action: 'CONNECT',
    })
    expect(Connectors.state(t.ctx).activeConnectorIds.eip155).toBe('auth')
    expect(Connection.state(t.ctx).status).toBe('connected')
    expect(Router.state(t.ctx).view).not.toBe('EmailVerifyOtp')

    // No code was mailed: another login at once is not held back...
    await requestEmailCode(t.ctx, { email: 'bo@example.com' })
    expect(Router.state(t.ctx).view).toBe('EmailVerifyOtp')
    expect(Router.state(t.ctx).data).toEqual({ email: 'bo@example.com' })
    // ...while a resend of a code asked a moment ago is, by the modal (SPEC §8 text, 30 s).
    t.clock.advance(1_000)
    await expect(resendEmailCode(t.ctx, { email: 'bo@example.com' })).rejects.toThrow(
      'Please try again after 29 seconds',
    )
    expect(frame.calls.email).toHaveLength(2)
    t.clock.advance(29_000)
    await resendEmailCode(t.ctx, { email: 'bo@example.com' })
    expect(frame.calls.email).toHaveLength(3)
  })

  it('a known device logs in within 30 s of a code mailed to the same address', async () => {
    const frame = embeddedFrame(['VERIFY_OTP', 'CONNECT'])
    const t = await coreWithFrame(frame)
    await requestEmailCode(t.ctx, { email: 'cy@example.com' })
    expect(Router.state(t.ctx).view).toBe('EmailVerifyOtp')
    t.clock.advance(5_000)
    await requestEmailCode(t.ctx, { email: 'cy@example.com' })
    expect(frame.calls.email).toEqual(['cy@example.com', 'cy@example.com'])
    expect(Chain.isConnected(t.ctx)).toBe(true)
  })

  it('a known device connected closes the modal, as a code login does (not left on Connect)', async () => {
    const t = await coreWithFrame(embeddedFrame(['CONNECT']))
    expect(Modal.state(t.ctx).open).toBe(true)
    await requestEmailCode(t.ctx, { email: 'ed@example.com' })
    expect(Connection.state(t.ctx).status).toBe('connected')
    expect(Modal.state(t.ctx).open).toBe(false)
  })

  it('in embedded mode a known device connected shows Account', async () => {
    const t = await coreWithFrame(embeddedFrame(['CONNECT']), { enableEmbedded: true })
    await requestEmailCode(t.ctx, { email: 'ed@example.com' })
    expect(Router.state(t.ctx).view).toBe('Account')
  })
})

describe("requestEmailCode and the frame's cool-down (a code mailed under 30 s ago)", () => {
  it('goes to the code view for that address; resend counts down the remaining seconds', async () => {
    const frame = embeddedFrame([new Error('Please try again after 23 seconds'), 'VERIFY_OTP'])
    const t = await coreWithFrame(frame)
    expect(await requestEmailCode(t.ctx, { email: ' dee@example.com ' })).toEqual({
      action: 'VERIFY_OTP',
    })
    expect(Router.state(t.ctx).view).toBe('EmailVerifyOtp')
    expect(Router.state(t.ctx).data).toEqual({ email: 'dee@example.com' })
    expect(Connection.state(t.ctx).status).toBe('connecting')
    t.clock.advance(3_000)
    await expect(resendEmailCode(t.ctx, { email: 'dee@example.com' })).rejects.toThrow(
      'Please try again after 20 seconds',
    )
    expect(frame.calls.email).toHaveLength(1)
    t.clock.advance(20_000)
    await resendEmailCode(t.ctx, { email: 'dee@example.com' })
    expect(frame.calls.email).toHaveLength(2)
  })

  it('any other refusal stays on Connect with its text, disconnected', async () => {
    const frame = embeddedFrame([
      new Error('Too many codes asked for: try again later'),
      new Error('Please try again after seconds'),
    ])
    const t = await coreWithFrame(frame)
    await expect(requestEmailCode(t.ctx, { email: 'eve@example.com' })).rejects.toThrow(
      'Too many codes asked for: try again later',
    )
    expect(Connection.state(t.ctx).status).toBe('disconnected')
    await expect(requestEmailCode(t.ctx, { email: 'eve@example.com' })).rejects.toThrow(
      'Please try again after seconds',
    )
    expect(Router.state(t.ctx).view).toBe('Connect')
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })

  it('refuses a bad address before the frame hears of it', async () => {
    const frame = embeddedFrame()
    const t = await coreWithFrame(frame)
    await expect(requestEmailCode(t.ctx, { email: 'not-an-email' })).rejects.toMatchObject({
      name: 'InvalidEmailError',
      code: 'INVALID_EMAIL',
    })
    expect(frame.calls.email).toEqual([])
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })

  it('with no embedded wallet: Address or auth connector not found (SPEC §8)', async () => {
    const t = await coreWithFrame(embeddedFrame(), { without: ['auth'] })
    await expect(requestEmailCode(t.ctx, { email: 'ada@example.com' })).rejects.toThrow(
      'Address or auth connector not found',
    )
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })
})

describe('the code and the device steps (SPEC §4)', () => {
  it('a device approval is followed by the code view; the code connects', async () => {
    const frame = embeddedFrame(['VERIFY_DEVICE'])
    const t = await coreWithFrame(frame)
    await requestEmailCode(t.ctx, { email: 'bo@example.com' })
    expect(Router.state(t.ctx).view).toBe('EmailVerifyDevice')
    expect(await approveDevice(t.ctx, { email: 'bo@example.com' })).toEqual({
      status: 'APPROVED',
    })
    expect(frame.calls.device).toBe(1)
    expect(Router.state(t.ctx).view).toBe('EmailVerifyOtp')
    expect(Router.state(t.ctx).history.at(-1)).toBe('EmailVerifyOtp')
    expect(Connection.state(t.ctx).status).toBe('connecting')
    expect(await verifyEmailCode(t.ctx, { code: ' 123456 ' })).toEqual({ status: 'CONNECTED' })
    expect(frame.calls.otp).toEqual(['123456'])
    expect(Connection.state(t.ctx).status).toBe('connected')
    // Not embedded: the modal closes once connected.
    expect(Modal.state(t.ctx).open).toBe(false)
  })

  it('a wrong code keeps the login on the code view, still connecting', async () => {
    const frame = embeddedFrame(['VERIFY_OTP'])
    const t = await coreWithFrame(frame)
    await requestEmailCode(t.ctx, { email: 'ada@example.com' })
    await expect(verifyEmailCode(t.ctx, { code: '000000' })).rejects.toThrow(
      'The code is wrong or no longer valid. Ask for a new one.',
    )
    await expect(verifyEmailCode(t.ctx, { code: '12345' })).rejects.toMatchObject({
      code: 'INVALID_CODE',
    })
    expect(Router.state(t.ctx).view).toBe('EmailVerifyOtp')
    expect(Connection.state(t.ctx).status).toBe('connecting')
    await verifyEmailCode(t.ctx, { code: '654321' })
    expect(Chain.isConnected(t.ctx)).toBe(true)
  })

  it('in embedded mode the connected login shows Account', async () => {
    const frame = embeddedFrame(['VERIFY_OTP'])
    const t = await coreWithFrame(frame, { enableEmbedded: true })
    await requestEmailCode(t.ctx, { email: 'ada@example.com' })
    await verifyEmailCode(t.ctx, { code: '123456' })
    expect(Router.state(t.ctx).view).toBe('Account')
    expect(Router.state(t.ctx).history).toEqual(['Account'])
  })
})

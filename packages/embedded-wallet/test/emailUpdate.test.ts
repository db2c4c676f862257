import { describe, expect, it } from 'vitest'
import { embeddedProvider } from '../src/connector/embeddedProvider'
import type { AppMessageName } from '../src/protocol/messages'
import { fakeBridge, memoryStorage } from './fakeBridge'

function setUp(answers: Partial<Record<AppMessageName, unknown>>) {
  const storage = memoryStorage()
  storage.map.set('@latchkey/embedded/connected', 'true')
  storage.map.set('@latchkey/embedded/email', 'old@example.com')
  const { bridge, asked } = fakeBridge(answers)
  const provider = embeddedProvider({
    frameUrl: 'https://frame.test',
    storage,
    loadBridge: async () => bridge,
  })
  return { provider, map: storage.map, asked }
}

describe('e-mail update through the frame (SPEC §4, §7)', () => {
  it('sends the new address, then each code, and remembers the new address', async () => {
    const t = setUp({
      UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' },
      UPDATE_EMAIL_SECONDARY_OTP: { email: 'new@example.com' },
    })
    expect(await t.provider.updateEmail('new@example.com')).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    await t.provider.updateEmailPrimaryOtp('111111')
    await t.provider.updateEmailSecondaryOtp('222222')
    expect(t.asked).toEqual([
      { name: 'UPDATE_EMAIL', payload: { email: 'new@example.com' } },
      { name: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: '111111' } },
      { name: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: '222222' } },
    ])
    expect(t.map.get('@latchkey/embedded/email')).toBe('new@example.com')
  })

  it("a refused code keeps the old address and passes the frame's text on", async () => {
    const t = setUp({ UPDATE_EMAIL_SECONDARY_OTP: new Error('The code is wrong') })
    await expect(t.provider.updateEmailSecondaryOtp('222222')).rejects.toThrow('The code is wrong')
    expect(t.map.get('@latchkey/embedded/email')).toBe('old@example.com')
  })
})

describe('a sign-out the frame could not do (SPEC §4, §8)', () => {
  it('rejects and forgets nothing, so the login stays as it is', async () => {
    const t = setUp({ IS_CONNECTED: { isConnected: true }, SIGN_OUT: new Error('Failed to fetch') })
    await t.provider.request({ method: 'eth_accounts' })
    await expect(t.provider.signOut()).rejects.toThrow('Failed to fetch')
    expect(t.map.get('@latchkey/embedded/connected')).toBe('true')
    expect(t.map.get('@latchkey/embedded/email')).toBe('old@example.com')
  })
})

import { describe, expect, it, vi } from 'vitest'
import type { FrameBridge } from '../src/bridge/createFrameBridge'
import { embeddedProvider } from '../src/connector/embeddedProvider'
import type { AppMessageName } from '../src/protocol/messages'

function setUp(answers: Partial<Record<AppMessageName, unknown>>) {
  const map = new Map<string, string>([
    ['@latchkey/embedded/connected', 'true'],
    ['@latchkey/embedded/email', 'old@example.com'],
  ])
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
  const asked: { name: AppMessageName; payload: unknown }[] = []
  const bridge = {
    load: async () => {},
    usePendingRequests: vi.fn(),
    request: vi.fn(async (name: AppMessageName, payload?: unknown) => {
      asked.push({ name, payload })
      const answer = answers[name]
      if (answer instanceof Error) throw answer
      return answer ?? {}
    }),
  } as unknown as FrameBridge
  const provider = embeddedProvider({
    frameUrl: 'https://frame.test',
    storage,
    loadBridge: async () => bridge,
  })
  return { provider, map, asked }
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

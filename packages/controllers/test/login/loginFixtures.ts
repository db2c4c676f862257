import { createTestCore, type TestCore } from '@latchkey/test-fakes'
import type { EmailLoginAction } from '../../src/embedded/EmbeddedHost'

/**
 * The embedded wallet's login half as the actions call it (the frame's side, SPEC §7): each
 * e-mail is answered with the next of `answers`; the test core's own AUTH wallet connects.
 */
export function embeddedFrame(answers: (EmailLoginAction | Error)[] = []) {
  const calls = { email: [] as string[], otp: [] as string[], device: 0, social: [] as string[] }
  const wait = { device: undefined as (() => void) | undefined }
  const provider = {
    bindHost() {},
    reload() {},
    exportSecret: async () => {},
    socialLogins: () => [] as const,
    connectEmail: async (email: string) => {
      calls.email.push(email)
      const next = answers.shift() ?? 'VERIFY_OTP'
      if (next instanceof Error) throw next
      return { action: next }
    },
    connectDevice: async () => {
      calls.device++
    },
    connectOtp: async (otp: string) => {
      calls.otp.push(otp)
      if (otp === '000000')
        throw new Error('The code is wrong or no longer valid. Ask for a new one.')
    },
    getSocialRedirectUri: async (social: string) => `https://oauth.test/${social}?state=1`,
    waitForSocialResult: async (popup: Window) => {
      calls.social.push(popup.location.href)
      return 'https://frame.test/result?code=abc&state=1'
    },
    connectSocial: async () => ({ userName: 'ada' }),
    farcasterUri: async () => ({ url: 'https://farcaster.test/~/siwf?channelToken=abc' }),
    connectFarcaster: async () => ({ userName: 'alice' }),
    updateEmail: async () => ({ action: 'VERIFY_PRIMARY_OTP' as const }),
    updateEmailPrimaryOtp: async (_otp: string) => {},
    updateEmailSecondaryOtp: async (_otp: string) => {},
  }
  return { provider, calls, wait }
}

export type EmbeddedFrame = ReturnType<typeof embeddedFrame>

/** A core whose AUTH wallet is served by `frame`, its modal open on Connect. */
export async function coreWithFrame(
  frame: EmbeddedFrame,
  options: Parameters<typeof createTestCore>[0] = {},
): Promise<TestCore> {
  const t = createTestCore({ wallets: { authWallet: { provider: frame.provider } }, ...options })
  await t.core.open()
  return t
}

/** A window.open stand-in: the popup a click opens, closed by the test or the code. */
export function fakePopup() {
  return {
    closed: false,
    location: { href: '' },
    close() {
      this.closed = true
    },
  }
}

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PROJECT_ID, testFrame } from '../../../test/helpers'
import { setFrameLocale } from '../i18n/frameText'
import { frameApi } from './frameApi'

// Issue 35: the frame sends the locale the host asked (SYNC_LOCALE) with the login request, and
// the server writes the mail in it: the real frame API against the real server.
type Frame = Awaited<ReturnType<typeof testFrame>>
let t: Frame

beforeAll(async () => {
  t = await testFrame()
  vi.stubGlobal('fetch', (path: string, init?: RequestInit) => t.frame.app.request(path, init))
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await setFrameLocale('en')
  await t.frame.close()
})

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size
    },
  }
}

describe('the frame’s login request', () => {
  it('carries the host’s locale, asked just before: the code mail is in it', async () => {
    const api = frameApi(PROJECT_ID, memoryStorage())
    // Not awaited, as the host's SYNC_LOCALE is not: the login waits for the table itself.
    void setFrameLocale('fr')
    expect(await api.startLogin('fr1@example.com')).toEqual({ action: 'VERIFY_OTP' })
    expect((await t.lastMail('fr1@example.com')).subject).toMatch(
      /^Votre code de connexion Latchkey : \d{6}$/,
    )
  })

  it('a tag the frame does not know: English', async () => {
    const api = frameApi(PROJECT_ID, memoryStorage())
    await setFrameLocale('xx-YY')
    await api.startLogin('xx1@example.com')
    expect((await t.lastMail('xx1@example.com')).subject).toMatch(
      /^Your Latchkey login code: \d{6}$/,
    )
  })
})

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { frameApi } from '../src/frame/host/frameApi'
import { memoryVaultStorage } from '../src/frame/keys/memoryVaultStorage'
import { knownDevice } from '../src/frame/knownDevice'
import { PROJECT_ID, testFrame } from './helpers'

// Issue 32 from the frame's side: its own API client and known-device module, against the real
// frame server (in memory), the way the frame page runs them.
type Frame = Awaited<ReturnType<typeof testFrame>>
let t: Frame

beforeAll(async () => {
  t = await testFrame()
  // The frame page calls its own origin: here, the app itself.
  vi.stubGlobal('fetch', (path: string, init?: RequestInit) => t.frame.app.request(path, init))
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await t.frame.close()
})

/** localStorage of one browser profile. */
function profileStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key)
    },
    setItem: (key, value) => {
      items.set(key, value)
    },
  }
}

function profile() {
  const vault = memoryVaultStorage()
  const api = frameApi(PROJECT_ID, profileStorage())
  return { api, vault, device: knownDevice(api, vault, () => t.clock.now) }
}

async function codeLogin(p: ReturnType<typeof profile>, email: string) {
  expect(await p.api.startLogin(email)).toEqual({ action: 'VERIFY_OTP' })
  await p.device.verifyOtp(email, t.codeIn((await t.lastMail(email)).text))
  t.clock.now += 30_000
}

describe("the frame's known-device login (issue 32)", () => {
  it('logs in with a code once, then without one; the key stays non-extractable', async () => {
    const p = profile()
    expect(await p.device.login('fd1@example.com')).toBe(false)
    await codeLogin(p, 'fd1@example.com')
    const stored = p.vault.entries.get('known-device:fd1@example.com') as {
      id: string
      privateKey: CryptoKey
    }
    expect(stored.privateKey.extractable).toBe(false)
    expect(stored.privateKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-256' })
    expect(Object.keys(stored).sort()).toEqual(['expiresAt', 'id', 'privateKey'])

    const mails = (await t.frame.services.mailbox?.list('fd1@example.com'))?.length
    p.api.forgetSession()
    expect(await p.device.login('fd1@example.com')).toBe(true)
    expect((await p.api.session()).email).toBe('fd1@example.com')
    expect((await t.frame.services.mailbox?.list('fd1@example.com'))?.length).toBe(mails)
    // Another address on this profile is not known.
    expect(await p.device.login('fd1other@example.com')).toBe(false)
  })

  it('falls back to the code once the device was forgotten, and drops its key', async () => {
    const p = profile()
    await codeLogin(p, 'fd2@example.com')
    const forgot = await t.call('/v1/auth/known-device/forget', {
      json: {},
      token: await sessionToken(p),
    })
    expect(forgot.status).toBe(200)
    p.api.forgetSession()
    expect(await p.device.login('fd2@example.com')).toBe(false)
    expect(p.vault.entries.has('known-device:fd2@example.com')).toBe(false)
    expect(p.api.hasSession()).toBe(false)
  })

  it('falls back to the code after the 30 days, without asking the server', async () => {
    const p = profile()
    await codeLogin(p, 'fd3@example.com')
    p.api.forgetSession()
    t.clock.now += 30 * 24 * 3_600_000
    const fetches = vi.fn(t.frame.app.request)
    vi.stubGlobal('fetch', fetches)
    try {
      expect(await p.device.login('fd3@example.com')).toBe(false)
    } finally {
      vi.stubGlobal('fetch', (path: string, init?: RequestInit) => t.frame.app.request(path, init))
    }
    expect(fetches).not.toHaveBeenCalled()
    expect(p.vault.entries.has('known-device:fd3@example.com')).toBe(false)
  })

  it('another profile with a copy of the key id but not the key is refused', async () => {
    const a = profile()
    await codeLogin(a, 'fd4@example.com')
    const b = profile()
    const stolen = a.vault.entries.get('known-device:fd4@example.com') as { id: string }
    const own = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
    ])
    await b.vault.put('known-device:fd4@example.com', {
      id: stolen.id,
      privateKey: own.privateKey,
      expiresAt: t.clock.now + 60_000,
    })
    // Its device id differs, and so does its key: no session.
    expect(await b.device.login('fd4@example.com')).toBe(false)
    expect(b.api.hasSession()).toBe(false)
  })
})

/** The session token the profile's frame keeps (what the frame page sends as Bearer). */
async function sessionToken(p: ReturnType<typeof profile>): Promise<string> {
  let token = ''
  const spy = vi.fn((path: string, init?: RequestInit) => {
    token = new Headers(init?.headers).get('authorization')?.slice(7) ?? ''
    return t.frame.app.request(path, init)
  })
  vi.stubGlobal('fetch', spy)
  try {
    await p.api.session()
  } finally {
    vi.stubGlobal('fetch', (path: string, init?: RequestInit) => t.frame.app.request(path, init))
  }
  return token
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_ORIGIN, DEVICE_A, DEVICE_B, PROJECT_ID, testFrame } from './helpers'

type Frame = Awaited<ReturnType<typeof testFrame>>
let t: Frame

beforeAll(async () => {
  t = await testFrame()
})
afterAll(() => t.frame.close())

const login = (email: string, deviceId = DEVICE_A, ip?: string) =>
  t.call('/v1/auth/email', {
    json: { email, deviceId, projectId: PROJECT_ID },
    ...(ip ? { ip } : {}),
  })
const otp = (email: string, code: string, deviceId = DEVICE_A) =>
  t.call('/v1/auth/otp', { json: { email, otp: code, deviceId, projectId: PROJECT_ID } })

/** Logs in fresh: the code from the mailbox, then the session. */
async function signIn(email: string) {
  expect((await login(email)).body).toEqual({ action: 'VERIFY_OTP' })
  const code = t.codeIn((await t.lastMail(email)).text)
  const answer = await otp(email, code)
  expect(answer.status).toBe(200)
  return answer.body.token as string
}

describe('one-time codes (SPEC §4 embedded login, §5, §9)', () => {
  it('issues a six-digit code by mail and opens a session with it', async () => {
    const token = await signIn('ada@example.com')
    const session = await t.call('/v1/auth/session', { token })
    expect(session.body.email).toBe('ada@example.com')
  })

  it('refuses a code asked again within 30 s, with the seconds left (§8 text)', async () => {
    await login('bob@example.com')
    t.clock.now += 12_000
    const again = await login('bob@example.com')
    expect(again.status).toBe(429)
    expect(again.body.error.message).toBe('Please try again after 18 seconds')
    t.clock.now += 18_000
    expect((await login('bob@example.com')).status).toBe(200)
  })

  it('a code works once', async () => {
    await login('cy@example.com')
    const code = t.codeIn((await t.lastMail('cy@example.com')).text)
    expect((await otp('cy@example.com', code)).status).toBe(200)
    const reuse = await otp('cy@example.com', code)
    expect(reuse.status).toBe(400)
    expect(reuse.body.error.code).toBe('INVALID_CODE')
  })

  it('a code expires after ten minutes', async () => {
    await login('dee@example.com')
    const code = t.codeIn((await t.lastMail('dee@example.com')).text)
    t.clock.now += 10 * 60_000
    expect((await otp('dee@example.com', code)).body.error.code).toBe('INVALID_CODE')
  })

  it('a wrong code is refused, and five wrong guesses void the right one', async () => {
    await login('eve@example.com')
    const code = t.codeIn((await t.lastMail('eve@example.com')).text)
    const wrong = code === '000000' ? '000001' : '000000'
    for (let i = 0; i < 5; i++) expect((await otp('eve@example.com', wrong)).status).toBe(400)
    expect((await otp('eve@example.com', code)).body.error.code).toBe('INVALID_CODE')
  })

  it('limits codes per e-mail and per IP in an hour', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login('flo@example.com', DEVICE_A, '198.51.100.9')).status).toBe(200)
      t.clock.now += 31_000
    }
    const eleventh = await login('flo@example.com', DEVICE_A, '198.51.100.9')
    expect(eleventh.status).toBe(429)
    expect(eleventh.body.error.code).toBe('RATE_LIMITED')

    // 30 codes from one IP, to different addresses, then no more from it.
    for (let i = 0; i < 30; i++)
      expect((await login(`ip${i}@example.com`, DEVICE_A, '198.51.100.77')).status).toBe(200)
    const fromIp = await login('another@example.com', DEVICE_A, '198.51.100.77')
    expect(fromIp.body.error.code).toBe('RATE_LIMITED')
    expect((await login('another@example.com', DEVICE_A, '198.51.100.78')).status).toBe(200)
    t.clock.now += 3_600_000
  })

  it('validates every input and changes nothing on bad input', async () => {
    const bad = [
      { email: 'not-an-email', deviceId: DEVICE_A, projectId: PROJECT_ID },
      { email: 'ok@example.com', deviceId: 'short', projectId: PROJECT_ID },
      { email: 'ok@example.com', deviceId: DEVICE_A, projectId: 'bad id!' },
      { email: 'ok@example.com', deviceId: DEVICE_A, projectId: PROJECT_ID, extra: 1 },
    ]
    for (const json of bad) expect((await t.call('/v1/auth/email', { json })).status).toBe(400)
    const unknown = await login('ok@example.com').then(() =>
      t.call('/v1/auth/email', {
        json: { email: 'gil@example.com', deviceId: DEVICE_A, projectId: 'nope' },
      }),
    )
    expect(unknown.status).toBe(403)
    expect(await t.frame.services.mailbox?.list('gil@example.com')).toEqual([])
    expect((await otp('ok@example.com', '12345')).status).toBe(400)
    // A form post (no JSON content type) is refused: no cross-site simple request gets through.
    const form = await t.frame.app.request('/v1/auth/email', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ email: 'x@example.com', deviceId: DEVICE_A, projectId: PROJECT_ID }),
    })
    expect(form.status).toBe(415)
  })
})

describe('device verification (SPEC §4)', () => {
  it('a known account on a new device approves it by mail first, then gets a code', async () => {
    await signIn('hal@example.com')
    t.clock.now += 31_000
    expect((await login('hal@example.com', DEVICE_B)).body).toEqual({ action: 'VERIFY_DEVICE' })
    expect(
      (await t.call('/v1/auth/device', { json: { email: 'hal@example.com', deviceId: DEVICE_B } }))
        .body,
    ).toEqual({ approved: false })
    // No code for the unapproved device, even one a code was mailed for on the approved one.
    const link = /http:\/\/frame\.test(\S+)/.exec((await t.lastMail('hal@example.com')).text)?.[1]
    expect(link).toMatch(/^\/v1\/auth\/device\/approve\?/)
    expect((await otp('hal@example.com', '123456', DEVICE_B)).body.error.code).toBe(
      'DEVICE_NOT_VERIFIED',
    )
    // A forged token does nothing.
    const forged = (link as string).replace(/token=[^&]+/, `token=${'x'.repeat(32)}`)
    expect((await t.call(forged)).status).toBe(400)
    expect((await t.call(link as string)).status).toBe(200)
    expect((await t.call(link as string)).status).toBe(400)
    expect(
      (await t.call('/v1/auth/device', { json: { email: 'hal@example.com', deviceId: DEVICE_B } }))
        .body,
    ).toEqual({ approved: true })
    const code = t.codeIn((await t.lastMail('hal@example.com')).text)
    expect((await otp('hal@example.com', code, DEVICE_B)).status).toBe(200)
  })
})

describe('sessions (jose) and the Session Expired path (§8)', () => {
  it('expires after its lifetime, and sign-out voids it at once', async () => {
    const token = await signIn('ivy@example.com')
    // No wallet yet: an answer of null, not an error the frame's console would show.
    const none = await t.call('/v1/keys', { token })
    expect([none.status, none.body]).toEqual([200, null])
    t.clock.now += 7 * 24 * 3600_000
    const expired = await t.call('/v1/auth/session', { token })
    expect(expired.status).toBe(401)
    expect(expired.body.error.code).toBe('SESSION_EXPIRED')
    expect((await t.call('/v1/keys', { token })).status).toBe(401)

    t.clock.now += 31_000
    const fresh = await signIn('ivy@example.com')
    expect((await t.call('/v1/auth/sign-out', { token: fresh, json: {} })).status).toBe(200)
    expect((await t.call('/v1/auth/session', { token: fresh })).status).toBe(401)
  })

  it('refuses a tampered or foreign token', async () => {
    t.clock.now += 31_000
    const token = await signIn('jo@example.com')
    const [head, payload, sig] = token.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'ada@example.com' })).toString(
      'base64url',
    )
    expect((await t.call('/v1/auth/session', { token: `${head}.${forged}.${sig}` })).status).toBe(
      401,
    )
    expect((await t.call('/v1/auth/session', { token: 'nonsense' })).status).toBe(401)
    expect((await t.call('/v1/auth/session')).status).toBe(401)
  })
})

describe('key shares: released to the account session only', () => {
  const blob = {
    kdf: 'PBKDF2-SHA256',
    iterations: 600_000,
    salt: 'c2FsdA',
    iv: 'aXY',
    ciphertext: 'Y3Q',
  }
  it('stores once and returns only to the owner', async () => {
    t.clock.now += 31_000
    const owner = await signIn('kim@example.com')
    const keys = { address: `0x${'ab'.repeat(20)}`, authShare: 'AQID', recoveryBlob: blob }
    expect((await t.call('/v1/keys', { token: owner, json: keys })).status).toBe(201)
    expect((await t.call('/v1/keys', { token: owner, json: keys })).status).toBe(409)
    expect((await t.call('/v1/keys', { token: owner })).body).toEqual(keys)
    expect((await t.call('/v1/keys', { json: keys })).status).toBe(401)
    t.clock.now += 31_000
    const other = await signIn('lee@example.com')
    expect((await t.call('/v1/keys', { token: other })).body).toBeNull()
    const badBlob = { ...keys, recoveryBlob: { ...blob, iterations: 10 } }
    expect((await t.call('/v1/keys', { token: other, json: badBlob })).status).toBe(400)
  })
})

describe('the frame page (SPEC §7)', () => {
  it('is served to the project origins only, under a strict CSP of its own', async () => {
    const page = await t.frame.app.request(
      `/frame?projectId=${PROJECT_ID}&chainId=eip155:1&version=4&enableLogger=false`,
    )
    expect(page.status).toBe(200)
    const csp = page.headers.get('content-security-policy') as string
    expect(csp).toContain(`frame-ancestors ${APP_ORIGIN} http://localhost:*`)
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    const html = await page.text()
    expect(html).not.toMatch(/<script>(?!<)/)
    expect(html).toContain('src="/frame.js"')

    const unknown = await t.frame.app.request('/frame?projectId=nope&chainId=1&version=4')
    expect(unknown.status).toBe(403)
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(
      (await t.frame.app.request(`/frame?projectId=${PROJECT_ID}&chainId=1&version=3`)).status,
    ).toBe(400)
    // Nothing else may be embedded anywhere.
    expect(
      (await t.frame.app.request('/mailbox')).headers.get('content-security-policy'),
    ).toContain("frame-ancestors 'none'")
  })
})

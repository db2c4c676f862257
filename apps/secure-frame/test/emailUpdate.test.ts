import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVICE_A, PROJECT_ID, testFrame } from './helpers'

type Frame = Awaited<ReturnType<typeof testFrame>>
let t: Frame

beforeAll(async () => {
  t = await testFrame()
})
afterAll(() => t.frame.close())

async function signIn(email: string) {
  await t.call('/v1/auth/email', { json: { email, deviceId: DEVICE_A, projectId: PROJECT_ID } })
  const code = t.codeIn((await t.lastMail(email)).text)
  const answer = await t.call('/v1/auth/otp', {
    json: { email, otp: code, deviceId: DEVICE_A, projectId: PROJECT_ID },
  })
  expect(answer.status).toBe(200)
  return answer.body.token as string
}
const start = (token: string | undefined, email: string) =>
  t.call('/v1/auth/email-update', { json: { email }, ...(token ? { token } : {}) })
const primary = (token: string, email: string, otp: string) =>
  t.call('/v1/auth/email-update/primary', { json: { email, otp }, token })
const secondary = (token: string, email: string, otp: string) =>
  t.call('/v1/auth/email-update/secondary', { json: { email, otp }, token })
const code = async (to: string) => t.codeIn((await t.lastMail(to)).text)

describe('e-mail update (SPEC §4, §5, §7)', () => {
  it('moves the account with a code to the old address, then one to the new', async () => {
    const token = await signIn('old1@example.com')
    expect((await start(token, 'New1@Example.com')).body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const mail = await t.lastMail('old1@example.com')
    expect(mail.text).toContain('new1@example.com')
    const first = await primary(token, 'new1@example.com', t.codeIn(mail.text))
    expect(first.body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const done = await secondary(token, 'new1@example.com', await code('new1@example.com'))
    expect(done.status).toBe(200)
    expect(done.body.email).toBe('new1@example.com')
    // The old token is void; the new one names the new address.
    expect((await t.call('/v1/auth/session', { token })).status).toBe(401)
    const session = await t.call('/v1/auth/session', { token: done.body.token })
    expect(session.body.email).toBe('new1@example.com')
    // This device stays approved under the new address: a login goes straight to a code.
    t.clock.now += 30_000
    const login = await t.call('/v1/auth/email', {
      json: { email: 'new1@example.com', deviceId: DEVICE_A, projectId: PROJECT_ID },
    })
    expect(login.body).toEqual({ action: 'VERIFY_OTP' })
  })

  it('needs a signed-in session at every step', async () => {
    expect((await start(undefined, 'x@example.com')).status).toBe(401)
    const bad = await t.call('/v1/auth/email-update/primary', {
      json: { email: 'x@example.com', otp: '123456' },
      token: 'nope',
    })
    expect(bad.status).toBe(401)
    expect(bad.body.error.code).toBe('SESSION_EXPIRED')
  })

  it('refuses an invalid address (§5) and an address another wallet has', async () => {
    const token = await signIn('old2@example.com')
    expect((await start(token, 'not-an-email')).status).toBe(400)
    await signIn('taken2@example.com')
    const taken = await start(token, 'taken2@example.com')
    expect(taken.status).toBe(409)
    expect(taken.body.error.message).toBe('This e-mail address is already used by another wallet.')
  })

  it('refuses a wrong primary code, a reused one and an expired one', async () => {
    const token = await signIn('old3@example.com')
    await start(token, 'new3@example.com')
    const right = await code('old3@example.com')
    const wrong = right === '000000' ? '111111' : '000000'
    expect((await primary(token, 'new3@example.com', wrong)).body.error.code).toBe('INVALID_CODE')
    // Bound to the new address it was asked for.
    expect((await primary(token, 'other3@example.com', right)).status).toBe(400)
    expect((await primary(token, 'new3@example.com', right)).status).toBe(200)
    expect((await primary(token, 'new3@example.com', right)).body.error.code).toBe('INVALID_CODE')
    // The secondary code expires after ten minutes.
    const second = await code('new3@example.com')
    t.clock.now += 10 * 60_000
    const late = await secondary(token, 'new3@example.com', second)
    expect(late.body.error.code).toBe('INVALID_CODE')
  })

  it('refuses a second primary code within 30 s, with the seconds left (§8)', async () => {
    const token = await signIn('old4@example.com')
    expect((await start(token, 'new4@example.com')).status).toBe(200)
    t.clock.now += 10_000
    const again = await start(token, 'new4@example.com')
    expect(again.status).toBe(429)
    expect(again.body.error.message).toBe('Please try again after 20 seconds')
    t.clock.now += 20_000
    expect((await start(token, 'new4@example.com')).status).toBe(200)
  })

  it('a secondary code is refused once the address was taken meanwhile', async () => {
    const token = await signIn('old5@example.com')
    await start(token, 'new5@example.com')
    await primary(token, 'new5@example.com', await code('old5@example.com'))
    const second = await code('new5@example.com')
    t.clock.now += 30_000
    await signIn('new5@example.com')
    const refused = await secondary(token, 'new5@example.com', second)
    expect(refused.status).toBe(409)
    const session = await t.call('/v1/auth/session', { token })
    expect(session.body.email).toBe('old5@example.com')
  })
})

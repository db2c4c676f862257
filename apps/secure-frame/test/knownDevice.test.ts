import { webcrypto } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { knownDeviceMessage } from '../src/auth/knownDeviceMessage'
import { resolveFrameConfig } from '../src/config/FrameConfig'
import { DEVICE_A, DEVICE_B, PROJECT_ID, testFrame } from './helpers'

// Issue 32: a device that logged in with a code logs in again without one, by signing the
// server's challenge with its own key, for 30 days; revoked by forgetting it, by signing out
// everywhere and by an e-mail update; anything else falls back to the code.
type Frame = Awaited<ReturnType<typeof testFrame>>
let t: Frame

beforeAll(async () => {
  t = await testFrame()
})
afterAll(() => t.frame.close())

const DAY_MS = 24 * 3_600_000
const { subtle } = webcrypto

/** A device key as the frame makes one: ECDSA P-256, the private half not extractable. */
async function deviceKey() {
  const keys = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ])
  const { kty, crv, x, y } = await subtle.exportKey('jwk', keys.publicKey)
  return { keys, publicKey: { kty, crv, x, y } }
}
type DeviceKey = Awaited<ReturnType<typeof deviceKey>>

/** A code login of `email` on `deviceId` that registers `key`; answers the otp route's body. */
async function codeLogin(email: string, key: DeviceKey | undefined, deviceId = DEVICE_A) {
  const started = await t.call('/v1/auth/email', {
    json: { email, deviceId, projectId: PROJECT_ID },
  })
  expect(started.body).toEqual({ action: 'VERIFY_OTP' })
  const otp = t.codeIn((await t.lastMail(email)).text)
  const answer = await t.call('/v1/auth/otp', {
    json: {
      email,
      otp,
      deviceId,
      projectId: PROJECT_ID,
      ...(key ? { devicePublicKey: key.publicKey } : {}),
    },
  })
  expect(answer.status).toBe(200)
  t.clock.now += 30_000
  return answer.body
}

const challenge = (email: string, keyId: string, deviceId = DEVICE_A) =>
  t.call('/v1/auth/known-device/challenge', {
    json: { email, deviceId, projectId: PROJECT_ID, keyId },
  })

async function sign(key: DeviceKey, fields: Parameters<typeof knownDeviceMessage>[0]) {
  const signature = await subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    key.keys.privateKey,
    new TextEncoder().encode(knownDeviceMessage(fields)),
  )
  return Buffer.from(signature).toString('base64url')
}

const login = (body: Record<string, unknown>) =>
  t.call('/v1/auth/known-device/login', { json: { projectId: PROJECT_ID, ...body } })

/** The whole known-device login as the frame does it: a challenge, signed, sent back. */
async function deviceLogin(email: string, keyId: string, key: DeviceKey, deviceId = DEVICE_A) {
  const asked = await challenge(email, keyId, deviceId)
  if (asked.status !== 200) return asked
  const fields = { keyId, email, deviceId, challenge: asked.body.challenge }
  return login({ ...fields, signature: await sign(key, fields) })
}

const mailCount = async (email: string) => (await t.frame.services.mailbox?.list(email))?.length

describe('known devices (issue 32)', () => {
  it('trusts a device for 30 days by default', () => {
    expect(resolveFrameConfig({}).knownDeviceTrustMs).toBe(2_592_000_000)
    expect(resolveFrameConfig({ knownDeviceTrustMs: 60_000 }).knownDeviceTrustMs).toBe(60_000)
  })

  it('signs this exact text', () => {
    expect(
      knownDeviceMessage({ keyId: 'k', email: 'a@example.com', deviceId: 'd', challenge: 'c' }),
    ).toBe('Latchkey known device login v1\nkey: k\nemail: a@example.com\ndevice: d\nchallenge: c')
  })

  it('a code login registers the device; the next login signs a challenge and needs no code', async () => {
    const key = await deviceKey()
    const start = t.clock.now
    const first = await codeLogin('kd1@example.com', key)
    expect(first.knownDevice).toEqual({ id: expect.any(String), expiresAt: start + 30 * DAY_MS })
    expect(first.knownDevice.id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const mails = await mailCount('kd1@example.com')

    const again = await deviceLogin('kd1@example.com', first.knownDevice.id, key)
    expect(again.status).toBe(200)
    const session = await t.call('/v1/auth/session', { token: again.body.token })
    expect(session.body).toMatchObject({ email: 'kd1@example.com' })
    // The same account, and no code was mailed.
    const firstSession = await t.call('/v1/auth/session', { token: first.token })
    expect(session.body.accountId).toBe(firstSession.body.accountId)
    expect(await mailCount('kd1@example.com')).toBe(mails)
  })

  it('a code login without a device key leaves the device unknown', async () => {
    const answer = await codeLogin('kd2@example.com', undefined)
    expect(answer.knownDevice).toBeUndefined()
    const [row] = await t.frame.services.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM frame_known_devices WHERE email = 'kd2@example.com'",
    )
    expect(row?.n).toBe(0)
  })

  it('ends the trust 30 days after the code, however often the device logged in since', async () => {
    const key = await deviceKey()
    const start = t.clock.now
    const { knownDevice } = await codeLogin('kd3@example.com', key)
    t.clock.now = start + 29 * DAY_MS
    expect((await deviceLogin('kd3@example.com', knownDevice.id, key)).status).toBe(200)
    t.clock.now = start + 30 * DAY_MS - 1
    expect((await deviceLogin('kd3@example.com', knownDevice.id, key)).status).toBe(200)
    t.clock.now = start + 30 * DAY_MS
    const expired = await challenge('kd3@example.com', knownDevice.id)
    expect(expired).toMatchObject({ status: 401, body: { error: { code: 'DEVICE_NOT_KNOWN' } } })
    // The device falls back to the code.
    const fallback = await t.call('/v1/auth/email', {
      json: { email: 'kd3@example.com', deviceId: DEVICE_A, projectId: PROJECT_ID },
    })
    expect(fallback.body).toEqual({ action: 'VERIFY_OTP' })
  })

  it('refuses a signature by another key, and a challenge once tried', async () => {
    const key = await deviceKey()
    const other = await deviceKey()
    const { knownDevice } = await codeLogin('kd4@example.com', key)
    const asked = await challenge('kd4@example.com', knownDevice.id)
    const fields = {
      keyId: knownDevice.id,
      email: 'kd4@example.com',
      deviceId: DEVICE_A,
      challenge: asked.body.challenge,
    }
    const forged = await login({ ...fields, signature: await sign(other, fields) })
    expect(forged).toMatchObject({ status: 401, body: { error: { code: 'INVALID_SIGNATURE' } } })
    // That try spent the challenge: the right signature over it is refused now.
    const late = await login({ ...fields, signature: await sign(key, fields) })
    expect(late).toMatchObject({ status: 401, body: { error: { code: 'INVALID_SIGNATURE' } } })

    // A right login, then the same signed challenge replayed.
    const next = await challenge('kd4@example.com', knownDevice.id)
    const signed = { ...fields, challenge: next.body.challenge }
    const body = { ...signed, signature: await sign(key, signed) }
    expect((await login(body)).status).toBe(200)
    expect(await login(body)).toMatchObject({
      status: 401,
      body: { error: { code: 'INVALID_SIGNATURE' } },
    })
  })

  it('refuses a signature over other fields, a challenge of another key and an old challenge', async () => {
    const key = await deviceKey()
    const { knownDevice } = await codeLogin('kd5@example.com', key)
    const asked = await challenge('kd5@example.com', knownDevice.id)
    const fields = {
      keyId: knownDevice.id,
      email: 'kd5@example.com',
      deviceId: DEVICE_A,
      challenge: asked.body.challenge,
    }
    // Signed for another device id than the one sent.
    const wrongDevice = await sign(key, { ...fields, deviceId: DEVICE_B })
    expect((await login({ ...fields, signature: wrongDevice })).status).toBe(401)

    // A challenge issued for one key is no good for another.
    const otherKey = await deviceKey()
    const other = await codeLogin('kd5b@example.com', otherKey)
    const theirs = await challenge('kd5b@example.com', other.knownDevice.id)
    const swapped = { ...fields, challenge: theirs.body.challenge }
    expect((await login({ ...swapped, signature: await sign(key, swapped) })).status).toBe(401)

    // A challenge lives one minute.
    const old = await challenge('kd5@example.com', knownDevice.id)
    t.clock.now += 60_000
    const stale = { ...fields, challenge: old.body.challenge }
    expect((await login({ ...stale, signature: await sign(key, stale) })).status).toBe(401)
  })

  it('knows the device for its own e-mail and device id only', async () => {
    const key = await deviceKey()
    const { knownDevice } = await codeLogin('kd6@example.com', key)
    await codeLogin('kd6b@example.com', undefined)
    for (const attempt of [
      await challenge('kd6b@example.com', knownDevice.id),
      await challenge('kd6@example.com', knownDevice.id, DEVICE_B),
      await challenge('kd6@example.com', 'A'.repeat(22)),
    ])
      expect(attempt).toMatchObject({ status: 401, body: { error: { code: 'DEVICE_NOT_KNOWN' } } })
  })

  it('"forget this device" revokes it; the next code login makes it known again', async () => {
    const key = await deviceKey()
    const { knownDevice, token } = await codeLogin('kd7@example.com', key)
    const forgot = await t.call('/v1/auth/known-device/forget', { json: {}, token })
    expect(forgot).toMatchObject({ status: 200, body: { forgotten: true } })
    const refused = await challenge('kd7@example.com', knownDevice.id)
    expect(refused).toMatchObject({ status: 401, body: { error: { code: 'DEVICE_NOT_KNOWN' } } })
    // Forgetting needs the session.
    expect((await t.call('/v1/auth/known-device/forget', { json: {} })).status).toBe(401)

    const fresh = await deviceKey()
    const again = await codeLogin('kd7@example.com', fresh)
    expect(again.knownDevice.id).not.toBe(knownDevice.id)
    expect((await deviceLogin('kd7@example.com', again.knownDevice.id, fresh)).status).toBe(200)
  })

  it('a new code login of the device replaces its key', async () => {
    const first = await deviceKey()
    const second = await deviceKey()
    const a = await codeLogin('kd8@example.com', first)
    const b = await codeLogin('kd8@example.com', second)
    expect((await challenge('kd8@example.com', a.knownDevice.id)).status).toBe(401)
    expect((await deviceLogin('kd8@example.com', b.knownDevice.id, second)).status).toBe(200)
  })

  it('signing out everywhere ends every session and every known device of the account', async () => {
    const keyA = await deviceKey()
    const keyB = await deviceKey()
    const onA = await codeLogin('kd9@example.com', keyA)
    // Device B is approved by its mail link first (a known account on a new device).
    const started = await t.call('/v1/auth/email', {
      json: { email: 'kd9@example.com', deviceId: DEVICE_B, projectId: PROJECT_ID },
    })
    expect(started.body).toEqual({ action: 'VERIFY_DEVICE' })
    const link = /(http\S+)/.exec((await t.lastMail('kd9@example.com')).text)?.[1] as string
    const approved = await t.frame.app.request(link.replace('http://frame.test', ''))
    expect(approved.status).toBe(200)
    const otp = t.codeIn((await t.lastMail('kd9@example.com')).text)
    const onB = await t.call('/v1/auth/otp', {
      json: {
        email: 'kd9@example.com',
        otp,
        deviceId: DEVICE_B,
        projectId: PROJECT_ID,
        devicePublicKey: keyB.publicKey,
      },
    })
    expect(onB.status).toBe(200)
    t.clock.now += 1

    const out = await t.call('/v1/auth/sign-out-everywhere', { json: {}, token: onA.token })
    expect(out).toMatchObject({ status: 200, body: { signedOut: true } })
    for (const token of [onA.token, onB.body.token])
      expect((await t.call('/v1/auth/session', { token })).status).toBe(401)
    expect((await challenge('kd9@example.com', onA.knownDevice.id)).status).toBe(401)
    expect((await challenge('kd9@example.com', onB.body.knownDevice.id, DEVICE_B)).status).toBe(401)
    // A session begun afterwards is good.
    t.clock.now += 30_000
    const later = await codeLogin('kd9@example.com', keyA)
    expect((await t.call('/v1/auth/session', { token: later.token })).status).toBe(200)
  })

  it('an e-mail update revokes the known devices of the account', async () => {
    const key = await deviceKey()
    const { knownDevice, token } = await codeLogin('kd10@example.com', key)
    await t.call('/v1/auth/email-update', { json: { email: 'kd10new@example.com' }, token })
    const primary = t.codeIn((await t.lastMail('kd10@example.com')).text)
    await t.call('/v1/auth/email-update/primary', {
      json: { email: 'kd10new@example.com', otp: primary },
      token,
    })
    const secondary = t.codeIn((await t.lastMail('kd10new@example.com')).text)
    const done = await t.call('/v1/auth/email-update/secondary', {
      json: { email: 'kd10new@example.com', otp: secondary },
      token,
    })
    expect(done.status).toBe(200)
    for (const email of ['kd10@example.com', 'kd10new@example.com'])
      expect(await challenge(email, knownDevice.id)).toMatchObject({
        status: 401,
        body: { error: { code: 'DEVICE_NOT_KNOWN' } },
      })
  })

  it('refuses malformed input with a 400 and keeps nothing', async () => {
    const key = await deviceKey()
    const count = async () =>
      (
        await t.frame.services.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM frame_known_devices',
        )
      )[0]?.n
    const before = await count()
    await t.call('/v1/auth/email', {
      json: { email: 'kd11@example.com', deviceId: DEVICE_A, projectId: PROJECT_ID },
    })
    const otp = t.codeIn((await t.lastMail('kd11@example.com')).text)
    const base = { email: 'kd11@example.com', otp, deviceId: DEVICE_A, projectId: PROJECT_ID }
    const offCurve = { ...key.publicKey, y: key.publicKey.x }
    for (const devicePublicKey of [
      offCurve,
      { ...key.publicKey, crv: 'P-384' },
      { ...key.publicKey, d: key.publicKey.x },
      { ...key.publicKey, x: 'short' },
      'not a key',
    ]) {
      const answer = await t.call('/v1/auth/otp', { json: { ...base, devicePublicKey } })
      expect(answer).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } })
    }
    expect(await count()).toBe(before)
    for (const body of [
      { email: 'kd11@example.com', deviceId: DEVICE_A, keyId: 'short' },
      { email: 'kd11@example.com', deviceId: DEVICE_A, keyId: 'A'.repeat(22), extra: 1 },
      {
        email: 'kd11@example.com',
        deviceId: DEVICE_A,
        keyId: 'A'.repeat(22),
        challenge: 'A'.repeat(43),
        signature: 'A'.repeat(85),
      },
    ]) {
      const path =
        'signature' in body ? '/v1/auth/known-device/login' : '/v1/auth/known-device/challenge'
      const answer = await t.call(path, { json: { projectId: PROJECT_ID, ...body } })
      expect(answer.status).toBe(400)
    }
    const unknownProject = await t.call('/v1/auth/known-device/challenge', {
      json: {
        email: 'kd11@example.com',
        deviceId: DEVICE_A,
        keyId: 'A'.repeat(22),
        projectId: 'nope',
      },
    })
    expect(unknownProject.status).toBe(403)
  })
})

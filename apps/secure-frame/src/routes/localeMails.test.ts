import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVICE_A, DEVICE_B, PROJECT_ID, testFrame } from '../../test/helpers'

// Issue 35: the mails and the pages a visitor reads from the server speak the modal's locale,
// which the frame sends with the request that mails them; anything else is English.
type Frame = Awaited<ReturnType<typeof testFrame>>
let t: Frame

beforeAll(async () => {
  t = await testFrame()
})
afterAll(() => t.frame.close())

const login = (email: string, locale?: unknown, deviceId = DEVICE_A) =>
  t.call('/v1/auth/email', {
    json: { email, deviceId, projectId: PROJECT_ID, ...(locale === undefined ? {} : { locale }) },
  })
const otp = (email: string, code: string, deviceId = DEVICE_A) =>
  t.call('/v1/auth/otp', { json: { email, otp: code, deviceId, projectId: PROJECT_ID } })
const mailsTo = async (email: string) => (await t.frame.services.mailbox?.list(email)) ?? []
const page = (path: string, acceptLanguage?: string) =>
  t.frame.app.request(path, {
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  })

describe('the login mail, in the locale the frame sent', () => {
  it('German: the subject and the body in German, the code intact and working', async () => {
    expect((await login('de1@example.com', 'de')).body).toEqual({ action: 'VERIFY_OTP' })
    const mail = await t.lastMail('de1@example.com')
    const code = /^Dein Latchkey-Anmeldecode: (\d{6})$/.exec(mail.subject)?.[1] as string
    expect(code).toMatch(/^\d{6}$/)
    expect(mail.text).toBe(
      `Dein Anmeldecode ist ${code}. Er gilt einmal, 10 Minuten lang.\n\nWenn du ihn nicht angefordert hast, ignoriere diese Mail: Ohne den Code kann sich niemand anmelden.`,
    )
    expect((await otp('de1@example.com', code)).status).toBe(200)
  })

  it('any letter case of a tag of ours', async () => {
    await login('zh1@example.com', 'ZH-hant')
    expect((await t.lastMail('zh1@example.com')).subject).toMatch(/^你的 Latchkey 登入代碼：\d{6}$/)
  })

  it('an unknown or hostile locale, or none: English, the value sent nowhere', async () => {
    const sent = ['xx', 'de-DE', '<script>alert(1)</script>', 'de\r\nBcc: x@example.com', '']
    for (const [i, locale] of [...sent, undefined].entries()) {
      const email = `en${i}@example.com`
      expect((await login(email, locale)).status).toBe(200)
      const mail = await t.lastMail(email)
      expect(mail.subject).toMatch(/^Your Latchkey login code: \d{6}$/)
      expect(mail.text).toMatch(/^Your login code is \d{6}\. It works once, for 10 minutes\./)
      expect(mail.text).not.toContain('script')
      expect(mail.text).not.toContain('Bcc')
    }
  })

  it('a locale that is no string, or too long, is a 400 and mails nothing', async () => {
    for (const locale of [7, ['de'], { de: 1 }, null, true, 'd'.repeat(101)]) {
      const answer = await login('bad1@example.com', locale)
      expect(answer.status, JSON.stringify(locale)).toBe(400)
      expect(answer.body.error.code).toBe('INVALID_REQUEST')
    }
    expect(await mailsTo('bad1@example.com')).toEqual([])
  })
})

describe('the new-device mail and its page', () => {
  it('Arabic: the mail, the link’s page (lang, dir) and the code mail it sends', async () => {
    const email = 'ar1@example.com'
    await login(email, 'ar')
    expect((await otp(email, t.codeIn((await t.lastMail(email)).text))).status).toBe(200)
    t.clock.now += 31_000
    expect((await login(email, 'ar', DEVICE_B)).body).toEqual({ action: 'VERIFY_DEVICE' })
    const mail = await t.lastMail(email)
    expect(mail.subject).toBe('وافق على جهاز جديد لمحفظة Latchkey')
    const link = /\n\n(http:\/\/frame\.test\S+)\n\n/.exec(mail.text)?.[1] as string
    expect(link).toMatch(/^http:\/\/frame\.test\/v1\/auth\/device\/approve\?.*&lang=ar$/)
    const opened = await page(link.replace('http://frame.test', ''))
    expect(opened.status).toBe(200)
    const html = await opened.text()
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain('<h1>تمت الموافقة على الجهاز</h1>')
    expect(html).toContain('<p>عد إلى التطبيق: رمز تسجيل الدخول في الطريق.</p>')
    const codeMail = await t.lastMail(email)
    const code = /^رمز تسجيل الدخول إلى Latchkey: (\d{6})$/.exec(codeMail.subject)?.[1] as string
    expect(codeMail.text).toContain(code)
    expect((await otp(email, code, DEVICE_B)).status).toBe(200)

    // Spent: the same link again says so in Arabic, with its 4xx.
    const again = await page(link.replace('http://frame.test', ''))
    expect(again.status).toBe(400)
    const spent = await again.text()
    expect(spent).toContain('<html lang="ar" dir="rtl">')
    expect(spent).toContain('<h1>لم يعد هذا الرابط صالحًا</h1>')
    expect(spent).toContain('<p>ابدأ تسجيل الدخول من جديد في التطبيق لتحصل على رابط جديد.</p>')
  })

  it('English mails carry no lang; a link whose lang was changed falls back to English', async () => {
    const email = 'en-device@example.com'
    await login(email)
    expect((await otp(email, t.codeIn((await t.lastMail(email)).text))).status).toBe(200)
    t.clock.now += 31_000
    await login(email, undefined, DEVICE_B)
    const link = /(\/v1\/auth\/device\/approve\S+)/.exec((await t.lastMail(email)).text)?.[1]
    expect(link).not.toContain('lang=')
    const opened = await page(`${link}&lang=${encodeURIComponent('"><script>')}`)
    expect(opened.status).toBe(200)
    const html = await opened.text()
    expect(html).toContain('<html lang="en" dir="ltr">')
    expect(html).toContain('<h1>Device approved</h1>')
    expect(html).not.toContain('<script>')
    expect((await t.lastMail(email)).subject).toMatch(/^Your Latchkey login code: \d{6}$/)
  })
})

describe('the e-mail update mails', () => {
  it('Japanese: both codes’ mails, the codes intact', async () => {
    await login('ja1@example.com', 'ja')
    const signedIn = await otp(
      'ja1@example.com',
      t.codeIn((await t.lastMail('ja1@example.com')).text),
    )
    const token = signedIn.body.token as string
    const start = await t.call('/v1/auth/email-update', {
      json: { email: 'ja2@example.com', locale: 'ja' },
      token,
    })
    expect(start.body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const first = await t.lastMail('ja1@example.com')
    const firstCode = /^Latchkey のメールアドレス変更を確認: (\d{6})$/.exec(first.subject)?.[1]
    expect(first.text).toContain('ja2@example.com')
    expect(first.text).toContain(`コードは ${firstCode} です`)
    const primary = await t.call('/v1/auth/email-update/primary', {
      json: { email: 'ja2@example.com', otp: firstCode, locale: 'ja' },
      token,
    })
    expect(primary.body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const second = await t.lastMail('ja2@example.com')
    const secondCode = /^新しい Latchkey メールアドレスを確認: (\d{6})$/.exec(second.subject)?.[1]
    const done = await t.call('/v1/auth/email-update/secondary', {
      json: { email: 'ja2@example.com', otp: secondCode },
      token,
    })
    expect(done.status).toBe(200)
    const bad = await t.call('/v1/auth/email-update', {
      json: { email: 'x@example.com', locale: 1 },
      token: done.body.token,
    })
    expect(bad.status).toBe(400)
  })
})

describe('the social login callback page', () => {
  it('speaks the browser’s language (Accept-Language), Hebrew right to left', async () => {
    const answer = await page(`/v1/auth/social/callback?state=${'a'.repeat(43)}`, 'he-IL,he;q=0.9')
    expect(answer.status).toBe(400)
    const html = await answer.text()
    expect(html).toContain('<html lang="he" dir="rtl">')
    expect(html).toContain('<h1>הכניסה הזו כבר לא תקפה</h1>')
    const english = await page(`/v1/auth/social/callback?state=x`, 'xx, "><b>')
    expect(await english.text()).toContain(
      '<html lang="en" dir="ltr"><head><meta charset="utf-8"><title>This login is no longer valid</title>',
    )
  })
})

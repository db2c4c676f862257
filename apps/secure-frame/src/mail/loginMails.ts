import { serverText } from '../i18n/server/serverText'
import type { Mail } from './Mailer'

/**
 * The one-time code mail (SPEC §4 one-time code verification), in `locale` (a tag localeTagOf
 * gave; English by default). The code's digits are the mail's only number.
 */
export const otpMail = (to: string, code: string, minutes: number, locale = 'en'): Mail => ({
  to,
  language: locale,
  subject: serverText(locale, 'otp.subject', { code }),
  text: serverText(locale, 'otp.body', { code, minutes }),
})

/** The new-device mail (SPEC §4 device verification): a link that approves this device only. */
export const deviceMail = (to: string, link: string, locale = 'en'): Mail => ({
  to,
  language: locale,
  subject: serverText(locale, 'device.subject'),
  text: serverText(locale, 'device.body', { link }),
})

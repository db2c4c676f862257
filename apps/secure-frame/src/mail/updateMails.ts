import { serverText } from '../i18n/server/serverText'
import type { Mail } from './Mailer'

/** SPEC §4 e-mail update, primary code: to the current address, naming the new one. */
export const updateOldMail = (
  to: string,
  newEmail: string,
  code: string,
  minutes: number,
  locale = 'en',
): Mail => ({
  to,
  language: locale,
  subject: serverText(locale, 'updateOld.subject', { code }),
  text: serverText(locale, 'updateOld.body', { email: newEmail, code, minutes }),
})

/** SPEC §4 e-mail update, secondary code: to the new address. */
export const updateNewMail = (to: string, code: string, minutes: number, locale = 'en'): Mail => ({
  to,
  language: locale,
  subject: serverText(locale, 'updateNew.subject', { code }),
  text: serverText(locale, 'updateNew.body', { code, minutes }),
})

import type { Mail } from './Mailer'

/** The one-time code mail (SPEC §4 one-time code verification). */
export const otpMail = (to: string, code: string, minutes: number): Mail => ({
  to,
  subject: `Your Latchkey login code: ${code}`,
  text: `Your login code is ${code}. It works once, for ${minutes} minutes.\n\nIf you did not ask for it, ignore this mail: nobody can log in without the code.`,
})

/** The new-device mail (SPEC §4 device verification): a link that approves this device only. */
export const deviceMail = (to: string, link: string): Mail => ({
  to,
  subject: 'Approve a new device for your Latchkey wallet',
  text: `Someone is logging into your wallet from a new device. If it is you, open this link to approve it:\n\n${link}\n\nThen go back to the app: a login code will follow. If it was not you, ignore this mail.`,
})

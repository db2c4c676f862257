/**
 * The secure frame server's own texts a visitor reads: the login and e-mail update mails and the
 * top-level pages (a mail link, a login callback). English; the other locales in ./locales. The
 * frame's screens have their own tables (src/frame/i18n): these never ship in the frame's bundle.
 * Subjects end with the code, so that a mail client's preview shows it.
 */
export const en = {
  'otp.subject': 'Your Latchkey login code: {code}',
  'otp.body':
    'Your login code is {code}. It works once, for {minutes} minutes.\n\nIf you did not ask for it, ignore this mail: nobody can log in without the code.',
  'device.subject': 'Approve a new device for your Latchkey wallet',
  'device.body':
    'Someone is logging into your wallet from a new device. If it is you, open this link to approve it:\n\n{link}\n\nThen go back to the app: a login code will follow. If it was not you, ignore this mail.',
  'updateOld.subject': 'Confirm your Latchkey e-mail change: {code}',
  'updateOld.body':
    "Someone asked to move your wallet's e-mail address to {email}. If it is you, the code is {code}. It works once, for {minutes} minutes.\n\nIf it was not you, ignore this mail: nothing changes without the code.",
  'updateNew.subject': 'Confirm your new Latchkey e-mail: {code}',
  'updateNew.body':
    "Your code to make this address your wallet's e-mail is {code}. It works once, for {minutes} minutes.\n\nIf you did not ask for it, ignore this mail.",
  'page.deviceApproved': 'Device approved',
  'page.deviceApprovedBody': 'Go back to the app: your login code is on its way.',
  'page.linkInvalid': 'This link is no longer valid',
  'page.linkInvalidBody': 'Start the login again in the app to get a new link.',
  'page.loginInvalid': 'This login is no longer valid',
  'page.loginInvalidBody': 'Close this window and start again.',
  'page.loggingIn': 'Logging in',
  'page.loggingInBody': 'Finishing the login… you can close this window if it stays open.',
} as const

export type ServerTextKey = keyof typeof en
export type ServerTable = Readonly<Record<ServerTextKey, string>>

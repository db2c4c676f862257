import type { Mail } from './Mailer'

/** SPEC §4 e-mail update, primary code: to the current address, naming the new one. */
export const updateOldMail = (
  to: string,
  newEmail: string,
  code: string,
  minutes: number,
): Mail => ({
  to,
  subject: `Confirm your Latchkey e-mail change: ${code}`,
  text: `Someone asked to move your wallet's e-mail address to ${newEmail}. If it is you, the code is ${code}. It works once, for ${minutes} minutes.\n\nIf it was not you, ignore this mail: nothing changes without the code.`,
})

/** SPEC §4 e-mail update, secondary code: to the new address. */
export const updateNewMail = (to: string, code: string, minutes: number): Mail => ({
  to,
  subject: `Confirm your new Latchkey e-mail: ${code}`,
  text: `Your code to make this address your wallet's e-mail is ${code}. It works once, for ${minutes} minutes.\n\nIf you did not ask for it, ignore this mail.`,
})

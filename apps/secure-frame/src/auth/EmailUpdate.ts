import type { Database } from '@latchkey/provider'
import { FrameError } from '../http/FrameError'
import type { Mailer } from '../mail/Mailer'
import { updateNewMail, updateOldMail } from '../mail/updateMails'
import type { CodeStore } from './CodeStore'
import type { KnownDevices } from './KnownDevices'
import type { Session, Sessions } from './Sessions'

/** SPEC §7 update-email answers: which code the visitor types next. */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

type SignedIn = Session & { jti: string }

export const emailTaken = () =>
  new FrameError(409, 'CONFLICT', 'This e-mail address is already used by another wallet.')

/**
 * SPEC §4 e-mail update of a signed-in account: a primary code to the current address (bound to
 * the new one), then a secondary code to the new address (bound to the account). The second code
 * is only ever sent after the first was right, so holding it proves both mailboxes.
 */
export class EmailUpdate {
  constructor(
    private readonly db: Database,
    private readonly codes: CodeStore,
    private readonly sessions: Sessions,
    private readonly mailer: Mailer,
    private readonly codeTtlMs: number,
    private readonly knownDevices: KnownDevices,
  ) {}

  /** `locale`: a tag localeTagOf gave, the language of the mail (English by default). */
  async start(
    session: SignedIn,
    newEmail: string,
    ip: string,
    locale = 'en',
  ): Promise<EmailUpdateAction> {
    await this.refuseTaken(session, newEmail)
    const code = await this.codes.issue(session.email, ip, 'update-old', { bound: newEmail })
    await this.mailer.send(updateOldMail(session.email, newEmail, code, this.minutes(), locale))
    return 'VERIFY_PRIMARY_OTP'
  }

  async verifyPrimary(
    session: SignedIn,
    newEmail: string,
    otp: string,
    ip: string,
    locale = 'en',
  ): Promise<EmailUpdateAction> {
    await this.refuseTaken(session, newEmail)
    await this.codes.consume(session.email, 'update-old', otp, newEmail)
    const code = await this.codes.issue(newEmail, ip, 'update-new', {
      bound: session.accountId,
    })
    await this.mailer.send(updateNewMail(newEmail, code, this.minutes(), locale))
    return 'VERIFY_SECONDARY_OTP'
  }

  /**
   * The right secondary code moves the account (and its approved devices) to the new address. The
   * known devices of the old one are revoked: each logs in to the new address with a code first.
   */
  async verifySecondary(
    session: SignedIn,
    newEmail: string,
    otp: string,
  ): Promise<{ token: string; expiresAt: number; email: string }> {
    await this.refuseTaken(session, newEmail)
    await this.codes.consume(newEmail, 'update-new', otp, session.accountId)
    try {
      await this.db.transaction(async (tx) => {
        await tx.query('UPDATE frame_accounts SET email = $2 WHERE id = $1', [
          session.accountId,
          newEmail,
        ])
        await tx.query('UPDATE frame_devices SET email = $2 WHERE email = $1', [
          session.email,
          newEmail,
        ])
        await this.knownDevices.forgetAll(session.accountId, tx)
      })
    } catch (error) {
      // Taken between the check and the update (the column is unique).
      if (/unique|duplicate/i.test(String((error as Error).message))) throw emailTaken()
      throw error
    }
    // The old token names the old address: it is voided and a session for the new one replaces it.
    await this.sessions.revoke(session.jti, session.expiresAt)
    const next = await this.sessions.issue({
      accountId: session.accountId,
      email: newEmail,
      projectId: session.projectId,
      deviceId: session.deviceId,
    })
    return { ...next, email: newEmail }
  }

  private async refuseTaken(session: SignedIn, newEmail: string) {
    if (newEmail === session.email)
      throw new FrameError(400, 'INVALID_REQUEST', 'This is already the wallet’s e-mail address.')
    const rows = await this.db.query('SELECT 1 FROM frame_accounts WHERE email = $1', [newEmail])
    if (rows.length > 0) throw emailTaken()
  }

  private minutes = () => Math.round(this.codeTtlMs / 60_000)
}

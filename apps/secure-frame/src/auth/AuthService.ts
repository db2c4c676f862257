import { randomUUID } from 'node:crypto'
import type { Database } from '@latchkey/provider'
import { FrameError } from '../http/FrameError'
import { deviceMail, otpMail } from '../mail/loginMails'
import type { Mailer } from '../mail/Mailer'
import type { CodeStore } from './CodeStore'
import type { DevicePublicKey, KnownDevices } from './KnownDevices'
import type { Sessions } from './Sessions'

/** SPEC §7 connect-email answer: what the visitor does next (CONNECT: a known device's login). */
export type EmailAction = 'VERIFY_DEVICE' | 'VERIFY_OTP'

/** A known device's signed challenge (issue 32). */
export interface KnownDeviceLogin {
  email: string
  deviceId: string
  projectId: string
  keyId: string
  challenge: string
  signature: Uint8Array
}

export interface LoginRequest {
  email: string
  deviceId: string
  projectId: string
  ip: string
  /** The locale of its mails: a tag localeTagOf gave (English when absent). */
  locale?: string
}

/** SPEC §4 embedded login flow: e-mail, then device approval or a code, then a session. */
export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly codes: CodeStore,
    private readonly sessions: Sessions,
    private readonly mailer: Mailer,
    private readonly deviceLink: (email: string, deviceId: string, token: string) => string,
    private readonly codeTtlMs: number,
    private readonly now: () => number,
    readonly knownDevices: KnownDevices,
  ) {}

  /** A known account on an unknown device approves the device first; anyone else gets a code. */
  async startLogin(request: LoginRequest): Promise<EmailAction> {
    const known = await this.accountId(request.email)
    const locale = request.locale ?? 'en'
    if (known && !(await this.deviceApproved(request.email, request.deviceId))) {
      const token = await this.codes.issue(request.email, request.ip, 'device', {
        bound: request.deviceId,
      })
      // The link carries the locale: its page, and the code mail it sends, speak it too.
      const link = this.deviceLink(request.email, request.deviceId, token)
      await this.mailer.send(
        deviceMail(request.email, locale === 'en' ? link : `${link}&lang=${locale}`, locale),
      )
      return 'VERIFY_DEVICE'
    }
    await this.sendOtp(request.email, request.ip, false, locale)
    return 'VERIFY_OTP'
  }

  /** The link of the device mail: approves the device and sends the login code. */
  async approveDevice(
    email: string,
    deviceId: string,
    token: string,
    ip: string,
    locale = 'en',
  ): Promise<void> {
    await this.codes.consume(email, 'device', token, deviceId)
    await this.db.query(
      `INSERT INTO frame_devices (email, device_id, approved_at_ms) VALUES ($1, $2, $3)
       ON CONFLICT (email, device_id) DO NOTHING`,
      [email, deviceId, this.now()],
    )
    // The code follows the approval the visitor just gave, so the cool-down does not hold it back.
    await this.sendOtp(email, ip, true, locale)
  }

  deviceApproved = async (email: string, deviceId: string): Promise<boolean> =>
    (
      await this.db.query('SELECT 1 FROM frame_devices WHERE email = $1 AND device_id = $2', [
        email,
        deviceId,
      ])
    ).length > 0

  /**
   * The code typed in: creates the account on first login and opens a session. With the device's
   * public key, the device is known from then on for the trust period (issue 32).
   */
  async verifyOtp(
    request: Omit<LoginRequest, 'ip'> & { otp: string; devicePublicKey?: DevicePublicKey },
  ): Promise<{
    token: string
    expiresAt: number
    isNewAccount: boolean
    knownDevice?: { id: string; expiresAt: number }
  }> {
    const known = await this.accountId(request.email)
    if (known && !(await this.deviceApproved(request.email, request.deviceId)))
      throw new FrameError(403, 'DEVICE_NOT_VERIFIED', 'Approve this device from your mail first.')
    await this.codes.consume(request.email, 'login', request.otp)
    const accountId = known ?? (await this.createAccount(request.email))
    await this.db.query(
      `INSERT INTO frame_devices (email, device_id, approved_at_ms) VALUES ($1, $2, $3)
       ON CONFLICT (email, device_id) DO NOTHING`,
      [request.email, request.deviceId, this.now()],
    )
    const session = await this.sessions.issue({
      accountId,
      email: request.email,
      projectId: request.projectId,
      deviceId: request.deviceId,
    })
    const knownDevice = request.devicePublicKey
      ? await this.knownDevices.trust(
          accountId,
          request.email,
          request.deviceId,
          request.devicePublicKey,
        )
      : undefined
    return { ...session, isNewAccount: !known, ...(knownDevice ? { knownDevice } : {}) }
  }

  /** A known device's login: its signed challenge opens a session without a code (issue 32). */
  async loginKnownDevice(request: KnownDeviceLogin): Promise<{ token: string; expiresAt: number }> {
    const accountId = await this.knownDevices.verify(request)
    return this.sessions.issue({
      accountId,
      email: request.email,
      projectId: request.projectId,
      deviceId: request.deviceId,
    })
  }

  private async sendOtp(
    email: string,
    ip: string,
    skipCoolDown = false,
    locale = 'en',
  ): Promise<void> {
    const code = await this.codes.issue(email, ip, 'login', { skipCoolDown })
    await this.mailer.send(otpMail(email, code, Math.round(this.codeTtlMs / 60_000), locale))
  }

  private async accountId(email: string): Promise<string | undefined> {
    const rows = await this.db.query<{ id: string }>(
      'SELECT id FROM frame_accounts WHERE email = $1',
      [email],
    )
    return rows[0]?.id
  }

  private async createAccount(email: string): Promise<string> {
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO frame_accounts (id, email) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
      [randomUUID(), email],
    )
    return (rows[0] as { id: string }).id
  }
}

import { randomBytes, webcrypto } from 'node:crypto'
import type { Database, Queryable } from '@latchkey/provider'
import { FrameError } from '../http/FrameError'
import { knownDeviceMessage } from './knownDeviceMessage'

/** The public half of a device key as the frame exports it (a WebCrypto JWK, ECDSA P-256). */
export interface DevicePublicKey {
  kty: 'EC'
  crv: 'P-256'
  x: string
  y: string
}

/** A challenge is signed at once by the frame: it lives one minute, and is spent by one try. */
export const DEVICE_CHALLENGE_TTL_MS = 60_000

const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const

export const deviceNotKnown = () =>
  new FrameError(
    401,
    'DEVICE_NOT_KNOWN',
    'This device is not trusted for this e-mail: ask for a code.',
  )

interface LiveKey {
  account_id: string
  public_key: DevicePublicKey
}

/**
 * Known devices (issue 32): after a code-verified login the device's public key is trusted for
 * `trustMs`; within that, the same device logs in to the same e-mail by signing a one-use
 * challenge with the private half, which stays non-extractable in the frame origin's storage. A
 * key is revoked by "forget this device", by signing out everywhere and by an e-mail update; a
 * new code login of the device replaces its key. The trust period is never extended by a device
 * login: only a code starts a new one.
 */
export class KnownDevices {
  constructor(
    private readonly db: Database,
    private readonly trustMs: number,
    private readonly now: () => number,
  ) {}

  /** After a right code: the device's new key, trusted until now + trustMs. */
  async trust(
    accountId: string,
    email: string,
    deviceId: string,
    publicKey: DevicePublicKey,
  ): Promise<{ id: string; expiresAt: number }> {
    await importDeviceKey(publicKey)
    const id = randomBytes(16).toString('base64url')
    const now = this.now()
    const expiresAt = now + this.trustMs
    await this.db.transaction(async (tx) => {
      await this.forget(accountId, deviceId, tx)
      await tx.query(
        `INSERT INTO frame_known_devices
           (id, account_id, email, device_id, public_key, created_at_ms, expires_at_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, accountId, email, deviceId, JSON.stringify(publicKey), now, expiresAt],
      )
    })
    return { id, expiresAt }
  }

  /** A fresh challenge for a live key of this e-mail and device; DEVICE_NOT_KNOWN otherwise. */
  async challenge(request: { email: string; deviceId: string; keyId: string }): Promise<string> {
    const now = this.now()
    if (!(await this.live(request, now))) throw deviceNotKnown()
    await this.db.query('DELETE FROM frame_device_challenges WHERE expires_at_ms <= $1', [now])
    const challenge = randomBytes(32).toString('base64url')
    await this.db.query(
      `INSERT INTO frame_device_challenges (challenge, device_key_id, expires_at_ms)
       VALUES ($1, $2, $3)`,
      [challenge, request.keyId, now + DEVICE_CHALLENGE_TTL_MS],
    )
    return challenge
  }

  /**
   * The signed challenge: spent by this try whatever its outcome, so a signature is never
   * accepted twice. Answers the account the device logs in to.
   */
  async verify(request: {
    email: string
    deviceId: string
    keyId: string
    challenge: string
    signature: Uint8Array
  }): Promise<string> {
    const now = this.now()
    const [spent] = await this.db.query<{ device_key_id: string; expires_at_ms: string }>(
      'DELETE FROM frame_device_challenges WHERE challenge = $1 RETURNING device_key_id, expires_at_ms',
      [request.challenge],
    )
    if (!spent || spent.device_key_id !== request.keyId || Number(spent.expires_at_ms) <= now)
      throw new FrameError(401, 'INVALID_SIGNATURE', 'The challenge is unknown, used or expired.')
    const key = await this.live(request, now)
    if (!key) throw deviceNotKnown()
    const valid =
      request.signature.length === 64 &&
      (await webcrypto.subtle.verify(
        { name: 'ECDSA', hash: 'SHA-256' },
        await importDeviceKey(key.public_key),
        request.signature,
        new TextEncoder().encode(knownDeviceMessage(request)),
      ))
    if (!valid) throw new FrameError(401, 'INVALID_SIGNATURE', 'The device signature is not valid.')
    return key.account_id
  }

  /** "Forget this device": its keys of this account are revoked. */
  async forget(accountId: string, deviceId: string, db: Queryable = this.db): Promise<void> {
    await db.query(
      `UPDATE frame_known_devices SET revoked_at_ms = $3
       WHERE account_id = $1 AND device_id = $2 AND revoked_at_ms IS NULL`,
      [accountId, deviceId, this.now()],
    )
  }

  /** Every device key of the account is revoked (sign out everywhere, an e-mail update). */
  async forgetAll(accountId: string, db: Queryable = this.db): Promise<void> {
    await db.query(
      `UPDATE frame_known_devices SET revoked_at_ms = $2
       WHERE account_id = $1 AND revoked_at_ms IS NULL`,
      [accountId, this.now()],
    )
  }

  /** The key, if unrevoked, unexpired, of this device and e-mail, and the account still has it. */
  private async live(
    request: { email: string; deviceId: string; keyId: string },
    now: number,
  ): Promise<LiveKey | undefined> {
    const [row] = await this.db.query<LiveKey>(
      `SELECT d.account_id, d.public_key FROM frame_known_devices d
       JOIN frame_accounts a ON a.id = d.account_id
       WHERE d.id = $1 AND d.email = $2 AND d.device_id = $3 AND a.email = $2
         AND d.revoked_at_ms IS NULL AND d.expires_at_ms > $4`,
      [request.keyId, request.email, request.deviceId, now],
    )
    return row
  }
}

/** The verifying key of a device; a point off the curve is the request's fault (400). */
async function importDeviceKey(jwk: DevicePublicKey): Promise<webcrypto.CryptoKey> {
  try {
    return await webcrypto.subtle.importKey(
      'jwk',
      { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y },
      ECDSA,
      false,
      ['verify'],
    )
  } catch {
    throw new FrameError(400, 'INVALID_REQUEST', 'The device key is not a P-256 public key.')
  }
}

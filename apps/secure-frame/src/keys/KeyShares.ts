import type { Queryable } from '@latchkey/provider'
import { FrameError } from '../http/FrameError'

/** The recovery share sealed in the frame by the visitor's recovery password (never readable here). */
export interface RecoveryBlob {
  kdf: 'PBKDF2-SHA256'
  iterations: number
  salt: string
  iv: string
  ciphertext: string
}

export interface StoredKeys {
  address: string
  authShare: string
  recoveryBlob: RecoveryBlob
}

/**
 * The server's part of a wallet: the auth share (released only to the account's session) and the
 * sealed recovery share. Neither alone, nor both without the recovery password, can sign.
 */
export class KeyShares {
  constructor(private readonly db: Queryable) {}

  async get(accountId: string): Promise<StoredKeys | undefined> {
    const rows = await this.db.query<{
      address: string
      auth_share: string
      recovery_blob: RecoveryBlob
    }>('SELECT address, auth_share, recovery_blob FROM frame_keys WHERE account_id = $1', [
      accountId,
    ])
    const row = rows[0]
    return row
      ? { address: row.address, authShare: row.auth_share, recoveryBlob: row.recovery_blob }
      : undefined
  }

  /** Stored once per account: a second wallet would orphan the first one's address. */
  async create(accountId: string, keys: StoredKeys): Promise<void> {
    const rows = await this.db.query(
      `INSERT INTO frame_keys (account_id, address, auth_share, recovery_blob)
       VALUES ($1, $2, $3, $4) ON CONFLICT (account_id) DO NOTHING RETURNING account_id`,
      [accountId, keys.address, keys.authShare, JSON.stringify(keys.recoveryBlob)],
    )
    if (rows.length === 0)
      throw new FrameError(409, 'CONFLICT', 'This account already has a wallet.')
  }
}

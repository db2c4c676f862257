import { createHash, randomBytes } from 'node:crypto'
import type { SiwxMessageData, SiwxSession } from '@latchkey/core'
import type { Database } from '../db/Database'

/** A stored session as GET answers it: the signature stays with its owner. */
export interface StoredSession {
  pci: string
  data: SiwxMessageData
  message: string
}

// EIP-4361 nonces are letters and digits; 10 minutes to sign is plenty.
const NONCE_TTL_MS = 10 * 60_000

/** SPEC §7 sessions in the provider's database, per project and CAIP-10 account. */
export class SessionStore {
  constructor(private readonly db: Database) {}

  async issueNonce(projectId: string): Promise<string> {
    const nonce = randomBytes(16).toString('hex')
    await this.db.query('DELETE FROM siwx_nonces WHERE expires_at <= now()')
    await this.db.query(
      'INSERT INTO siwx_nonces (nonce, project_id, expires_at) VALUES ($1, $2, $3)',
      [nonce, projectId, new Date(Date.now() + NONCE_TTL_MS)],
    )
    return nonce
  }

  /** True once per issued, unexpired nonce of the project: the row goes with the first use. */
  async consumeNonce(projectId: string, nonce: string): Promise<boolean> {
    const rows = await this.db.query(
      'DELETE FROM siwx_nonces WHERE nonce = $1 AND project_id = $2 AND expires_at > now() RETURNING nonce',
      [nonce, projectId],
    )
    return rows.length === 1
  }

  /** Keeps a verified session; its pci (the id to revoke it by) is the hash of its text. */
  async add(projectId: string, account: string, session: SiwxSession): Promise<string> {
    const pci = createHash('sha256').update(session.message).digest('hex')
    await this.db.query(
      `INSERT INTO siwx_sessions (pci, project_id, account, data, message, signature, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (pci) DO NOTHING`,
      [
        pci,
        projectId,
        account,
        JSON.stringify(session.data),
        session.message,
        session.signature,
        session.data.expirationTime ?? null,
      ],
    )
    return pci
  }

  async list(projectId: string, account: string): Promise<StoredSession[]> {
    return this.db.query<StoredSession>(
      `SELECT pci, data, message FROM siwx_sessions
       WHERE project_id = $1 AND account = $2 AND (expires_at IS NULL OR expires_at > now())
       ORDER BY created_at`,
      [projectId, account],
    )
  }

  /** Revokes a session for whoever shows its signature; false when none matches. */
  async revoke(projectId: string, account: string, pci: string, signature: string) {
    const rows = await this.db.query(
      `DELETE FROM siwx_sessions
       WHERE project_id = $1 AND account = $2 AND pci = $3 AND signature = $4 RETURNING pci`,
      [projectId, account, pci, signature],
    )
    return rows.length === 1
  }
}

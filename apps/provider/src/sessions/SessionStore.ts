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

  /**
   * Keeps a verified session with the hash of its token; its pci (the id to revoke it by) is the
   * hash of its text. Undefined when that text is kept already. `expiresAt` is the checked
   * expirationTime (checkStorableSession), in ms.
   */
  async add(
    projectId: string,
    account: string,
    session: SiwxSession,
    expiresAt: number | undefined,
    tokenHash: string,
  ): Promise<string | undefined> {
    const pci = createHash('sha256').update(session.message).digest('hex')
    const rows = await this.db.query(
      `INSERT INTO siwx_sessions (pci, project_id, account, data, message, signature, expires_at, token_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (pci) DO NOTHING RETURNING pci`,
      [
        pci,
        projectId,
        account,
        JSON.stringify(session.data),
        session.message,
        session.signature,
        expiresAt === undefined ? null : new Date(expiresAt).toISOString(),
        tokenHash,
      ],
    )
    return rows.length === 1 ? pci : undefined
  }

  /**
   * The account's unexpired sessions, for the holder of the token of one of them; undefined
   * when no unexpired session of this account has that token.
   */
  async list(
    projectId: string,
    account: string,
    tokenHash: string,
  ): Promise<StoredSession[] | undefined> {
    const rows = await this.db.query<StoredSession & { owner: boolean }>(
      `SELECT pci, data, message, token_hash = $3 AS owner FROM siwx_sessions
       WHERE project_id = $1 AND account = $2 AND (expires_at IS NULL OR expires_at > now())
       ORDER BY created_at`,
      [projectId, account, tokenHash],
    )
    if (!rows.some((row) => row.owner)) return undefined
    return rows.map(({ pci, data, message }) => ({ pci, data, message }))
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

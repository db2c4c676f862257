import type { Queryable } from '@latchkey/provider'
import type { Mail, Mailer } from './Mailer'

export interface StoredMail extends Mail {
  id: number
  sentAt: number
}

const KEEP = 200

/** Development only: mail is kept in the database and shown at /mailbox instead of sent. */
export class DevMailbox implements Mailer {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number,
  ) {}

  async send(mail: Mail): Promise<void> {
    await this.db.query(
      'INSERT INTO frame_mailbox (recipient, subject, body, sent_at_ms) VALUES ($1, $2, $3, $4)',
      [mail.to, mail.subject, mail.text, this.now()],
    )
    await this.db.query(
      'DELETE FROM frame_mailbox WHERE id <= (SELECT max(id) FROM frame_mailbox) - $1',
      [KEEP],
    )
  }

  /** Newest first; only one recipient's when given. */
  async list(recipient?: string): Promise<StoredMail[]> {
    const rows = await this.db.query<{
      id: string
      recipient: string
      subject: string
      body: string
      sent_at_ms: string
    }>(
      `SELECT id, recipient, subject, body, sent_at_ms FROM frame_mailbox
       WHERE $1::text IS NULL OR recipient = $1 ORDER BY id DESC LIMIT 50`,
      [recipient ?? null],
    )
    return rows.map((r) => ({
      id: Number(r.id),
      to: r.recipient,
      subject: r.subject,
      text: r.body,
      sentAt: Number(r.sent_at_ms),
    }))
  }

  async close(): Promise<void> {}
}

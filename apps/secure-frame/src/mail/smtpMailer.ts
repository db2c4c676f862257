import { createTransport } from 'nodemailer'
import type { Mailer } from './Mailer'

/** Sends through the SMTP server of `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl)
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: { 'Content-Language': mail.language ?? 'en' },
      })
    },
    async close() {
      transport.close()
    },
  }
}

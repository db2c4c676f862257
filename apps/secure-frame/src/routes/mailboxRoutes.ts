import type { Hono } from 'hono'
import { escapeHtml } from '../http/escapeHtml'
import { emailInput } from '../http/inputs'
import type { DevMailbox } from '../mail/DevMailbox'

// Links in mail text (already escaped) become anchors; only http(s) ones match.
const linkify = (html: string) =>
  html.replace(/https?:\/\/[^\s<"']+/g, (url) => `<a href="${url}">${url}</a>`)

/** Development only: the mails the frame would have sent, newest first (the demo links here). */
export function mailboxRoutes(app: Hono, mailbox: DevMailbox) {
  const recipient = (value: string | undefined) => {
    const parsed = emailInput.safeParse(value)
    return parsed.success ? parsed.data : undefined
  }

  app.get('/mailbox.json', async (c) => c.json(await mailbox.list(recipient(c.req.query('to')))))

  app.get('/mailbox', async (c) => {
    const mails = await mailbox.list(recipient(c.req.query('to')))
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${new Date(m.sentAt).toISOString()}</p><pre>${linkify(escapeHtml(m.text))}</pre></article>`,
      )
      .join('')
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title></head><body><h1>Development mailbox</h1><p>Login mails of the local secure frame. Nothing here is sent anywhere.</p>${items || '<p>No mail yet.</p>'}</body></html>`,
    )
  })
}

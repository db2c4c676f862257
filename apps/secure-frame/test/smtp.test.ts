import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVICE_A, PROJECT_ID, testFrame } from './helpers'

/** A real SMTP server on a free loopback port that keeps what it receives. */
async function startSmtp() {
  const received: { from: string; to: string[]; data: string }[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let data = ''
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString()
      })
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  }
}

let smtp: Awaited<ReturnType<typeof startSmtp>>
let t: Awaited<ReturnType<typeof testFrame>>

beforeAll(async () => {
  smtp = await startSmtp()
  t = await testFrame({ smtpUrl: smtp.url, mailFrom: 'Latchkey <login@latchkey.test>' })
})
afterAll(async () => {
  await t.frame.close()
  await smtp.stop()
})

describe('SMTP delivery (SMTP_URL)', () => {
  it('sends the login code to a real SMTP server, and keeps no development mailbox', async () => {
    const answer = await t.call('/v1/auth/email', {
      json: { email: 'mia@example.com', deviceId: DEVICE_A, projectId: PROJECT_ID },
    })
    expect(answer.body).toEqual({ action: 'VERIFY_OTP' })
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received as [(typeof smtp.received)[number]]
    expect(mail.from).toBe('login@latchkey.test')
    expect(mail.to).toEqual(['mia@example.com'])
    const code = /Your Latchkey login code: (\d{6})/.exec(mail.data)?.[1] as string
    expect(code).toMatch(/^\d{6}$/)
    const session = await t.call('/v1/auth/otp', {
      json: { email: 'mia@example.com', otp: code, deviceId: DEVICE_A, projectId: PROJECT_ID },
    })
    expect(session.status).toBe(200)
    expect(t.frame.services.mailbox).toBeUndefined()
    expect((await t.call('/mailbox')).status).toBe(404)
  })
})

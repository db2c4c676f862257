#!/usr/bin/env node
// `latchkey-secure-frame`: the frame and its auth service from environment variables.
import { startSecureFrame } from './server/startSecureFrame'
import { socialsFromEnv } from './social/socialConfig'

const env = process.env
const frame = await startSecureFrame({
  host: env.HOST ?? '127.0.0.1',
  port: Number(env.PORT ?? 4500),
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}),
  ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
  ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
  ...(env.SESSION_SECRET ? { sessionSecret: env.SESSION_SECRET } : {}),
  ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
  ...(env.PROVIDER_URL ? { providerUrl: env.PROVIDER_URL } : {}),
  devProject: env.DEV_PROJECT === 'true',
  socials: socialsFromEnv(env.SOCIAL_PROVIDERS),
})
console.log(`secure frame: ${frame.url}${frame.mailboxUrl ? ` (mailbox ${frame.mailboxUrl})` : ''}`)
const stop = async () => {
  await frame.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

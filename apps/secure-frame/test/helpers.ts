import { silentLogger } from '@latchkey/provider'
import type { FrameConfigInput } from '../src/config/FrameConfig'
import { createFrameApp, type FrameApp } from '../src/server/createFrameApp'

export const PROJECT_ID = 'frame-test'
export const APP_ORIGIN = 'https://app.example.com'

/** A frame app over a fresh in-memory PGlite, on a clock the test moves. */
export async function testFrame(overrides: FrameConfigInput = {}) {
  const clock = { now: Date.UTC(2026, 10, 25, 12) }
  const frame: FrameApp = await createFrameApp(
    {
      projects: [{ id: PROJECT_ID, allowedOrigins: [APP_ORIGIN, 'http://localhost:*'] }],
      publicUrl: 'http://frame.test',
      trustProxy: true,
      ...overrides,
    },
    { logger: silentLogger, now: () => clock.now },
  )
  /** JSON in, status and JSON out; `ip` becomes X-Forwarded-For. */
  const call = async (
    path: string,
    init: { json?: unknown; token?: string; ip?: string; method?: string } = {},
  ) => {
    const headers: Record<string, string> = { 'x-forwarded-for': init.ip ?? '203.0.113.1' }
    if (init.json !== undefined) headers['content-type'] = 'application/json'
    if (init.token) headers.authorization = `Bearer ${init.token}`
    const response = await frame.app.request(path, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    })
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {}
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
    return { status: response.status, headers: response.headers, body: body as any }
  }
  /** The newest development mail to an address. */
  const lastMail = async (to: string) => {
    const [mail] = (await frame.services.mailbox?.list(to)) ?? []
    if (!mail) throw new Error(`no mail to ${to}`)
    return mail
  }
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] as string
  return { frame, clock, call, lastMail, codeIn }
}

export const DEVICE_A = 'device-aaaaaaaaaaaaaaaa'
export const DEVICE_B = 'device-bbbbbbbbbbbbbbbb'

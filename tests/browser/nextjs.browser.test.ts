// Issue 33: examples/nextjs, an App Router app built with `next build` and served with
// `next start`. The server renders the button and the hooks' disconnected state (or, from the
// session's cookies, the connected account); the browser hydrates with no warning, connects the
// dev wallet, and a reload renders and restores the same account. Nothing reaches another host.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hasChromium, launchChromium } from './chromium'
import { type NextApp, startNextApp } from './nextjsAppSupport'
import { connectDevWallet, hookText, requireChromium, screenshot } from './support'

let app: NextApp
let browser: Browser
let context: BrowserContext
let page: Page
let alice: string
/** Console messages of every kind, page errors, and requests to any host but the app's and chain's. */
const consoleLines: string[] = []
const errors: string[] = []
const foreign: string[] = []

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  app = await startNextApp('nextjs')
  alice = app.chain.accounts[0]!.address
  browser = await launchChromium()
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
  page.setDefaultTimeout(15_000)
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
  })
  const allowed = [new URL(app.url).host, new URL(app.chain.rpcUrl).host]
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && !allowed.includes(url.host)) foreign.push(url.href)
  })
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

const serverHtml = async (cookie?: string) => {
  const response = await fetch(app.url, cookie ? { headers: { cookie } } : {})
  expect(response.status).toBe(200)
  return response.text()
}

/** Console lines that React or Next print for a hydration problem, and every error line. */
const hydrationTrouble = () =>
  consoleLines.filter((line) => /hydrat|did not match|mismatch/i.test(line) || /^error:/.test(line))

describe('examples/nextjs (next build, next start)', () => {
  it('server-renders the button from a Server Component and the hooks disconnected', async () => {
    const html = await serverHtml()
    expect(html).toContain('<appkit-button></appkit-button>')
    expect(html).toContain('<appkit-network-button></appkit-network-button>')
    expect(html).toContain('<output data-testid="hook-status">disconnected</output>')
    expect(html).toContain('<output data-testid="hook-address">Not connected</output>')
    expect(app.output()).not.toMatch(/Please call createAppKit|createContext is not a function/)
  })

  it('hydrates with no warning, and connects the dev wallet through the modal', async () => {
    await page.goto(app.url)
    await page.locator('appkit-button').getByRole('button').waitFor()
    expect(await hookText(page, 'status')).toBe('disconnected')
    await connectDevWallet(page)
    expect((await hookText(page, 'address')).toLowerCase()).toBe(alice.toLowerCase())
    expect(await hookText(page, 'network')).toBe(`eip155:${app.chain.chainId}`)
    await screenshot(page, 'nextjs-connected')
    // The session is in cookies the server reads.
    const names = (await context.cookies(app.url)).map((c) => c.name)
    expect(names).toContain('latchkey.store')
    expect(hydrationTrouble()).toEqual([])
    expect(errors).toEqual([])
  })

  it('a reload: the server renders the connected account, hydration matches, the session restores', async () => {
    const response = await page.reload()
    const html = (await response?.text()) ?? ''
    expect(html).toContain('<output data-testid="hook-status">connected</output>')
    expect(html.toLowerCase()).toContain(
      `<output data-testid="hook-address">${alice.toLowerCase()}</output>`,
    )
    expect(html).toContain(
      `<output data-testid="hook-network">eip155:${app.chain.chainId}</output>`,
    )
    // The button draws the restored account; the hooks never went through 'disconnected'.
    await expect
      .poll(() => page.locator('appkit-button').getByRole('button').textContent(), {
        timeout: 20_000,
      })
      .toMatch(new RegExp(`${alice.slice(2, 6)}`, 'i'))
    expect(await hookText(page, 'status')).toBe('connected')
    expect((await hookText(page, 'address')).toLowerCase()).toBe(alice.toLowerCase())
    expect(hydrationTrouble()).toEqual([])
    expect(errors).toEqual([])
    await screenshot(page, 'nextjs-reloaded')
  })

  it('the same cookies render the same account for any request; no request left 127.0.0.1', async () => {
    const cookie = (await context.cookies(app.url)).map((c) => `${c.name}=${c.value}`).join('; ')
    const html = await serverHtml(cookie)
    expect(html.toLowerCase()).toContain(alice.toLowerCase())
    expect(foreign).toEqual([])
  })
})

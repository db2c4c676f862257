// Issue 33: examples/nextjs-wagmi, the App Router app of examples/nextjs on wagmi 3 through
// @latchkey/adapter-wagmi, wagmi's state in wagmi's cookieStorage and Latchkey's in its own. The
// server renders Latchkey's hooks and wagmi's useConnection alike (disconnected, or from the
// cookies connected); connect with the dev wallet, reload: both restored, no hydration warning.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hasChromium, launchChromium } from './chromium'
import { type NextApp, startNextApp } from './nextjsAppSupport'
import {
  appkitButton,
  decideRequest,
  devWalletRow,
  hookText,
  requireChromium,
  screenshot,
  waitForDialogClosed,
} from './support'

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
  app = await startNextApp('nextjs-wagmi')
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

describe('examples/nextjs-wagmi (wagmi 3; next build, next start)', () => {
  it('server-renders the button from a Server Component and the hooks disconnected', async () => {
    const html = await serverHtml()
    expect(html).toContain('<appkit-button></appkit-button>')
    expect(html).toContain('<appkit-network-button></appkit-network-button>')
    expect(html).toContain('<output data-testid="hook-status">disconnected</output>')
    expect(html).toContain('<output data-testid="hook-address">Not connected</output>')
    expect(html).toContain('<output data-testid="wagmi-address">Not connected</output>')
    expect(app.output()).not.toMatch(/Please call createAppKit|createContext is not a function/)
  })

  it('hydrates with no warning, and connects the dev wallet through the modal', async () => {
    await page.goto(app.url)
    await page.locator('appkit-button').getByRole('button').waitFor()
    expect(await hookText(page, 'status')).toBe('disconnected')
    // wagmi 3's injected connector asks with wallet_requestPermissions (EIP-2255).
    await appkitButton(page).click()
    await devWalletRow(page).click()
    await decideRequest(page, 'wallet_requestPermissions', 'Approve')
    await expect.poll(() => hookText(page, 'status'), { timeout: 20_000 }).toBe('connected')
    await waitForDialogClosed(page)
    expect((await hookText(page, 'address')).toLowerCase()).toBe(alice.toLowerCase())
    expect(await hookText(page, 'network')).toBe(`eip155:${app.chain.chainId}`)
    // wagmi 3's useConnection sees the connection the modal made.
    await expect
      .poll(async () => (await page.getByTestId('wagmi-address').textContent())?.toLowerCase())
      .toBe(alice.toLowerCase())
    await screenshot(page, 'nextjs-wagmi-connected')
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
    // wagmi's cookieToInitialState: the server renders wagmi's account too.
    expect(html.toLowerCase()).toContain(
      `<output data-testid="wagmi-address">${alice.toLowerCase()}</output>`,
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
    expect((await page.getByTestId('wagmi-address').textContent())?.toLowerCase()).toBe(
      alice.toLowerCase(),
    )
    await screenshot(page, 'nextjs-wagmi-reloaded')
  })

  it('the same cookies render the same account for any request; no request left 127.0.0.1', async () => {
    const cookie = (await context.cookies(app.url)).map((c) => `${c.name}=${c.value}`).join('; ')
    const html = await serverHtml(cookie)
    expect(html.toLowerCase()).toContain(alice.toLowerCase())
    expect(foreign).toEqual([])
  })
})

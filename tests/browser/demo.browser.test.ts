// Issue 4: the built demo on the local stack in Debian's Chromium. The modal opens from its
// button as a labelled modal dialog, every view of the Views panel draws (screenshots in light
// and dark), a keyboard alone can use it, axe finds nothing, and it works under a strict CSP.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ServedDir, serveDir } from '../../stack/scripts/serveDir.mjs'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import { unreachableByKeyboard } from './keyboard'
import {
  appkitButton,
  axeViolations,
  closeModal,
  connectDevWallet,
  type DemoPage,
  decideRequest,
  deepFocus,
  dialog,
  dialogTitle,
  focusedHost,
  openDemo,
  openView,
  requireChromium,
  screenshot,
  waitForDemo,
  waitForDialogClosed,
} from './support'
import { CONNECT_TITLE, DRAWN_VIEWS, NOT_AVAILABLE, type ViewCase } from './views'

let stack: DemoStack
let browser: Browser
let demoUrl: string

// Without Chromium every test fails with the reason (CI installs it; a skip would hide it).
beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack())
  demoUrl = stack.demo.url
})

afterAll(() => stopAll(browser, stack))

/** The card's computed look: width, background and how dark that background is (0..255). */
async function cardLook(page: Page) {
  return dialog(page).evaluate((card) => {
    const style = getComputedStyle(card)
    const [r = 0, g = 0, b = 0] = (style.backgroundColor.match(/\d+(\.\d+)?/g) ?? []).map(Number)
    return {
      width: style.width,
      background: style.backgroundColor,
      borderRadius: style.borderRadius,
      luminance: 0.2126 * r + 0.7152 * g + 0.0722 * b,
    }
  })
}

describe('the modal from its button', () => {
  let demo: DemoPage
  beforeAll(async () => {
    if (!browser) return
    demo = await openDemo(browser, `${demoUrl}/?theme=light`)
  })
  afterAll(() => demo?.close())

  it('opens as a modal dialog named by its title, 360px wide', async () => {
    const { page } = demo
    expect(await dialog(page).count()).toBe(0)
    await appkitButton(page).click()
    const named = page.getByRole('dialog', { name: CONNECT_TITLE, exact: true })
    await named.waitFor()
    expect(await named.getAttribute('aria-modal')).toBe('true')
    expect(await dialogTitle(page)).toBe(CONNECT_TITLE)
    const look = await cardLook(page)
    expect(look.width).toBe('360px')
    expect(look.background).not.toBe('rgba(0, 0, 0, 0)')
    await closeModal(page)
    expect(demo.errors).toEqual([])
  })

  it('follows the theme toggle of the page', async () => {
    const { page } = demo
    await page.getByRole('button', { name: 'Theme: light' }).click()
    await page.getByRole('button', { name: 'Theme: dark' }).waitFor()
    await appkitButton(page).click()
    await dialog(page).waitFor()
    const dark = await cardLook(page)
    expect(dark.luminance, dark.background).toBeLessThan(60)
    await closeModal(page)
    await page.getByRole('button', { name: 'Theme: dark' }).click()
    await appkitButton(page).click()
    await dialog(page).waitFor()
    const light = await cardLook(page)
    expect(light.luminance, light.background).toBeGreaterThan(200)
    await closeModal(page)
    expect(demo.errors).toEqual([])
  })
})

describe('in German (?locale=de)', () => {
  let demo: DemoPage
  beforeAll(async () => {
    if (!browser) return
    demo = await openDemo(browser, `${demoUrl}/?locale=de&theme=light`)
  })
  afterAll(() => demo?.close())

  it('names the dialog and its buttons in German', async () => {
    const { page } = demo
    await appkitButton(page).click()
    await page.getByRole('dialog', { name: 'Wallet verbinden', exact: true }).waitFor()
    expect(await dialog(page).getByRole('button', { name: 'Schließen' }).count()).toBe(1)
    await screenshot(page, 'Connect-light-de')
    await closeModal(page)
    expect(demo.errors).toEqual([])
  })

  it('names the <appkit-button> in German too', async () => {
    // de: 'button.connect' is 'Wallet verbinden'.
    expect(await demo.page.locator('appkit-button').getByRole('button').textContent()).toBe(
      'Wallet verbinden',
    )
  })
})

describe('keyboard only', () => {
  let demo: DemoPage
  beforeAll(async () => {
    if (!browser) return
    demo = await openDemo(browser, `${demoUrl}/?theme=light`)
  })
  afterAll(() => demo?.close())

  /** Presses `key` `times` times; every stop must be inside the dialog. Returns the stops. */
  async function walk(page: Page, key: string, times: number): Promise<string[]> {
    const stops: string[] = []
    for (let i = 0; i < times; i++) {
      await page.keyboard.press(key)
      const focus = await deepFocus(page)
      expect(focus.inDialog, `${key} #${i + 1} left the dialog: ${focus.description}`).toBe(true)
      stops.push(focus.description)
    }
    return stops
  }

  it('keeps Tab and Shift+Tab inside the dialog, closes on Escape and returns focus', async () => {
    const { page } = demo
    await appkitButton(page).focus()
    await page.keyboard.press('Enter')
    await dialog(page).waitFor()
    // The e-mail and social sections load on demand: walk the view once it is whole (the social
    // buttons come once the frame server has said which logins it offers).
    await dialog(page).getByLabel('Email address').waitFor()
    await expect
      .poll(
        () =>
          dialog(page)
            .getByRole('button', { name: /Google/ })
            .count(),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0)
    const start = await deepFocus(page)
    expect(start.inDialog, `focus after opening: ${start.description}`).toBe(true)

    // Connect has the close button, the social buttons, the wallet rows (WalletConnect first, the
    // EVM and Solana dev wallets…) and the e-mail field: 80 presses go round at least twice.
    const forward = await walk(page, 'Tab', 80)
    const cycle = new Set(forward).size
    expect(cycle, `Tab stops: ${forward.join(' → ')}`).toBeGreaterThanOrEqual(7)
    expect(forward.slice(cycle, 2 * cycle)).toEqual(forward.slice(0, cycle))
    expect(forward.some((stop) => stop.includes('Latchkey Dev Wallet'))).toBe(true)
    expect(forward.some((stop) => stop.includes('Close'))).toBe(true)

    // Shift+Tab visits the same stops in reverse order and wraps from the first to the last.
    const backward = await walk(page, 'Shift+Tab', 2 * cycle)
    const order = forward.slice(0, cycle)
    const at = (forward.length - 1) % cycle // where in the order Shift+Tab starts
    const reversed = order.map((_, i) => order[(((at - 1 - i) % cycle) + cycle) % cycle])
    expect(backward.slice(0, cycle)).toEqual(reversed)
    expect(backward.slice(cycle)).toEqual(backward.slice(0, cycle))

    await page.keyboard.press('Escape')
    await waitForDialogClosed(page)
    expect(await focusedHost(page)).toBe('appkit-button')
    expect(demo.errors).toEqual([])
  })

  it('activates the focused wallet row with Enter', async () => {
    const { page } = demo
    await appkitButton(page).focus()
    await page.keyboard.press('Enter')
    await dialog(page).waitFor()
    for (let i = 0; i < 40; i++) {
      if ((await deepFocus(page)).description.includes('Latchkey Dev Wallet')) break
      await page.keyboard.press('Tab')
    }
    expect((await deepFocus(page)).description).toContain('Latchkey Dev Wallet')
    await page.keyboard.press('Enter')

    // The row opened ConnectingExternal for the dev wallet, which now asks for the accounts.
    await expect.poll(() => dialogTitle(page)).toBe('Latchkey Dev Wallet')
    const asked = await decideRequest(page, 'eth_requestAccounts', 'Reject')
    expect(asked).toContain('Connect')
    await dialog(page).getByText('Connection declined').waitFor()
    expect((await deepFocus(page)).inDialog).toBe(true)

    await page.keyboard.press('Escape')
    await waitForDialogClosed(page)
    expect(await focusedHost(page)).toBe('appkit-button')
    expect(demo.errors).toEqual([])
  })
})

/** Opens `view` from the panel and checks its title, content, alerts, theme and axe results. */
async function checkView(
  demo: DemoPage,
  theme: 'light' | 'dark',
  view: string,
  expected: Pick<ViewCase, 'title' | 'shows' | 'expectedAlert'>,
) {
  const { page } = demo
  await closeModal(page) // a failed view before this one may have left it open
  await openView(page, view)
  try {
    await drawnAsExpected(demo, theme, view, expected)
  } finally {
    await closeModal(page)
  }
}

async function drawnAsExpected(
  demo: DemoPage,
  theme: 'light' | 'dark',
  view: string,
  expected: Pick<ViewCase, 'title' | 'shows' | 'expectedAlert'>,
) {
  const { page } = demo
  await expect
    .poll(() => page.getByTestId('hook-modal').textContent(), { timeout: 10_000 })
    .toBe(`open · ${view}`)
  const heading = dialog(page).getByRole('heading', { level: 2 }).first()
  await expect.poll(() => dialogTitle(page)).toBe(expected.title)
  const title = await dialogTitle(page)
  // The title names the dialog (aria-labelledby).
  expect(await page.getByRole('dialog', { name: title, exact: true }).count()).toBe(1)
  expect(title).not.toBe('')
  await heading.waitFor()
  // Let a lazy view load and the view animation end before looking.
  await page.waitForTimeout(300)
  await screenshot(page, `${view}-${theme}`)
  // biome-ignore lint/performance/useDomNodeTextContent: what is drawn is the point
  const text = (await dialog(page).innerText()).replace(/\s+/g, ' ')
  expect(text, `${view} draws its content`).not.toContain(NOT_AVAILABLE)
  // Case-insensitive: some labels are drawn in capitals by CSS. Waited for: a view may load
  // its content first (the WalletConnect views load the client and pair with the relay).
  if (expected.shows)
    await expect
      // biome-ignore lint/performance/useDomNodeTextContent: what is drawn is the point
      .poll(async () => (await dialog(page).innerText()).toLowerCase(), { timeout: 10_000 })
      .toContain(expected.shows.toLowerCase())
  const alerts = (await dialog(page).getByRole('alert').allInnerTexts()).map((a) => a.trim())
  expect(alerts.filter((a) => a !== '' && a !== expected.expectedAlert)).toEqual([])

  // The title is on screen: a card taller than the window must not push it out of reach.
  const box = await heading.boundingBox()
  const viewport = page.viewportSize()
  expect(box, `${view}: the title has no box`).not.toBeNull()
  // Soft: the checks below (theme, axe) still run and report.
  expect
    .soft(
      box!.y >= 0 && box!.y + box!.height <= (viewport?.height ?? 0),
      `${view}: the title is outside the ${viewport?.height}px window (top ${Math.round(box!.y)}px, card height ${Math.round((await dialog(page).boundingBox())?.height ?? 0)}px)`,
    )
    .toBe(true)

  const look = await cardLook(page)
  expect(look.width).toBe('360px')
  if (theme === 'light') expect(look.luminance, look.background).toBeGreaterThan(200)
  else expect(look.luminance, look.background).toBeLessThan(60)

  const inDialog = await axeViolations(page, 'dialog')
  expect(inDialog, `axe on the ${view} dialog (${theme}):\n${inDialog.join('\n')}`).toEqual([])
  // Every control of the view is reached by Tab alone (the order does not depend on the theme).
  if (theme === 'light')
    expect(await unreachableByKeyboard(page), `${view}: controls Tab never reaches`).toEqual([])
  // The whole page (demo and modal together) is checked too; one test per theme reports it.
  const onPage = await axeViolations(page, 'page')
  if (onPage.length) demo.pageAxe?.set(view, onPage)
  expect(demo.errors).toEqual([])
}

describe.each(['light', 'dark'] as const)('every view, %s theme', (theme) => {
  let demo: DemoPage
  beforeAll(async () => {
    if (!browser) return
    demo = await openDemo(browser, `${demoUrl}/?theme=${theme}`)
    demo.pageAxe = new Map()
  })
  afterAll(() => demo?.close())

  it('lists every view in the Views panel', async () => {
    const listed = await demo.page.getByTestId('views').getByRole('button').allInnerTexts()
    const known = DRAWN_VIEWS.map((c) => c.view)
    expect([...listed].sort()).toEqual([...known].sort())
  })

  const drawn = (state: ViewCase['state']) => DRAWN_VIEWS.filter((c) => c.state === state)

  it.each(drawn('disconnected'))('draws $view', async (c) => {
    await checkView(demo, theme, c.view, c)
  })

  it('connects the dev wallet for the account views', async () => {
    await closeModal(demo.page)
    await connectDevWallet(demo.page)
    expect(demo.errors).toEqual([])
  })

  it.each(drawn('connected'))('draws $view', async (c) => {
    await checkView(demo, theme, c.view, c)
  })

  it('has no axe violation on the whole page with any view open', () => {
    const found = [...(demo.pageAxe ?? new Map<string, string[]>())]
    // The same violation on every view is listed once, with the views it was seen on.
    const byRule = new Map<string, string[]>()
    for (const [view, lines] of found)
      for (const line of lines) byRule.set(line, [...(byRule.get(line) ?? []), view])
    const report = [...byRule].map(([line, views]) => `${line}\n    on: ${views.join(', ')}`)
    expect(report, `axe on the page (${theme}):\n${report.join('\n')}`).toEqual([])
  })
})

describe('under a strict Content-Security-Policy', () => {
  // default-src 'self' without 'unsafe-inline' or 'unsafe-eval'; the demo still has to reach the
  // provider and the chains on their own loopback ports, and show data: images.
  const CSP =
    "default-src 'self'; connect-src 'self' http://127.0.0.1:*; img-src 'self' data: http://127.0.0.1:*"
  let served: ServedDir
  let demo: DemoPage

  beforeAll(async () => {
    if (!browser) return
    served = await serveDir(new URL('../../apps/demo/dist', import.meta.url).pathname, {
      headers: { 'content-security-policy': CSP },
      json: { '/latchkey.config.json': stack.config },
    })
  })
  afterAll(async () => {
    await demo?.close()
    await served?.close()
  })

  it('renders the modal styled and reports no violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __csp: string[] }).__csp = seen
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(
          `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
        ),
      )
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console.error: ${m.text()}`)
    })
    demo = { page, context, errors, close: () => context.close() }

    const response = await page.goto(`${served.url}/?theme=light`)
    expect(response?.headers()['content-security-policy']).toBe(CSP)
    await waitForDemo(page)

    const host = await appkitButton(page).evaluate((b) => {
      const s = getComputedStyle(b)
      return { background: s.backgroundColor, radius: s.borderRadius }
    })
    expect(host.background).not.toBe('rgba(0, 0, 0, 0)')

    await appkitButton(page).click()
    await page.getByRole('dialog', { name: CONNECT_TITLE, exact: true }).waitFor()
    const look = await cardLook(page)
    expect(look.width).toBe('360px')
    expect(look.luminance, look.background).toBeGreaterThan(200)
    expect(look.borderRadius).not.toBe('0px')
    await screenshot(page, 'Connect-light-csp')

    // An on-demand view loads its chunk and draws under the same policy.
    await closeModal(page)
    await connectDevWallet(page)
    await openView(page, 'WalletSend')
    await dialog(page).getByText('Recipient address').waitFor()
    await screenshot(page, 'WalletSend-light-csp')
    await closeModal(page)

    const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)
    expect(violations).toEqual([])
    expect(errors.filter((e) => !e.includes('Content Security Policy'))).toEqual([])
    expect(errors).toEqual([])

    // The probe itself works: an inline <style> is refused and reported.
    await page.evaluate(() => {
      const style = document.createElement('style')
      style.textContent = 'body { color: red }'
      document.head.append(style)
    })
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp.join()))
      .toContain('style-src')
  })
})

// Shared pieces of the browser tests: the Chromium guard, a demo page that records its errors,
// the dev-wallet panel, axe in shadow DOM, screenshots and a JSON-RPC balance reader.
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { CHROMIUM_PATH, hasChromium } from './chromium'

/** Where every screenshot goes (git-ignored; CI keeps it as an artefact). */
export const SCREENSHOT_DIR = fileURLToPath(
  new URL('../../test-results/screenshots/', import.meta.url),
)

/** The browser tests must fail, not skip, when Chromium is missing: CI installs it. */
export function requireChromium(): void {
  if (!hasChromium()) {
    throw new Error(
      `Chromium is not at ${CHROMIUM_PATH}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH. Never run \`npx playwright install\`.`,
    )
  }
}

export interface DemoPage {
  page: Page
  context: BrowserContext
  /** Uncaught exceptions and console errors of the page, in order. */
  errors: string[]
  /** Whole-page axe violations per view, collected by the views walk. */
  pageAxe?: Map<string, string[]>
  close(): Promise<void>
}

/** Opens the demo in its own context (fresh storage) and waits until the app has drawn. */
export async function openDemo(browser: Browser, url: string): Promise<DemoPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
  })
  await page.goto(url)
  await waitForDemo(page)
  return { page, context, errors, close: () => context.close() }
}

/**
 * Runs one step; when it fails, the error also says what the visitor saw (the modal's text, the
 * connection status) and the page's errors, so a failure on CI explains itself.
 */
export async function step<T>(demo: DemoPage, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    const seen =
      (await dialog(demo.page)
        .textContent({ timeout: 1_000 })
        .catch(() => '(no modal)')) ?? ''
    const status = await hookText(demo.page, 'status').catch(() => '?')
    const detail = [
      `step "${name}" failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
      `status: ${status}`,
      `modal: ${seen.replace(/\s+/g, ' ').slice(0, 600)}`,
      ...demo.errors.slice(-10),
    ].join('\n  ')
    throw new Error(detail, { cause: error })
  }
}

/** The demo is up once its hooks panel reports a status. */
export async function waitForDemo(page: Page): Promise<void> {
  await page.getByTestId('hook-status').waitFor()
  await page.locator('appkit-button').getByRole('button').waitFor()
}

/** The `<appkit-button>` web component's own button (in its shadow root). */
export function appkitButton(page: Page): Locator {
  return page.locator('appkit-button').getByRole('button')
}

/** The modal's dialog inside `<appkit-modal>`'s shadow root. */
export function dialog(page: Page): Locator {
  return page.locator('appkit-modal').getByRole('dialog')
}

export async function dialogTitle(page: Page): Promise<string> {
  return (
    (await dialog(page).getByRole('heading', { level: 2 }).first().textContent()) ?? ''
  ).trim()
}

export async function waitForDialogClosed(page: Page): Promise<void> {
  await dialog(page).waitFor({ state: 'detached' })
}

export function hook(page: Page, key: string): Locator {
  return page.getByTestId(`hook-${key}`)
}

export async function hookText(page: Page, key: string): Promise<string> {
  return ((await hook(page, key).textContent()) ?? '').trim()
}

/** The dev wallet's pending requests, as shown in the demo's panel. */
export function devWalletRequests(page: Page): Locator {
  return page.getByTestId('dev-wallet-request')
}

/**
 * Decides the one pending dev-wallet request whose text contains `method`. The panel stands in
 * for the wallet's own window; in the demo it sits under the modal's backdrop, so the click is
 * dispatched on the button itself instead of at screen coordinates the backdrop would catch.
 */
export async function decideRequest(
  page: Page,
  method: string,
  decision: 'Approve' | 'Reject',
  requests: Locator = devWalletRequests(page),
): Promise<string> {
  const request = requests.filter({ hasText: method })
  await request.first().waitFor({ timeout: 15_000 })
  const count = await request.count()
  if (count !== 1) throw new Error(`expected one pending ${method} request, found ${count}`)
  const text = ((await request.textContent()) ?? '').trim()
  await request.getByRole('button', { name: decision, exact: true }).dispatchEvent('click')
  return text
}

/** The focused element, looking through open shadow roots; described for assertion messages. */
export async function deepFocus(page: Page): Promise<{
  inDialog: boolean
  inModalHost: boolean
  description: string
}> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    const host = document.querySelector('appkit-modal')
    const card = host?.shadowRoot?.querySelector('[role="dialog"]') ?? null
    const name =
      active?.getAttribute('aria-label') ?? (active?.textContent ?? '').trim().slice(0, 40)
    const root = active?.getRootNode()
    const hostName = root instanceof ShadowRoot ? root.host.localName : 'document'
    return {
      inDialog: !!(card && active && card.contains(active)),
      inModalHost: hostName === 'appkit-modal',
      description: active ? `<${active.localName}> "${name}" in ${hostName}` : 'nothing',
    }
  })
}

/** Which web component hosts the focused element ('document' when it is in the page itself). */
export async function focusedHost(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    const root = active?.getRootNode()
    return root instanceof ShadowRoot ? root.host.localName : (active?.localName ?? 'nothing')
  })
}

const require = createRequire(import.meta.url)
let axeSource: string | undefined

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

/**
 * Runs axe-core on `scope` ('page', or the modal's dialog through its shadow root) and returns
 * the violations as readable lines: rule id, impact, help and every failing target.
 */
export async function axeViolations(page: Page, scope: 'page' | 'dialog'): Promise<string[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.addScriptTag({ content: axeSource })
  const violations = await page.evaluate(async (where) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe
    const context = where === 'page' ? document : { include: [['appkit-modal', '[role="dialog"]']] }
    const result = await axe.run(context, { resultTypes: ['violations'] })
    return result.violations as AxeViolation[]
  }, scope)
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map(
          (n) =>
            `${JSON.stringify(n.target)}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ')}]` : ''}`,
        )
        .join('; ')}`,
  )
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, animations: 'disabled' })
}

/** One JSON-RPC call to a local chain; its result, or a throw with the chain's message. */
export async function chainRpc(
  rpcUrl: string,
  method: string,
  params: unknown[],
): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error || !('result' in body))
    throw new Error(`${method} failed: ${body.error?.message ?? 'no result'}`)
  return body.result
}

/** eth_getBalance over the chain's JSON-RPC URL, in wei. */
export async function balanceOf(rpcUrl: string, address: string): Promise<bigint> {
  return BigInt((await chainRpc(rpcUrl, 'eth_getBalance', [address, 'latest'])) as string)
}

export const ETHER = 10n ** 18n

/** The dev wallet's row in the Connect view (its name, then the 'Installed' tag). */
export function devWalletRow(page: Page): Locator {
  return dialog(page).getByRole('button', { name: /^Latchkey Dev Wallet/ })
}

/**
 * Connects the dev wallet the way a visitor does: the button, the wallet's row in Connect, then
 * Approve in the wallet's panel. Resolves once the hooks report the connection.
 */
export async function connectDevWallet(page: Page): Promise<void> {
  await appkitButton(page).click()
  await devWalletRow(page).click()
  await decideRequest(page, 'eth_requestAccounts', 'Approve')
  await page.waitForFunction(
    () => document.querySelector('[data-testid="hook-status"]')?.textContent === 'connected',
  )
  await waitForDialogClosed(page)
}

/** Opens the modal on `view` with the demo's Views panel. */
export async function openView(page: Page, view: string): Promise<void> {
  await page.getByTestId('views').getByRole('button', { name: view, exact: true }).click()
  await dialog(page).waitFor()
}

/** Closes the modal with Escape, as a keyboard user does. */
export async function closeModal(page: Page): Promise<void> {
  if ((await dialog(page).count()) === 0) return
  // A modal that closes by itself (after a connection) may go while Escape is on its way: the
  // press may then find no dialog, and the closed modal is what is checked.
  await dialog(page)
    .press('Escape', { timeout: 5_000 })
    .catch(() => {})
  await waitForDialogClosed(page)
}

/**
 * Switches the network from `<appkit-network-button>` as a visitor does, approving the dev
 * wallet's request; resolves once the hooks and the button show `name` (`caip` its CAIP-2 id).
 */
export async function switchNetwork(page: Page, name: string, caip: string): Promise<void> {
  await page.locator('appkit-network-button').getByRole('button').click()
  await expect.poll(() => dialogTitle(page)).toBe('Choose network')
  // The row's name is the network's, then 'Testnet' on a testnet and 'Connected' on the current.
  const row = new RegExp(`^${name}(\\s+Testnet)?(\\s+Connected)?$`)
  await dialog(page).getByRole('button', { name: row }).click()
  const asked = await decideRequest(page, 'wallet_switchEthereumChain', 'Approve')
  expect(asked).toContain(name)
  await expect.poll(() => hookText(page, 'network')).toBe(`${name} (${caip})`)
  await waitForDialogClosed(page)
  expect(await page.locator('appkit-network-button').getByRole('button').textContent()).toContain(
    name,
  )
}

// Issue 36: the Polkadot extension's session (the dev extension in window.injectedWeb3, on the
// local Kusama runtime) comes back after a reload, in a new tab and after the browser restarts on
// the same profile, with no prompt; the extension sharing another account while the page was
// closed shows that account, and sharing none (locked) shows disconnected: no toast, the stored
// state cleaned. From the first painted frame the buttons read 'Connecting' until the account.
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { findPolkadotGenesis } from '../../stack/local-polkadot/src/genesisFile'
import { hasChromium } from './chromium'
import { type DemoStack, sharedStack } from './demoStack'
import {
  expectRestoringFrames,
  frames,
  framesText,
  persistentProfile,
  recordFrames,
  short,
  storedState,
  toastsShown,
} from './reconnectWalletsSupport'
import {
  appkitButton,
  dialog,
  hookText,
  requireChromium,
  waitForDemo,
  waitForDialogClosed,
} from './support'

// //Alice and //Bob in the Kusama format (ss58 2), as the dev extension holds them.
const ALICE = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'
const BOB = 'FoQJpPyadYccjavVdTWxpxU7rUEaYhfLCPwXgkfD6Zat9QP'
/** Where the dev extension keeps the accounts it shares (stack/dev-wallet's polkadot extension). */
const SHARED_KEY = 'latchkey-dev-polkadot-shared'

const hasGenesis = findPolkadotGenesis() !== undefined
let stack: DemoStack
let profile: ReturnType<typeof persistentProfile>
let context: BrowserContext
let page: Page
const errors: string[] = []

beforeEach(() => {
  requireChromium()
  // Each row answers for what its own pages logged (one error must not fail every later row,
  // nor its retry on CI).
  errors.length = 0
})

beforeAll(async () => {
  if (!hasChromium() || !hasGenesis) return
  stack = (await sharedStack({ polkadot: true })) as DemoStack
  if (!stack.demo) throw new Error('apps/demo/dist is missing: run `pnpm build` first')
  profile = persistentProfile()
  context = await launch()
  page = await open()
})

afterAll(async () => {
  await context?.close()
  profile?.remove()
})

async function launch(): Promise<BrowserContext> {
  const launched = await profile.launch()
  await recordFrames(launched, ['polkadot'])
  return launched
}

async function open(): Promise<Page> {
  const tab = await context.newPage()
  tab.setDefaultTimeout(30_000)
  tab.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
  })
  await tab.goto(stack.demo.url)
  await waitForDemo(tab)
  return tab
}

const requests = (p: Page) => p.getByTestId('polkadot-dev-request')

async function accountShown(p: Page): Promise<string> {
  return p.evaluate(() =>
    (
      document.querySelector('#reconnect-accounts [namespace="polkadot"]')?.shadowRoot
        ?.textContent ?? ''
    ).trim(),
  )
}

/** Back with `address`, asking the extension nothing; 'Connecting' until then, no toast. */
async function expectRestored(p: Page, address: string): Promise<void> {
  await expect.poll(() => accountShown(p), { timeout: 30_000 }).toContain(short(address))
  expect(await hookText(p, 'address')).toBe(address)
  const seen = await frames(p)
  expectRestoringFrames(seen, 'polkadot')
  expect(toastsShown(seen)).toEqual([])
  expect(await requests(p).count()).toBe(0)
}

/** The tab goes to a static page of the same origin (no app, no extension), then back. */
async function awayThen(shared: string[]): Promise<void> {
  await page.goto(`${stack.demo.url}/privacy.html`)
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SHARED_KEY,
    JSON.stringify(shared),
  ] as const)
  await page.goto(stack.demo.url)
  await waitForDemo(page)
}

describe.skipIf(!hasGenesis)('reconnect: the Polkadot extension', () => {
  it('connects once the extension lets the demo in', async () => {
    await appkitButton(page).click()
    await dialog(page)
      .getByRole('button', { name: /Latchkey Dev Polkadot/ })
      .click()
    const request = requests(page).filter({ hasText: 'enable' })
    await request.first().waitFor()
    await request.getByRole('button', { name: 'Approve', exact: true }).dispatchEvent('click')
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
    expect(await hookText(page, 'address')).toBe(ALICE)
    await waitForDialogClosed(page)
    expect(errors).toEqual([])
  })

  it('a reload, a new tab and a restarted browser find the account without a prompt', async () => {
    await page.reload()
    await waitForDemo(page)
    await expectRestored(page, ALICE)
    const tab = await open()
    await expectRestored(tab, ALICE)
    await tab.close()
    await context.close()
    context = await launch()
    page = await open()
    await expectRestored(page, ALICE)
    expect(errors).toEqual([])
  })

  it('the extension sharing another account while away: that account, never the old one', async () => {
    await awayThen([BOB])
    await expectRestored(page, BOB)
    const seen = await frames(page)
    expect(
      seen.some((f) => f.accounts.polkadot?.includes(short(ALICE))),
      framesText(seen),
    ).toBe(false)
    expect((await storedState(page)).namespaces.polkadot?.caipAddress).toMatch(
      new RegExp(`:${BOB}$`),
    )
    expect(errors).toEqual([])
  })

  it('the extension sharing no account while away (locked): disconnected, no wrong state', async () => {
    await awayThen([])
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('disconnected')
    const seen = await frames(page)
    expect(
      seen.some((f) => f.accounts.polkadot),
      framesText(seen),
    ).toBe(false)
    expect(seen.some((f) => f.button === 'Connecting')).toBe(true)
    for (const frame of seen.filter((f) => f.status === 'disconnected'))
      expect(frame.button, framesText(seen)).toBe('Connect wallet')
    expect(toastsShown(seen)).toEqual([])
    expect(await requests(page).count()).toBe(0)
    const stored = await storedState(page)
    expect(stored.namespaces.polkadot?.connectorId).toBeUndefined()
    expect(stored.namespaces.polkadot?.caipAddress).toBeUndefined()
    expect(errors).toEqual([])
  })
})

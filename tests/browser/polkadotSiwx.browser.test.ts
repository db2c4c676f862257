// Issue 31: sign-in with a Polkadot wallet in the built demo on the local Kusama runtime
// (chopsticks): the dev extension connects, the modal asks to sign in, the extension's signRaw is
// approved in its panel, and the demo's sign-in server (siwxServer.mjs, polkadotVerifier) verifies
// and keeps the session for this browser.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { findPolkadotGenesis } from '../../stack/local-polkadot/src/genesisFile'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack } from './demoStack'
import {
  appkitButton,
  type DemoPage,
  dialog,
  dialogTitle,
  hookText,
  openDemo,
  requireChromium,
  screenshot,
  waitForDialogClosed,
} from './support'

// //Alice in the Kusama format (ss58 2), as the dev extension shares her.
const ALICE = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'
const LOCAL = 'polkadot:45454545454545454545454545454545'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page

const hasGenesis = findPolkadotGenesis() !== undefined

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium() || !hasGenesis) return
  ;({ stack, browser } = await startDemoStack({ polkadot: true }))
  if (!stack.polkadot) throw new Error('the stack did not start the Polkadot chain')
  demo = await openDemo(browser, `${stack.demo.url}/?siwx&theme=dark`)
  page = demo.page
})

afterAll(async () => {
  await demo?.close()
  await browser?.close()
  await stack?.stop()
})

const requests = (p: Page) => p.getByTestId('polkadot-dev-request')
const session = (p: Page) => p.getByTestId('siwx-session').textContent()

/** Decides the one pending extension request of `method` from the panel; returns its text. */
async function decide(p: Page, method: string, decision: 'Approve' | 'Reject'): Promise<string> {
  const request = requests(p).filter({ hasText: method })
  await request.first().waitFor({ timeout: 30_000 })
  expect(await request.count()).toBe(1)
  const text = ((await request.textContent()) ?? '').trim()
  await request.getByRole('button', { name: decision, exact: true }).dispatchEvent('click')
  return text
}

/** The sessions the demo's sign-in server keeps for this browser (its cookie) and account. */
async function serverSessions(p: Page): Promise<{ data: { accountAddress: string } }[]> {
  const url = `${stack.config.siwxUrl}/sessions?${new URLSearchParams({ chainId: LOCAL, address: ALICE })}`
  return p.evaluate(async (u) => {
    const response = await fetch(u, { credentials: 'include' })
    return response.ok ? ((await response.json()) as { sessions: never[] }).sessions : []
  }, url)
}

describe.skipIf(!hasGenesis)('sign-in with the Polkadot dev extension (SPEC §4)', () => {
  it('connects, is asked to sign in, signs with signRaw, and the server keeps the session', async () => {
    expect(await session(page)).toBe('signed out')
    await appkitButton(page).click()
    await dialog(page)
      .getByRole('button', { name: /Latchkey Dev Polkadot/ })
      .click()
    await decide(page, 'enable', 'Approve')
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
    expect(await hookText(page, 'address')).toBe(ALICE)
    await expect.poll(() => dialogTitle(page), { timeout: 30_000 }).toBe('Sign in')
    const signIn = dialog(page).getByRole('button', { name: 'Sign in', exact: true })
    await signIn.waitFor()
    await screenshot(page, 'polkadot-siwx-sign-dark')
    expect(await serverSessions(page)).toEqual([])

    await signIn.click()
    const asked = await decide(page, 'signRaw', 'Approve')
    // The extension shows the CAIP-122 text it signs: the Polkadot header, for Alice, on LOCAL.
    expect(asked).toContain('wants you to sign in with your Polkadot account')
    expect(asked).toContain(ALICE)
    expect(asked).toContain(`Chain ID: ${LOCAL.split(':')[1]}`)
    await waitForDialogClosed(page)
    await expect.poll(() => session(page), { timeout: 30_000 }).toBe('signed in')
    const kept = await serverSessions(page)
    expect(kept).toHaveLength(1)
    expect(kept[0]?.data.accountAddress).toBe(ALICE)
    expect(demo.errors).toEqual([])
  })
})

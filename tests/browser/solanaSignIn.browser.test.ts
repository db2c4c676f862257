// Issue 31: a Solana wallet that offers Wallet Standard `solana:signIn` signs in through it on
// the demo's /?siwx, against the demo's own sign-in server (stack/scripts/siwxServer.mjs, which
// checks the Sign In With Solana text and the strict ed25519 signature): the dev wallet is asked
// for signIn, never signMessage, and the session holds after a reload.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import { decideSolanaRequest, solanaWalletRequests, solanaWalletRow } from './solanaSupport'
import {
  appkitButton,
  type DemoPage,
  dialog,
  dialogTitle,
  hookText,
  openDemo,
  requireChromium,
  waitForDemo,
  waitForDialogClosed,
} from './support'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack())
  demo = await openDemo(browser, `${stack.demo.url}/?siwx&theme=light`)
  page = demo.page
})

afterAll(() => stopAll(demo, browser, stack))

const session = () => page.getByTestId('siwx-session').textContent()

describe('Sign In With Solana in the demo (SPEC §4 Sign-in)', () => {
  it('signs in through solana:signIn and keeps the session over a reload', async () => {
    const [address] = stack.solana.accounts.map((a) => a.address)
    await appkitButton(page).click()
    await solanaWalletRow(page).click()
    await decideSolanaRequest(page, 'connect', 'Approve')
    await expect.poll(() => hookText(page, 'status')).toBe('connected')
    await expect.poll(() => dialogTitle(page)).toBe('Sign in')
    expect(await session()).toBe('signed out')

    await dialog(page).getByRole('button', { name: 'Sign in', exact: true }).click()
    await solanaWalletRequests(page).first().waitFor()
    expect(await solanaWalletRequests(page).allTextContents()).not.toContainEqual(
      expect.stringContaining('signMessage'),
    )
    const asked = await decideSolanaRequest(page, 'signIn', 'Approve')
    expect(asked).toContain('wants you to sign in with your Solana account:')
    expect(asked).toContain(address)
    expect(asked).toContain('Chain ID: localnet')
    await waitForDialogClosed(page)
    await expect.poll(() => session()).toBe('signed in')

    await page.reload()
    await waitForDemo(page)
    await expect.poll(() => hookText(page, 'status')).toBe('connected')
    await expect.poll(() => session()).toBe('signed in')
    expect(await dialog(page).count()).toBe(0)
    expect(demo.errors).toEqual([])
  })
})

// Issue 16: a required sign-in in the built demo, against the demo's own sign-in server
// (hostServerSiwx over stack/scripts/siwxServer.mjs): connect asks to sign in and the modal
// cannot be closed; a refused signature keeps the view with its toast; signing closes it; a
// reload keeps the session; a reload without one asks again; cancel disconnects.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack } from './demoStack'
import {
  appkitButton,
  type DemoPage,
  decideRequest,
  devWalletRequests,
  devWalletRow,
  dialog,
  dialogTitle,
  hookText,
  openDemo,
  requireChromium,
  screenshot,
  waitForDemo,
  waitForDialogClosed,
} from './support'

let stack: DemoStack
let browser: Browser
let url: string
const opened: DemoPage[] = []

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack())
  url = `${stack.demo.url}/?siwx=required&theme=light`
})

afterAll(async () => {
  for (const demo of opened) await demo.close()
  await browser?.close()
  await stack?.stop()
})

async function visitor(): Promise<DemoPage> {
  const demo = await openDemo(browser, url)
  opened.push(demo)
  return demo
}

const session = (page: Page) => page.getByTestId('siwx-session').textContent()

/** Connects the dev wallet; resolves once the modal asks to sign in. */
async function connect(page: Page): Promise<void> {
  await appkitButton(page).click()
  await devWalletRow(page).click()
  await decideRequest(page, 'eth_requestAccounts', 'Approve')
  await expect.poll(() => hookText(page, 'status')).toBe('connected')
  await expect.poll(() => dialogTitle(page)).toBe('Sign in')
}

function signInButton(page: Page) {
  return dialog(page).getByRole('button', { name: 'Sign in', exact: true })
}

describe('required sign-in in the demo (SPEC §4, §6)', () => {
  it('asks on connect, blocks closing, shows a refused signature, then signs in', async () => {
    const { page, errors } = await visitor()
    expect(await page.getByTestId('siwx-required').textContent()).toBe('yes')
    await connect(page)
    expect(await session(page)).toBe('signed out')
    await screenshot(page, 'siwx-sign-light')
    expect(await dialog(page).getByRole('button', { name: 'Close' }).isDisabled()).toBe(true)
    await dialog(page).press('Escape')
    expect(await dialogTitle(page)).toBe('Sign in')

    await signInButton(page).click()
    const refused = await decideRequest(page, 'personal_sign', 'Reject')
    expect(refused).toContain('wants you to sign in with your Ethereum account')
    await expect
      .poll(() => dialog(page).getByRole('region', { name: 'Notifications' }).textContent())
      .toContain('Signature declined')
    expect(await dialogTitle(page)).toBe('Sign in')
    expect(await session(page)).toBe('signed out')

    await signInButton(page).click()
    const asked = await decideRequest(page, 'personal_sign', 'Approve')
    expect(asked).toContain('Sign in to the Latchkey demo')
    await waitForDialogClosed(page)
    await expect.poll(() => session(page)).toBe('signed in')

    // A reload: the wallet restores the connection, the server still knows the session.
    await page.reload()
    await waitForDemo(page)
    await expect.poll(() => hookText(page, 'status')).toBe('connected')
    await expect.poll(() => session(page)).toBe('signed in')
    expect(await dialog(page).count()).toBe(0)
    expect(await devWalletRequests(page).count()).toBe(0)
    // The refusal is logged (the controller logs every failed sign-in); nothing else is.
    expect(errors.filter((e) => !e.includes('turned the request down'))).toEqual([])
    expect(errors).toHaveLength(1)
  })

  it('asks again after a reload that restored the connection without a session', async () => {
    const { page } = await visitor()
    await connect(page)
    await page.reload()
    await waitForDemo(page)
    await expect.poll(() => hookText(page, 'status')).toBe('connected')
    await expect.poll(() => dialogTitle(page)).toBe('Sign in')
    expect(await dialog(page).getByRole('button', { name: 'Close' }).isDisabled()).toBe(true)
    expect(await session(page)).toBe('signed out')
  })

  it('cancel disconnects when sign-in is required, and returns to Connect', async () => {
    const { page } = await visitor()
    await connect(page)
    await dialog(page).getByRole('button', { name: 'Disconnect', exact: true }).click()
    await expect.poll(() => hookText(page, 'status')).toBe('disconnected')
    await expect.poll(() => page.getByTestId('hook-modal').textContent()).toMatch(/Connect$/)
    expect(await session(page)).toBe('signed out')
  })
})

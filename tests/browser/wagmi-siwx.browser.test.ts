// Issue 17: required sign-in (packages/siwx, kept in the browser) in the React + wagmi app
// (tests/apps/wagmi-app with ?siwx=required): connecting through the modal asks to sign in, a
// signature makes the session, which a reload keeps for wagmi and the modal; a refused signature
// shows the §8 text and leaves no session, and the view's Disconnect ends wagmi's connection too.
// Issue 33: on wagmi 2 and on wagmi 3 (tests/apps/wagmi3-app).
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Stack } from '../../stack/scripts/startStack.mjs'
import { hasChromium } from './chromium'
import { sharedStack } from './demoStack'
import {
  appkitButton,
  devWalletRow,
  dialog,
  dialogTitle,
  requireChromium,
  screenshot,
  waitForDialogClosed,
} from './support'
import {
  fieldText,
  openWagmiApp,
  untilField,
  WAGMI_MAJORS,
  type WagmiAppPage,
} from './wagmiAppSupport'

let stack: Stack
let opened: WagmiAppPage

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  stack = await sharedStack()
})

afterAll(async () => {
  await stack?.stop()
})

/** Connects the dev wallet in the modal; resolves once the modal asks to sign in. */
async function connect(page: Page) {
  await untilField(page, 'status', /^disconnected$/)
  await appkitButton(page).click()
  await devWalletRow(page).click()
  await untilField(page, 'status', /^connected$/)
  await expect.poll(() => dialogTitle(page)).toBe('Sign in')
}

const signIn = (page: Page) =>
  dialog(page).getByRole('button', { name: 'Sign in', exact: true }).click()

describe.each(WAGMI_MAJORS)('required sign-in in a wagmi %i app (SPEC §4)', (wagmi) => {
  beforeAll(async () => {
    if (!hasChromium()) return
    opened = await openWagmiApp(stack, '?siwx=required', wagmi)
  })

  afterAll(async () => {
    await opened?.close()
  })

  it('signs in after connecting; a reload keeps the session for wagmi and the modal', async () => {
    const { page, errors } = opened
    await connect(page)
    expect(await fieldText(page, 'siwx-session')).toBe('signed out')
    expect(await dialog(page).getByRole('button', { name: 'Close' }).isDisabled()).toBe(true)
    await signIn(page)
    await waitForDialogClosed(page)
    await untilField(page, 'siwx-session', /^signed in$/)
    const address = await fieldText(page, 'address')
    expect(address).toBe(stack.chains[0]!.accounts[0]!.address)
    expect(await fieldText(page, 'modal-address')).toBe(address)

    await page.reload()
    await page.getByTestId('status').waitFor()
    await untilField(page, 'status', /^connected$/)
    await untilField(page, 'modal-status', /^connected$/)
    await untilField(page, 'siwx-session', /^signed in$/)
    expect(await fieldText(page, 'address')).toBe(address)
    expect(await dialog(page).count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('a refused signature shows "Signature declined"; Disconnect leaves wagmi and the modal disconnected', async () => {
    // A fresh visitor: no wallet grant, no session.
    const context = await opened.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    await page.goto(`${opened.app.url}?siwx=required`)
    await page.getByTestId('status').waitFor()
    await page.getByRole('checkbox', { name: 'Wallet refuses to sign' }).check()
    await connect(page)
    await signIn(page)
    await expect
      .poll(() => dialog(page).getByRole('region', { name: 'Notifications' }).textContent())
      .toContain('Signature declined')
    expect(await dialogTitle(page)).toBe('Sign in')
    expect(await fieldText(page, 'siwx-session')).toBe('signed out')
    await screenshot(page, wagmi === 2 ? 'wagmi-siwx-declined' : `wagmi${wagmi}-siwx-declined`)
    await dialog(page).getByRole('button', { name: 'Disconnect', exact: true }).click()
    await untilField(page, 'status', /^disconnected$/)
    await untilField(page, 'modal-status', /^disconnected$/)
    expect(await fieldText(page, 'address')).toBe('')
    expect(await fieldText(page, 'siwx-session')).toBe('signed out')
    await context.close()
  })
})

// Issue 20's e-mail update and issue 23's failed disconnect, in the built demo on the local stack:
// log in by e-mail, move the wallet to a new address with a code from each mailbox, see a
// sign-out the frame server never got report 'Failed to disconnect' (SPEC §8), then sign out and
// log in with the new address to the same wallet.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import { logIn, newestMailId, waitForMail } from './embeddedSupport'
import {
  appkitButton,
  closeModal,
  type DemoPage,
  dialog,
  dialogTitle,
  hookText,
  openDemo,
  requireChromium,
  waitForDialogClosed,
} from './support'
import { clearToasts, recordToasts, toasts } from './toasts'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page
let frameUrl: string
let address = ''
const OLD_EMAIL = `before-${Date.now()}@example.com`
const NEW_EMAIL = `after-${Date.now()}@example.com`
const PASSWORD = 'a long recovery password'

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack({ frame: true }))
  frameUrl = stack.config.secureFrameUrl!
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light`)
  page = demo.page
  await recordToasts(page)
})

afterAll(() => stopAll(demo, browser, stack))

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

async function openAccount() {
  await closeModal(page)
  await page.locator('appkit-account-button').getByRole('button').click()
  await expect.poll(() => dialogTitle(page)).toBe('Account')
}

async function typeCode(code: string) {
  await dialog(page).getByLabel('Code from the email').fill(code)
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
}

describe('e-mail update of the embedded wallet (SPEC §4)', () => {
  it('moves the wallet to a new address: a code from the old mailbox, then from the new', async () => {
    await appkitButton(page).click()
    await logIn(page, {
      frameUrl,
      email: OLD_EMAIL,
      recovery: { mode: 'create', password: PASSWORD },
    })
    address = await hookText(page, 'address')
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    await openAccount()
    await dialog(page).getByRole('button', { name: 'Change email' }).click()
    await expect.poll(() => dialogTitle(page), { timeout: 10_000 }).toBe('Change your email')
    const oldBefore = await newestMailId(frameUrl, OLD_EMAIL)
    await dialog(page).getByLabel('New email address').fill(NEW_EMAIL)
    await dialog(page).getByRole('button', { name: 'Continue' }).click()
    await expect
      .poll(() => dialogTitle(page), { timeout: 15_000 })
      .toBe('Confirm your current email')
    const primary = await waitForMail(frameUrl, OLD_EMAIL, oldBefore, (m) =>
      m.text.includes(NEW_EMAIL) ? m.subject.match(/e-mail change: (\d{6})$/)?.[1] : undefined,
    )
    await typeCode(primary)
    await expect.poll(() => dialogTitle(page), { timeout: 15_000 }).toBe('Confirm your new email')
    const secondary = await waitForMail(
      frameUrl,
      NEW_EMAIL,
      0,
      (m) => m.subject.match(/new Latchkey e-mail: (\d{6})$/)?.[1],
    )
    await typeCode(secondary)
    await expect.poll(() => dialogTitle(page), { timeout: 15_000 }).toBe('Account')
    await expect
      .poll(() => toasts(page), { timeout: 10_000 })
      .toContain(`Your email is now ${NEW_EMAIL}`)
    expect(same(await hookText(page, 'address'), address)).toBe(true)
  })
})

describe('after the update', () => {
  it('signs out, and the new address logs in to the same wallet', async () => {
    await openAccount()
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => hookText(page, 'status')).toBe('disconnected')
    await waitForDialogClosed(page)
    await appkitButton(page).click()
    // This device's share moved with the address: the code alone unlocks the wallet.
    await logIn(page, { frameUrl, email: NEW_EMAIL })
    expect(same(await hookText(page, 'address'), address)).toBe(true)
    expect(demo.errors).toEqual([])
  })
})

describe('a failed disconnect (SPEC §4, §8)', () => {
  it("shows 'Failed to disconnect' when the frame server never ends the session", async () => {
    await clearToasts(page)
    // The frame's own request to its server fails; everything else runs the production path.
    const signOut = `${frameUrl}/v1/auth/sign-out`
    await demo.context.route(signOut, (route) => route.abort('connectionrefused'))
    try {
      await openAccount()
      await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
      await expect.poll(() => toasts(page), { timeout: 15_000 }).toContain('Failed to disconnect')
    } finally {
      await demo.context.unroute(signOut)
    }
    // SPEC §4: every chain is reset all the same; the modal leads on to Connect, never empty.
    await expect.poll(() => hookText(page, 'status')).toBe('disconnected')
    await expect.poll(() => dialogTitle(page)).toBe('Connect a wallet')
  })
})

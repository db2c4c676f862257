// Issue 19 (names): in the built demo with its local stack and the dev wallet, register a name
// from Account (availability as you type, the claim signed in the wallet, the provider's yes),
// see it in the account button, reload, and see it there again.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import {
  connectDevWallet,
  type DemoPage,
  decideRequest,
  dialog,
  dialogTitle,
  openDemo,
  openView,
  requireChromium,
  screenshot,
  waitForDemo,
  waitForDialogClosed,
} from './support'
import { clearToasts, recordToasts, toasts } from './toasts'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page

// Without Chromium every test fails with the reason (CI installs it; a skip would hide it).
beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack())
  // ?mainnet: SPEC §7 offers names on non-testnet networks only; the local chains are testnets.
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light&mainnet`)
  page = demo.page
  await recordToasts(page)
})

afterAll(() => stopAll(demo, browser, stack))

const accountButton = (p: Page) => p.locator('appkit-account-button').getByRole('button')
const accountButtonText = async (p: Page) => ((await accountButton(p).textContent()) ?? '').trim()

describe('registering a name', () => {
  // A fresh name each run: the stack's provider keeps its names in memory, but a rerun against
  // a kept stack must not find it taken.
  const label = `lk-${Date.now().toString(36)}`
  const name = `${label}.latchkey.id`

  it('registers a name from Account and shows it in the account button', async () => {
    await connectDevWallet(page)
    await accountButton(page).click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    await dialog(page).getByRole('button', { name: 'Choose a name' }).click()
    await expect.poll(() => dialogTitle(page)).toBe('Choose a name')

    await dialog(page).getByRole('textbox', { name: 'Name' }).fill(label)
    // Availability from the provider's suggestions, for exactly what was typed.
    await expect
      .poll(() => dialog(page).getByRole('status').first().textContent())
      .toBe(`${name} is available.`)
    await screenshot(page, 'names-available')
    await dialog(page)
      .getByRole('button', { name: `Register ${name}` })
      .click()

    // The claim is signed in the wallet, then registered; only then is success shown.
    const asked = await decideRequest(page, 'personal_sign', 'Approve')
    expect(asked).toContain('personal_sign')
    await expect
      .poll(() => dialog(page).getByRole('status').first().textContent())
      .toBe(`${name} now points to your address.`)
    await dialog(page).getByRole('button', { name: 'Back to account' }).click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    expect(await dialog(page).textContent()).toContain(name)
    await dialog(page).press('Escape')
    await waitForDialogClosed(page)

    await expect.poll(() => accountButtonText(page)).toContain(name)
    expect(await toasts(page)).toEqual([])
    expect(demo.errors).toEqual([])
  })

  it('shows the name again after a reload (read from the provider)', async () => {
    await page.reload()
    await waitForDemo(page)
    await recordToasts(page)
    await expect.poll(() => accountButtonText(page), { timeout: 15_000 }).toContain(name)
    await accountButton(page).click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    expect(await dialog(page).textContent()).toContain(name)
    // A named account is offered no second name.
    expect(await dialog(page).getByRole('button', { name: 'Choose a name' }).count()).toBe(0)
    await screenshot(page, 'names-after-reload')
    expect(demo.errors).toEqual([])
  })

  it('marks the name taken, and a refused signature returns to the form with its toast', async () => {
    await dialog(page).press('Escape')
    await waitForDialogClosed(page)
    await openView(page, 'RegisterAccountName')
    const input = dialog(page).getByRole('textbox', { name: 'Name' })
    await input.fill(label)
    await expect
      .poll(() => dialog(page).getByRole('alert').first().textContent())
      .toBe(`${name} is taken. Try another name.`)
    expect(
      await dialog(page)
        .getByRole('button', { name: `Register ${name}` })
        .isDisabled(),
    ).toBe(true)

    await clearToasts(page)
    await input.fill(`${label}-b`)
    await expect
      .poll(() => dialog(page).getByRole('status').first().textContent())
      .toBe(`${label}-b.latchkey.id is available.`)
    await dialog(page)
      .getByRole('button', { name: `Register ${label}-b.latchkey.id` })
      .click()
    await decideRequest(page, 'personal_sign', 'Reject')
    await expect.poll(() => toasts(page)).toEqual(['Signature declined'])
    await expect.poll(() => dialogTitle(page)).toBe('Choose a name')
    // Nothing was registered: the button still shows the first name.
    expect(await accountButtonText(page)).toContain(name)
    expect(await accountButtonText(page)).not.toContain(`${label}-b`)
    expect(demo.errors).toEqual([])
  })
})

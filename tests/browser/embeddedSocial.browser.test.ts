// Issue 20, social login: each configured provider (all on the stack's local OpenID provider) in
// the built demo. The button opens a popup at the provider's login page, the visitor signs in
// there, the frame finishes the login and makes the wallet; the address and the social username
// show, a reload keeps the login, and sign-out ends it.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import { cachedLoginValues, frame } from './embeddedSupport'
import {
  appkitButton,
  type DemoPage,
  dialog,
  dialogTitle,
  hookText,
  openDemo,
  requireChromium,
  step,
  waitForDemo,
  waitForDialogClosed,
} from './support'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page
const PASSWORD = 'a long recovery password'

// SPEC §9 default order (farcaster has its own flow), with the names the buttons show.
const SOCIALS = [
  ['google', 'Google'],
  ['x', 'X'],
  ['discord', 'Discord'],
  ['github', 'GitHub'],
  ['apple', 'Apple'],
  ['facebook', 'Facebook'],
] as const

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack({ frame: true }))
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light`)
  page = demo.page
})

afterAll(() => stopAll(demo, browser, stack))

describe('social login against the local OpenID provider (SPEC §4, §7, §9)', () => {
  it('shows a button for each configured provider, in the SPEC §9 order', async () => {
    await appkitButton(page).click()
    const group = dialog(page).getByRole('list', { name: 'Social sign-in' })
    await expect
      .poll(() => group.getByRole('button').allTextContents(), { timeout: 20_000 })
      .toEqual(
        // The stack's frame also reads a local IdRegistry, so Farcaster takes its §9 place.
        ['Google', 'X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook'].map(
          (name) => `Continue with ${name}`,
        ),
      )
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await waitForDialogClosed(page)
  })

  for (const [social, name] of SOCIALS) {
    it(`logs in with ${name}, keeps the username across a reload, and signs out`, async () => {
      // Each provider on a fresh browser profile: one visitor, one device, one login.
      const own = await openDemo(browser, `${stack.demo?.url}/?theme=light`)
      const page = own.page
      try {
        const username = `${social}-visitor-${Date.now() % 100_000}`
        await appkitButton(page).click()
        const popupOpened = page.waitForEvent('popup')
        await dialog(page)
          .getByRole('button', { name: `Continue with ${name}` })
          .click()
        const popup = await popupOpened
        // The provider's own page, in the popup.
        await popup.getByLabel('Username').fill(username)
        // The redirect URI's page hands the answer to the app and closes: listened for before the
        // click, which may return after the popup is already gone (a close not heard is a hang).
        const closed = popup.waitForEvent('close', { timeout: 30_000 })
        await popup
          .getByRole('button', { name: 'Sign in' })
          .click()
          .catch((error: unknown) => {
            if (!popup.isClosed()) throw error
          })
        await step(own, 'the popup closing', () =>
          closed.catch(async (error: unknown) => {
            const text = await popup
              .locator('body')
              .textContent({ timeout: 1_000 })
              .catch(() => '')
            throw new Error(`${String(error).split('\n')[0]}; popup at ${popup.url()}: ${text}`)
          }),
        )

        // A new account: the frame makes its wallet and asks for the recovery password itself.
        await step(own, 'the recovery prompt', () =>
          frame(page).getByLabel('Recovery password').fill(PASSWORD, { timeout: 30_000 }),
        )
        await frame(page).getByLabel('Repeat it').fill(PASSWORD)
        await frame(page).getByRole('button', { name: 'Continue' }).click()
        await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
        const address = await hookText(page, 'address')
        expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
        await expect.poll(() => hookText(page, 'username')).toBe(username)
        expect(await hookText(page, 'login')).toBe(social)

        await page.reload()
        await waitForDemo(page)
        await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
        expect(await hookText(page, 'address')).toBe(address)
        await expect.poll(() => hookText(page, 'username'), { timeout: 10_000 }).toBe(username)
        expect(await hookText(page, 'login')).toBe(social)

        await page.locator('appkit-account-button').getByRole('button').click()
        await expect.poll(() => dialogTitle(page)).toBe('Account')
        await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
        await expect.poll(() => hookText(page, 'status')).toBe('disconnected')
        await waitForDialogClosed(page)
        expect(await cachedLoginValues(page)).toEqual([])
        expect(await hookText(page, 'username')).toBe('—')
      } finally {
        await own.close()
      }
    })
  }

  it('without a popup, goes to the provider in the whole tab and comes back with result_uri', async () => {
    // A browser that blocks the popup: window.open gives nothing.
    const blocked = await openDemo(browser, `${stack.demo?.url}/?theme=light`)
    try {
      const tab = blocked.page
      await tab.addInitScript(() => {
        window.open = () => null
      })
      await tab.reload()
      await waitForDemo(tab)
      const username = `redirect-visitor-${Date.now() % 100_000}`
      await appkitButton(tab).click()
      await dialog(tab).getByRole('button', { name: 'Continue with Google' }).click()
      await tab.getByLabel('Username').fill(username)
      await tab.getByRole('button', { name: 'Sign in' }).click()
      // Back on the app page: SPEC §7, the result_uri query is read and then removed.
      await waitForDemo(tab)
      await expect.poll(() => new URL(tab.url()).searchParams.has('result_uri')).toBe(false)
      expect(new URL(tab.url()).searchParams.get('theme')).toBe('light')
      await frame(tab).getByLabel('Recovery password').fill(PASSWORD, { timeout: 30_000 })
      await frame(tab).getByLabel('Repeat it').fill(PASSWORD)
      await frame(tab).getByRole('button', { name: 'Continue' }).click()
      await expect.poll(() => hookText(tab, 'status'), { timeout: 30_000 }).toBe('connected')
      await expect.poll(() => hookText(tab, 'username')).toBe(username)
      expect(await hookText(tab, 'login')).toBe('google')
    } finally {
      await blocked.close()
    }
  })
})

// The e-mail login left on "Confirm your email" (Escape) and started again with the same address
// within the 30 s cool-down: the code already mailed is still valid, so the modal goes back to the
// code view instead of stopping on Connect with 'Please try again after {n} seconds'.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import { frame, newestMailId, waitForMail } from './embeddedSupport'
import {
  appkitButton,
  closeModal,
  type DemoPage,
  dialog,
  dialogTitle,
  hookText,
  openDemo,
  requireChromium,
} from './support'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page
let frameUrl: string
const EMAIL = `resume-${Date.now()}@example.com`

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack({ frame: true }))
  frameUrl = stack.config.secureFrameUrl!
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light`)
  page = demo.page
})

afterAll(() => stopAll(demo, browser, stack))

async function enterEmail() {
  await appkitButton(page).click()
  await dialog(page).getByLabel('Email address').fill(EMAIL)
  await dialog(page).getByLabel('Email address').press('Enter')
  await expect.poll(() => dialogTitle(page), { timeout: 20_000 }).toBe('Confirm your email')
}

describe('leaving "Confirm your email" within the cool-down', () => {
  it('the same address again goes to the code view, and the mailed code logs in', async () => {
    const before = await newestMailId(frameUrl, EMAIL)
    await enterEmail()
    const code = await waitForMail(
      frameUrl,
      EMAIL,
      before,
      (m) => m.subject.match(/login code: (\d{6})$/)?.[1],
    )
    const mailed = await newestMailId(frameUrl, EMAIL)
    await closeModal(page)
    await expect.poll(() => hookText(page, 'status')).toBe('disconnected')

    await enterEmail()
    // No second mail: the first code is the one to type; resend still counts down.
    expect(await newestMailId(frameUrl, EMAIL)).toBe(mailed)
    await dialog(page).getByRole('button', { name: 'Send a new code' }).click()
    await expect
      .poll(() => page.getByText(/^Please try again after \d+ seconds$/).count())
      .toBeGreaterThan(0)
    expect(await newestMailId(frameUrl, EMAIL)).toBe(mailed)

    await dialog(page).getByLabel('Code from the email').fill(code)
    await dialog(page).getByRole('button', { name: 'Continue' }).click()
    await frame(page).getByLabel('Recovery password').fill('a long recovery password')
    await frame(page).getByLabel('Repeat it').fill('a long recovery password')
    await frame(page).getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
    // The frame's refused code request is the browser's own log of that 429, and nothing else.
    expect(demo.errors.filter((e) => !e.includes('status of 429 (Too Many Requests)'))).toEqual([])
  })
})

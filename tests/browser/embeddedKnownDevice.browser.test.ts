// Issue 32, known devices, in the built demo on the local stack: a profile that logged in with a
// code logs in to the same address again without one (SPEC §7's CONNECT answer), also after a
// reload; once the device is forgotten, the code is asked again, and that login makes it known.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import { logIn, newestMailId } from './embeddedSupport'
import {
  appkitButton,
  closeModal,
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
let frameUrl: string
let address = ''
const EMAIL = `known-${Date.now()}@example.com`

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack({ frame: true }))
  frameUrl = stack.config.secureFrameUrl!
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light`)
  page = demo.page
})

afterAll(() => stopAll(demo, browser, stack))

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

async function disconnect() {
  await closeModal(page)
  await page.locator('appkit-account-button').getByRole('button').click()
  await expect.poll(() => dialogTitle(page)).toBe('Account')
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(() => hookText(page, 'status')).toBe('disconnected')
  await waitForDialogClosed(page)
}

async function reload() {
  await page.reload()
  await waitForDemo(page)
  await page.waitForTimeout(1000)
  expect(await hookText(page, 'status')).toBe('disconnected')
}

describe('a known device (issue 32)', () => {
  it('logs in with a code the first time', async () => {
    await appkitButton(page).click()
    const how = await logIn(page, {
      frameUrl,
      email: EMAIL,
      recovery: { mode: 'create', password: 'a long recovery password' },
    })
    expect(how).toBe('code')
    address = await hookText(page, 'address')
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('signing out and in again within the 30 s cool-down of the code mail needs no code', async () => {
    // Not logIn: it waits out the cool-down first, which hid this (the modal refused on its own).
    const mails = await newestMailId(frameUrl, EMAIL)
    await disconnect()
    await appkitButton(page).click()
    await dialog(page).getByLabel('Email address').fill(EMAIL)
    await dialog(page).getByLabel('Email address').press('Enter')
    await expect.poll(() => hookText(page, 'status'), { timeout: 20_000 }).toBe('connected')
    expect(same(await hookText(page, 'address'), address)).toBe(true)
    expect(await newestMailId(frameUrl, EMAIL)).toBe(mails)
    // Connected with no code: the modal closes by itself, as after a code login.
    await waitForDialogClosed(page)
    // And after a reload, still within the 30 s: the frame's own known-device login.
    await disconnect()
    await reload()
    await appkitButton(page).click()
    await dialog(page).getByLabel('Email address').fill(EMAIL)
    await dialog(page).getByLabel('Email address').press('Enter')
    await expect.poll(() => hookText(page, 'status'), { timeout: 20_000 }).toBe('connected')
    expect(await newestMailId(frameUrl, EMAIL)).toBe(mails)
    await waitForDialogClosed(page)
    expect(demo.errors).toEqual([])
  })

  it('after signing out and a reload, logs in to the same wallet without a code', async () => {
    await disconnect()
    await reload()
    const mails = await newestMailId(frameUrl, EMAIL)
    await appkitButton(page).click()
    expect(await logIn(page, { frameUrl, email: EMAIL })).toBe('known device')
    await waitForDialogClosed(page)
    expect(same(await hookText(page, 'address'), address)).toBe(true)
    expect(await newestMailId(frameUrl, EMAIL)).toBe(mails)
    expect(demo.errors).toEqual([])
  })

  it('once the device is forgotten, asks for the code again; that login makes it known again', async () => {
    // "Forget this device", as the frame asks it of its server with its session.
    const secureFrame = page.frames().find((f) => f.url().startsWith(`${frameUrl}/frame`))
    expect(secureFrame).toBeDefined()
    const forgot = await secureFrame!.evaluate(async () => {
      const token = localStorage.getItem('latchkey-frame-session')
      const response = await fetch('/v1/auth/known-device/forget', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{}',
      })
      return response.status
    })
    expect(forgot).toBe(200)
    await disconnect()
    await reload()
    await appkitButton(page).click()
    // This profile still holds its share: the code alone unlocks the same wallet.
    expect(await logIn(page, { frameUrl, email: EMAIL })).toBe('code')
    expect(same(await hookText(page, 'address'), address)).toBe(true)
    // The frame tried its revoked key once: the browser itself reports the server's 401.
    expect(demo.errors).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 401 (Unauthorized)',
    ])
    demo.errors.length = 0

    await disconnect()
    await appkitButton(page).click()
    expect(await logIn(page, { frameUrl, email: EMAIL })).toBe('known device')
    await waitForDialogClosed(page)
    expect(same(await hookText(page, 'address'), address)).toBe(true)
    expect(demo.errors).toEqual([])
  })

  it('another browser profile is not known: it approves the device and types the code', async () => {
    const other = await openDemo(browser, `${stack.demo.url}/?theme=light`)
    try {
      await appkitButton(other.page).click()
      await dialog(other.page).getByLabel('Email address').fill(EMAIL)
      await dialog(other.page).getByLabel('Email address').press('Enter')
      await expect
        .poll(() => dialogTitle(other.page), { timeout: 20_000 })
        .toBe('Approve this device')
      expect(await hookText(other.page, 'status')).not.toBe('connected')
    } finally {
      await other.close()
    }
  })
})

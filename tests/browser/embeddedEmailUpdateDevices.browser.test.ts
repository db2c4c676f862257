// Issue 32: after an e-mail update every device of the user keeps its share. Two browser
// profiles (two devices) hold the same wallet; one moves it to a new address; then each logs in
// with the new address, unlocks without the recovery password and signs a send that lands on
// the local chain.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Stack } from '../../stack/scripts/startStack.mjs'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import { logIn, newestMailId, submitSend, waitForMail } from './embeddedSupport'
import {
  appkitButton,
  balanceOf,
  chainRpc,
  closeModal,
  type DemoPage,
  dialog,
  dialogTitle,
  ETHER,
  hookText,
  openDemo,
  requireChromium,
  waitForDemo,
  waitForDialogClosed,
} from './support'

let stack: DemoStack
let browser: Browser
let deviceA: DemoPage
let deviceB: DemoPage
let frameUrl: string
let rpcUrl: string
let bob: string
let address = ''
const OLD_EMAIL = `two-before-${Date.now()}@example.com`
const NEW_EMAIL = `two-after-${Date.now()}@example.com`
const PASSWORD = 'a long recovery password'

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack({ frame: true }))
  frameUrl = stack.config.secureFrameUrl!
  const chain = stack.chains[0] as Stack['chains'][number]
  rpcUrl = chain.rpcUrl
  bob = chain.accounts[1]!.address
  deviceA = await openDemo(browser, `${stack.demo.url}/?theme=light`)
  deviceB = await openDemo(browser, `${stack.demo.url}/?theme=dark`)
})

afterAll(() => stopAll(deviceA, deviceB, browser, stack))

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** A send of 0.01 ETH to bob, signed in this device's frame: it lands on the chain. */
async function signSend(p: Page) {
  await closeModal(p)
  const before = await balanceOf(rpcUrl, bob)
  const approval = await submitSend(p, '0.01', bob)
  await approval.getByRole('button', { name: 'Approve' }).click()
  await expect.poll(() => balanceOf(rpcUrl, bob), { timeout: 20_000 }).toBe(before + ETHER / 100n)
  await closeModal(p)
}

async function openAccount(p: Page) {
  await closeModal(p)
  await p.locator('appkit-account-button').getByRole('button').click()
  await expect.poll(() => dialogTitle(p)).toBe('Account')
}

async function disconnect(p: Page) {
  await openAccount(p)
  await dialog(p).getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(() => hookText(p, 'status')).toBe('disconnected')
  await waitForDialogClosed(p)
}

async function typeCode(p: Page, code: string) {
  await dialog(p).getByLabel('Code from the email').fill(code)
  await dialog(p).getByRole('button', { name: 'Continue' }).click()
}

describe('two devices of one wallet (issue 32)', () => {
  it('both hold the wallet: one made it, the other recovered it', async () => {
    await appkitButton(deviceA.page).click()
    await logIn(deviceA.page, {
      frameUrl,
      email: OLD_EMAIL,
      recovery: { mode: 'create', password: PASSWORD },
    })
    address = await hookText(deviceA.page, 'address')
    await closeModal(deviceA.page)

    await appkitButton(deviceB.page).click()
    await logIn(deviceB.page, {
      frameUrl,
      email: OLD_EMAIL,
      recovery: { mode: 'enter', password: PASSWORD },
    })
    expect(same(await hookText(deviceB.page, 'address'), address)).toBe(true)
    await closeModal(deviceB.page)
  })

  it('device A moves the wallet to a new address', async () => {
    const page = deviceA.page
    await openAccount(page)
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
    await typeCode(page, primary)
    await expect.poll(() => dialogTitle(page), { timeout: 15_000 }).toBe('Confirm your new email')
    const secondary = await waitForMail(
      frameUrl,
      NEW_EMAIL,
      0,
      (m) => m.subject.match(/new Latchkey e-mail: (\d{6})$/)?.[1],
    )
    await typeCode(page, secondary)
    await expect.poll(() => dialogTitle(page), { timeout: 15_000 }).toBe('Account')
    await closeModal(page)
  })

  it('device B, which took no part, logs in with the new address and signs, no password asked', async () => {
    await chainRpc(rpcUrl, 'anvil_setBalance', [address, `0x${ETHER.toString(16)}`])
    const page = deviceB.page
    await disconnect(page)
    await page.reload()
    await waitForDemo(page)
    await appkitButton(page).click()
    // No recovery option: were the password asked, the login would never connect.
    await logIn(page, { frameUrl, email: NEW_EMAIL })
    expect(same(await hookText(page, 'address'), address)).toBe(true)
    await signSend(page)
    expect(deviceB.errors).toEqual([])
  })

  it('device A logs in with the new address and signs, no password asked', async () => {
    const page = deviceA.page
    await disconnect(page)
    await page.reload()
    await waitForDemo(page)
    await appkitButton(page).click()
    // The update revoked its known-device key: a code, then its own share unlocks.
    expect(await logIn(page, { frameUrl, email: NEW_EMAIL })).toBe('code')
    expect(same(await hookText(page, 'address'), address)).toBe(true)
    await signSend(page)
    expect(deviceA.errors).toEqual([])
  })
})

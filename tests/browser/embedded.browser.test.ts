// Issue 15: the embedded wallet end to end in the built demo on the local stack: e-mail login
// with the code from the development mailbox, a wallet made in the secure frame, its balance,
// sends approved and rejected in the frame, a reload, sign-out, a second browser profile that
// recovers the same address, and the secret never reaching the host page.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Stack } from '../../stack/scripts/startStack.mjs'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import {
  accountButtonBalance,
  cachedLoginValues,
  frame,
  hostStorage,
  type LoginTexts,
  logIn,
  recordHostMessages,
  submitSend,
} from './embeddedSupport'
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
  screenshot,
  waitForDemo,
  waitForDialogClosed,
} from './support'
import { clearToasts, recordToasts, toasts } from './toasts'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page
let rpcUrl: string
let bob: string
let address = ''
let frameUrl: string
/** Every message any host page received, across reloads and both profiles. */
const hostMessages: string[] = []
/** The secret as the frame's export showed it, to scan the second profile's page for. */
let scanFor = ''
const EMAIL = `visitor-${Date.now()}@example.com`
const PASSWORD = 'a long recovery password'
const FUNDS = 10n * ETHER

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack({ frame: true }))
  frameUrl = stack.config.secureFrameUrl!
  const chain = stack.chains[0] as Stack['chains'][number]
  rpcUrl = chain.rpcUrl
  bob = chain.accounts[1]!.address
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light`)
  page = demo.page
  await recordHostMessages(demo.context, hostMessages)
  await page.reload()
  await waitForDemo(page)
  await recordToasts(page)
})

afterAll(() => stopAll(demo, browser, stack))

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const ether = (wei: bigint) => Number(wei) / 1e18

const setBalance = (account: string, wei: bigint) =>
  chainRpc(rpcUrl, 'anvil_setBalance', [account, `0x${wei.toString(16)}`])

/** Sends `amount` ETH to bob, approved in the frame, and waits until it is on the chain. */
async function approvedSend(p: Page, amount: string, wei: bigint) {
  const senderBefore = await balanceOf(rpcUrl, address)
  const receiverBefore = await balanceOf(rpcUrl, bob)
  await clearToasts(p)
  const approval = await submitSend(p, amount, bob)
  const asked = ((await approval.textContent()) ?? '').toLowerCase()
  expect(asked).toContain(bob.toLowerCase())
  expect(asked).toContain(`${amount} eth`)
  expect(asked).toContain(`requested by latchkey demo at ${stack.demo!.url}`.toLowerCase())
  await approval.getByRole('button', { name: 'Approve' }).click()
  await expect.poll(() => toasts(p), { timeout: 20_000 }).toContain('Transaction started')
  await expect.poll(() => balanceOf(rpcUrl, bob), { timeout: 20_000 }).toBe(receiverBefore + wei)
  const senderAfter = await balanceOf(rpcUrl, address)
  expect(senderAfter).toBeLessThan(senderBefore - wei)
  expect(senderAfter).toBeGreaterThan(senderBefore - wei - ETHER / 100n)
  await closeModal(p)
  await expect
    .poll(() => accountButtonBalance(p), { timeout: 40_000 })
    .toBeCloseTo(ether(senderAfter), 2)
}

describe('the embedded wallet (SPEC §4 embedded login flow, §6, §7)', () => {
  // A test that failed half-way may leave the modal open over the page; the next starts clean.
  beforeEach(async () => {
    if (page) await closeModal(page)
  })

  it('logs in with the code from the development mailbox and makes a wallet in the frame', async () => {
    await appkitButton(page).click()
    await logIn(page, { frameUrl, email: EMAIL, recovery: { mode: 'create', password: PASSWORD } })
    address = await hookText(page, 'address')
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await hookText(page, 'network')).toBe('Latchkey Devnet (eip155:31337)')
    // The wallet logged in on the app's network, not on SPEC §9's default chain 1 (which the
    // demo does not list and which opened 'Switch network' over the page after a reload).
    // (The modal may have closed already; either way it does not show that view.)
    await page.waitForTimeout(500)
    const titles = await dialog(page).getByRole('heading', { level: 2 }).allTextContents()
    expect(titles.map((t) => t.trim())).not.toContain('Switch network')
    await screenshot(page, 'embedded-connected-light')
    await closeModal(page)
    expect(demo.errors).toEqual([])
  })

  it('shows the balance of the local chain, read through the provider', async () => {
    // A new wallet holds nothing; the button says so.
    expect(await balanceOf(rpcUrl, address)).toBe(0n)
    await expect.poll(() => accountButtonBalance(page)).toBe(0)
    // Funded from outside while the page is open: the visitor sees it when they come back (the
    // native balance is cached 30 s, SPEC §9, and read again on connect, switch and send).
    await setBalance(address, FUNDS)
    await page.reload()
    await waitForDemo(page)
    await recordToasts(page)
    await expect.poll(() => accountButtonBalance(page), { timeout: 20_000 }).toBe(10)
    await page.locator('appkit-account-button').getByRole('button').click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    await expect.poll(() => dialog(page).textContent()).toMatch(/10(\.0+)? ETH/)
    await closeModal(page)
  })

  it('sends after the visitor approves in the frame, and the ether lands on the chain', async () => {
    await approvedSend(page, '0.5', ETHER / 2n)
    expect(demo.errors).toEqual([])
  })

  it('changes nothing when the visitor rejects in the frame', async () => {
    const senderBefore = await balanceOf(rpcUrl, address)
    const receiverBefore = await balanceOf(rpcUrl, bob)
    const approval = await submitSend(page, '0.25', bob)
    // The last send's toast may still be up when the modal opens: count from here.
    await clearToasts(page)
    await approval.getByRole('button', { name: 'Reject' }).click()
    // SPEC §8: an EVM send that fails shows 'Something went wrong'.
    await expect.poll(() => toasts(page), { timeout: 15_000 }).toContain('Something went wrong')
    await page.waitForTimeout(1000)
    expect(await toasts(page)).not.toContain('Transaction started')
    expect(await balanceOf(rpcUrl, bob)).toBe(receiverBefore)
    expect(await balanceOf(rpcUrl, address)).toBe(senderBefore)
    expect(await dialogTitle(page)).toBe('Review the send')
    expect(await hookText(page, 'status')).toBe('connected')
    await closeModal(page)
  })

  it('stays logged in after a reload, and the balance and signing still work', async () => {
    await page.reload()
    await waitForDemo(page)
    await recordToasts(page)
    await expect.poll(() => hookText(page, 'status'), { timeout: 20_000 }).toBe('connected')
    expect(same(await hookText(page, 'address'), address)).toBe(true)
    // Nothing opens over the page by itself: the visitor's clicks reach it.
    await page.waitForTimeout(1000)
    expect(await dialog(page).count()).toBe(0)
    const onChain = ether(await balanceOf(rpcUrl, address))
    await expect.poll(() => accountButtonBalance(page), { timeout: 20_000 }).toBeCloseTo(onChain, 2)
    await approvedSend(page, '0.125', ETHER / 8n)
    expect(demo.errors).toEqual([])
  })

  it('shows the secret only inside the frame; no host message or storage ever held it', async () => {
    await page.getByRole('button', { name: 'Export the key (shown in the secure frame)' }).click()
    await frame(page).getByRole('button', { name: 'Reveal' }).click()
    await expect
      .poll(async () => (await frame(page).locator('pre').textContent()) ?? '')
      .toMatch(/^0x[0-9a-f]{64}$/)
    const secret = ((await frame(page).locator('pre').textContent()) ?? '').trim().slice(2)
    await frame(page).getByRole('button', { name: 'Close' }).click()
    const storage = await hostStorage(page)
    // The whole flow so far: login, balance, both sends, the reload and the export.
    expect(hostMessages.length).toBeGreaterThan(20)
    for (const text of [...hostMessages, ...storage])
      expect(text.toLowerCase()).not.toContain(secret)
    scanFor = secret
  })

  it('signs out: the cached values go, the page is disconnected, and logging in again works', async () => {
    expect(await cachedLoginValues(page)).not.toEqual([])
    await page.locator('appkit-account-button').getByRole('button').click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => hookText(page, 'status')).toBe('disconnected')
    await waitForDialogClosed(page)
    expect(await cachedLoginValues(page)).toEqual([])
    await page.reload()
    await waitForDemo(page)
    await page.waitForTimeout(1500)
    expect(await hookText(page, 'status')).toBe('disconnected')

    // This device still holds its share: the code alone unlocks the same wallet.
    await appkitButton(page).click()
    await logIn(page, { frameUrl, email: EMAIL })
    expect(same(await hookText(page, 'address'), address)).toBe(true)
    await closeModal(page)
    expect(demo.errors).toEqual([])
  })
})

// Issue 35: the second profile's modal speaks Arabic, and so does the frame's own recovery prompt
// (the ui's table, packages/ui/src/i18n/locales/ar.ts, and the frame's, frame/i18n/locales/ar.ts),
// and the server's device and code mails (apps/secure-frame/src/i18n/server/locales/ar.ts).
const ARABIC: LoginTexts = {
  emailLabel: 'البريد الإلكتروني',
  confirmEmail: 'أكّد بريدك',
  approveDevice: 'وافق على هذا الجهاز',
  codeLabel: 'الرمز من البريد',
  continue: 'متابعة',
  recoveryLabel: 'كلمة مرور الاسترداد',
  repeatLabel: 'أعد إدخالها',
  frameContinue: 'متابعة',
  deviceMailSubject: 'وافق على جهاز جديد لمحفظة Latchkey',
  codeMailSubject: 'رمز تسجيل الدخول إلى Latchkey: ',
}

describe('a second browser profile, in Arabic', () => {
  it('approves the device, recovers with the recovery password and gets the same address', async () => {
    const second = await openDemo(browser, `${stack.demo!.url}/?theme=dark&locale=ar`)
    try {
      await recordHostMessages(second.context, hostMessages)
      await second.page.reload()
      await waitForDemo(second.page)
      await appkitButton(second.page).click()
      await logIn(second.page, {
        frameUrl,
        email: EMAIL,
        recovery: { mode: 'enter', password: PASSWORD },
        texts: ARABIC,
        // The frame's own screen in the modal's locale, right to left.
        atRecovery: async (shown) => {
          const heading = shown.getByRole('heading', { level: 1 })
          await expect
            .poll(() => heading.textContent(), { timeout: 10_000 })
            .toBe('أدخل كلمة مرور الاسترداد')
          const root = shown.locator('html')
          expect(await root.getAttribute('lang')).toBe('ar')
          expect(await root.getAttribute('dir')).toBe('rtl')
          await screenshot(second.page, 'embedded-recovery-ar-dark')
        },
      })
      expect(same(await hookText(second.page, 'address'), address)).toBe(true)
      await screenshot(second.page, 'embedded-recovered-dark')
      await closeModal(second.page)
      expect(scanFor).not.toBe('')
      for (const text of [...hostMessages, ...(await hostStorage(second.page))])
        expect(text.toLowerCase()).not.toContain(scanFor)
      expect(second.errors).toEqual([])
    } finally {
      await second.close()
    }
  })
})

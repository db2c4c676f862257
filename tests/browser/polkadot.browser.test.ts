// Issue 22: the Polkadot path in the built demo on the local Kusama runtime (chopsticks), with the
// Polkadot dev extension in window.injectedWeb3 and each request decided in its panel: connect,
// see the balance, transfer through the send form, see the new balance.
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { findPolkadotGenesis } from '../../stack/local-polkadot/src/genesisFile'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack } from './demoStack'
import {
  appkitButton,
  closeModal,
  type DemoPage,
  dialog,
  dialogTitle,
  hookText,
  openDemo,
  requireChromium,
  screenshot,
  waitForDialogClosed,
} from './support'

// //Alice and //Bob in the Kusama format (ss58 2), as the dev extension holds them.
const ALICE = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'
const BOB = 'FoQJpPyadYccjavVdTWxpxU7rUEaYhfLCPwXgkfD6Zat9QP'
const KSM = 10n ** 12n
const LOCAL = 'polkadot:45454545454545454545454545454545'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page
let api: ApiPromise

// The genesis is shared test data beside the repository (not in it): without it, nothing to run.
const hasGenesis = findPolkadotGenesis() !== undefined

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium() || !hasGenesis) return
  ;({ stack, browser } = await startDemoStack({ polkadot: true }))
  if (!stack.polkadot) throw new Error('the stack did not start the Polkadot chain')
  api = await ApiPromise.create({
    provider: new WsProvider(stack.polkadot.wsUrl),
    noInitWarn: true,
  })
  demo = await openDemo(browser, `${stack.demo.url}/?theme=dark`)
  page = demo.page
})

afterAll(async () => {
  await demo?.close()
  await browser?.close()
  await api?.disconnect()
  await stack?.stop()
})

async function free(address: string): Promise<bigint> {
  return (await api.query.system.account(address)).data.free.toBigInt()
}

function requests(p: Page) {
  return p.getByTestId('polkadot-dev-request')
}

/** Decides the one pending extension request of `method` from the panel. */
async function decide(p: Page, method: string, decision: 'Approve' | 'Reject'): Promise<string> {
  const request = requests(p).filter({ hasText: method })
  await request.first().waitFor({ timeout: 30_000 })
  expect(await request.count()).toBe(1)
  const text = ((await request.textContent()) ?? '').trim()
  await request.getByRole('button', { name: decision, exact: true }).dispatchEvent('click')
  return text
}

/** The balance the account button shows, e.g. 1000000 for "1,000,000 KSM". */
async function accountButtonBalance(p: Page): Promise<number | undefined> {
  const text = (await p.locator('appkit-account-button').getByRole('button').textContent()) ?? ''
  const match = text.match(/([\d.,]+)\s*KSM/)
  return match ? Number(match[1]!.replace(/,/g, '')) : undefined
}

describe.skipIf(!hasGenesis)('the Polkadot flow with the dev extension', () => {
  beforeEach(async () => {
    if (page) await closeModal(page)
  })

  it('connects the extension once it lets the demo in', async () => {
    await appkitButton(page).click()
    await dialog(page).waitFor()
    await screenshot(page, 'polkadot-connect-dark')
    const row = dialog(page).getByRole('button', { name: /Latchkey Dev Polkadot/ })
    await row.click()
    await requests(page).first().waitFor({ timeout: 30_000 })
    expect(await hookText(page, 'status')).not.toBe('connected')
    const asked = await decide(page, 'enable', 'Approve')
    expect(asked).toContain('Latchkey demo asks to see your accounts')
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
    expect(await hookText(page, 'address')).toBe(ALICE)
    expect(await hookText(page, 'network')).toBe(`Kusama Local Testnet (${LOCAL})`)
    await waitForDialogClosed(page)
    expect(demo.errors).toEqual([])
  })

  it('shows the transferable balance read from the runtime', async () => {
    const onChain = Number(await free(ALICE)) / 1e12
    await expect.poll(() => accountButtonBalance(page), { timeout: 60_000 }).toBeCloseTo(onChain, 2)
    await page.locator('appkit-account-button').getByRole('button').click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    await screenshot(page, 'polkadot-account-dark')
    await dialog(page).press('Escape')
    await waitForDialogClosed(page)
  })

  it('transfers through the send form after approval, and shows the new balance', async () => {
    const [aliceBefore, bobBefore] = [await free(ALICE), await free(BOB)]
    await page.locator('appkit-account-button').getByRole('button').click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => dialogTitle(page)).toBe('Send')
    await dialog(page).getByLabel('Amount').fill('2.5')
    await dialog(page).getByLabel('Recipient address').fill(BOB)
    await screenshot(page, 'polkadot-send-filled-dark')
    await dialog(page).locator('form').getByRole('button', { name: 'Review', exact: true }).click()
    await expect.poll(() => dialogTitle(page)).toBe('Review the send')
    await dialog(page).getByRole('button', { name: 'Confirm and send' }).click()
    const asked = await decide(page, 'signPayload', 'Approve')
    expect(asked).toContain('Sign a transaction as HNZa…f74F')

    const sent = (5n * KSM) / 2n
    // Chopsticks runs the runtime's wasm for the block: slow on two busy cores.
    await expect.poll(() => free(BOB), { timeout: 90_000 }).toBe(bobBefore + sent)
    const aliceAfter = await free(ALICE)
    expect(aliceAfter).toBeLessThan(aliceBefore - sent)
    expect(aliceAfter).toBeGreaterThan(aliceBefore - sent - KSM / 100n)
    await expect
      .poll(() => accountButtonBalance(page), { timeout: 60_000 })
      .toBeCloseTo(Number(aliceAfter) / 1e12, 2)
    await screenshot(page, 'polkadot-after-send-dark')
    expect(demo.errors).toEqual([])
  }, 240_000)
})

// Issue 21: Bitcoin in the built demo, with the Bitcoin dev wallet registered through the Wallet
// Standard and every request decided in its panel: connect (the payment address, §3), the BTC
// balance from the local regtest chain's Esplora API, a send with its toast and new balances,
// and a refused send that changes nothing.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  bitcoinWalletRequests,
  bitcoinWalletRow,
  decideBitcoinRequest,
  SATS_PER_BTC,
  satsOf,
} from './bitcoinSupport'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
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
import { clearToasts, recordToasts, toasts } from './toasts'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page
let esplora: string
let payment: string
let receiver: string

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack())
  esplora = stack.bitcoin.url
  payment = stack.bitcoin.devKeys[0]?.address as string
  receiver = stack.bitcoin.devKeys[1]?.address as string
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light`)
  page = demo.page
  await recordToasts(page)
})

afterAll(() => stopAll(demo, browser, stack))

const btc = (sats: bigint) => Number(sats) / Number(SATS_PER_BTC)

async function accountButtonBtc(): Promise<number | undefined> {
  const text = (await page.locator('appkit-account-button').getByRole('button').textContent()) ?? ''
  const match = text.match(/([\d.,]+)\s*BTC/)
  return match ? Number(match[1]?.replace(/,/g, '')) : undefined
}

/** The dialog's drawn text, one line. */
async function shown(): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: what is drawn is the point
  return (await dialog(page).innerText()).replace(/\s+/g, ' ')
}

async function openAccount() {
  await page.locator('appkit-account-button').getByRole('button').click()
  await expect.poll(() => dialogTitle(page)).toBe('Account')
}

/** Account → Send, fills the form and confirms it on the review step. */
async function send(amount: string, to: string) {
  await openAccount()
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => dialogTitle(page)).toBe('Send')
  await dialog(page).getByLabel('Amount').fill(amount)
  await dialog(page).getByLabel('Recipient address').fill(to)
  await dialog(page).locator('form').getByRole('button', { name: 'Review', exact: true }).click()
  await expect.poll(() => dialogTitle(page)).toBe('Review the send')
  await dialog(page).getByRole('button', { name: 'Confirm and send' }).click()
}

describe('Bitcoin in the demo with the Bitcoin dev wallet', () => {
  beforeEach(async () => {
    if (page) await closeModal(page)
  })

  it('lists the registered Bitcoin dev wallet and connects its payment address once it approves', async () => {
    await appkitButton(page).click()
    await dialog(page).waitFor()
    await bitcoinWalletRow(page).waitFor()
    await bitcoinWalletRow(page).click()
    await bitcoinWalletRequests(page).first().waitFor()
    expect(await hookText(page, 'status')).not.toBe('connected')
    const asked = await decideBitcoinRequest(page, 'connect', 'Approve')
    expect(asked).toContain('Connect')
    await expect.poll(() => hookText(page, 'status')).toBe('connected')
    expect(await hookText(page, 'address')).toBe(payment)
    expect(await hookText(page, 'network')).toBe(
      'Bitcoin Regtest (bip122:0f9188f13cb7b2c71f2a335e3a4fc328)',
    )
    await waitForDialogClosed(page)
    expect(demo.errors).toEqual([])
  })

  it('shows the BTC balance read from the chain', async () => {
    const onChain = btc(await satsOf(esplora, payment))
    expect(onChain).toBeGreaterThan(0)
    await expect.poll(accountButtonBtc, { timeout: 10_000 }).toBeCloseTo(onChain, 2)
    await openAccount()
    await screenshot(page, 'bitcoin-account-light')
    expect(demo.errors).toEqual([])
  })

  it('sends BTC after the wallet signs: toast, the receiver paid, the sender charged the fee', async () => {
    const [mine, theirs] = [await satsOf(esplora, payment), await satsOf(esplora, receiver)]
    await clearToasts(page)
    await send('0.25', receiver)
    const asked = await decideBitcoinRequest(page, 'signTransaction', 'Approve')
    expect(asked).toMatch(/Send 0\.25 BTC to bcrt1q.+\(fee \d+ sats\)/)
    const fee = BigInt(asked.match(/fee (\d+) sats/)?.[1] ?? '0')
    expect(fee).toBeGreaterThan(0n)
    await expect.poll(() => toasts(page), { timeout: 15_000 }).toContain('Transaction started')
    await expect.poll(() => satsOf(esplora, receiver)).toBe(theirs + 25_000_000n)
    expect(await satsOf(esplora, payment)).toBe(mine - 25_000_000n - fee)
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    await expect.poll(accountButtonBtc).toBeCloseTo(btc(mine - 25_000_000n - fee), 2)
    // Activity lists the send: at once as pending, then from the provider's bip122 history.
    await dialog(page).getByRole('tab', { name: 'Activity' }).click()
    await expect.poll(shown, { timeout: 15_000 }).toMatch(/Sent -?0\.25 BTC/)
    await screenshot(page, 'bitcoin-activity-light')
    expect(demo.errors).toEqual([])
  })

  it('a refused send shows the §8 failure and changes nothing', async () => {
    // The last toast closes by itself after 2.5 s; reopening the modal before would show it again.
    await page.waitForTimeout(3000)
    const [mine, theirs] = [await satsOf(esplora, payment), await satsOf(esplora, receiver)]
    await clearToasts(page)
    await send('0.5', receiver)
    await decideBitcoinRequest(page, 'signTransaction', 'Reject')
    await expect
      .poll(() => toasts(page), { timeout: 15_000 })
      .toContain('Failed to send transaction. Please try again.')
    expect(await toasts(page)).not.toContain('Transaction started')
    expect([await satsOf(esplora, payment), await satsOf(esplora, receiver)]).toEqual([
      mine,
      theirs,
    ])
    expect(await dialogTitle(page)).toBe('Review the send')
    expect(demo.errors).toEqual([])
  })
})

// Issue 23 in the built demo: what the modal shows belongs to the (account, network) it was
// read for, the visitor's own send shows in Activity at once, a failed fetch can be retried,
// and the host's switches (`history: false`, `legalCheckbox`) do what they say.
import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Stack } from '../../stack/scripts/startStack.mjs'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import {
  appkitButton,
  closeModal,
  connectDevWallet,
  type DemoPage,
  decideRequest,
  devWalletRow,
  dialog,
  dialogTitle,
  hookText,
  openDemo,
  requireChromium,
  switchNetwork,
  waitForDialogClosed,
} from './support'
import { recordToasts } from './toasts'

type Chain = Stack['chains'][number]

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page
let chainA: Chain
let chainB: Chain
let alice: string
let bob: string
let carol: string

const LUSD_UNIT = 10n ** 6n

/** The chain's LUSD contract, as the stack hands it to the demo. */
function lusdOf(chainIndex: number): string {
  const token = stack.config.chains[chainIndex]?.tokens.find((t) => t.symbol === 'LUSD')
  if (!token) throw new Error('the stack has no LUSD')
  return token.address
}

/** An ERC-20 transfer sent from one of anvil's unlocked accounts over JSON-RPC, then mined. */
async function transferToken(
  rpcUrl: string,
  token: string,
  from: string,
  to: string,
  amount: bigint,
) {
  const word = (hex: string) => hex.replace(/^0x/, '').padStart(64, '0')
  const data = `0xa9059cbb${word(to)}${word(amount.toString(16))}`
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendTransaction',
      params: [{ from, to: token, data }],
    }),
  })
  const body = (await response.json()) as { result?: string; error?: { message: string } }
  if (!body.result) throw new Error(`transfer failed: ${body.error?.message ?? 'no result'}`)
}

const numberIn = (text: string) => Number(text.replace(/,/g, ''))

/** Account → Send; the token menu's choices as [symbol, amount]. */
async function sendTokenChoices(p: Page): Promise<[string, number][]> {
  await p.locator('appkit-account-button').getByRole('button').click()
  await expect.poll(() => dialogTitle(p)).toBe('Account')
  await dialog(p).getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => dialogTitle(p)).toBe('Send')
  const menu = dialog(p).getByLabel('Token')
  // The account's tokens arrive after the form is drawn.
  await expect.poll(() => menu.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(1)
  const labels = await menu.locator('option').allTextContents()
  return labels.map((label) => {
    const match = label.match(/^(\S+) \(([\d.,]+)\)$/)
    if (!match) throw new Error(`unexpected token choice '${label}'`)
    return [match[1]!, numberIn(match[2]!)]
  })
}

/** The Tokens tab's rows as [symbol, amount]. */
async function tokenRows(p: Page): Promise<[string, number][]> {
  const amounts = await dialog(p).locator('.lk-token-row-amount').allTextContents()
  return amounts.map((text) => {
    const [amount, symbol] = text.trim().split(/\s+/)
    return [symbol ?? '', numberIn(amount ?? '')]
  })
}

async function openAccount(p: Page) {
  await p.locator('appkit-account-button').getByRole('button').click()
  await expect.poll(() => dialogTitle(p)).toBe('Account')
}

const activityRows = (p: Page) => dialog(p).locator('.lk-activity-row')

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack())
  ;[chainA, chainB] = stack.chains as [Chain, Chain]
  ;[alice, bob, carol] = chainA.accounts.slice(0, 3).map((a) => a.address) as [
    string,
    string,
    string,
  ]
  // Every holder starts with 1,000,000 LUSD on both chains: make the pairs tell apart.
  await transferToken(chainB.rpcUrl, lusdOf(1), alice, carol, 250n * LUSD_UNIT)
  await transferToken(chainA.rpcUrl, lusdOf(0), bob, carol, 1234n * LUSD_UNIT)
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light`)
  page = demo.page
  await recordToasts(page)
  await connectDevWallet(page)
})

afterAll(() => stopAll(demo, browser, stack))

describe('state that belongs to its (account, network)', () => {
  beforeEach(async () => {
    if (page) await closeModal(page)
  })

  it('lists only the active network’s tokens in the send form, after a switch too', async () => {
    const onA = await sendTokenChoices(page)
    expect(onA).toContainEqual(['LUSD', 1_000_000])
    await closeModal(page)

    await switchNetwork(page, 'Latchkey Devnet B', 'eip155:31338')
    const onB = await sendTokenChoices(page)
    expect(onB).toContainEqual(['LUSD', 999_750])
    expect(onB).not.toContainEqual(['LUSD', 1_000_000])
    await closeModal(page)

    await switchNetwork(page, 'Latchkey Devnet', 'eip155:31337')
    expect(await sendTokenChoices(page)).toContainEqual(['LUSD', 1_000_000])
    expect(demo.errors).toEqual([])
  })

  it('shows the new account’s tokens once the account is switched in the wallet', async () => {
    await openAccount(page)
    await expect
      .poll(() => tokenRows(page), { timeout: 15_000 })
      .toContainEqual(['LUSD', 1_000_000])

    // The wallet's own account menu, outside the modal, while the modal stays open.
    await page.getByTestId('dev-wallet').getByLabel('Account').selectOption(bob)
    await expect
      .poll(() => hookText(page, 'address').then((a) => a.toLowerCase()))
      .toBe(bob.toLowerCase())
    await expect.poll(() => tokenRows(page), { timeout: 15_000 }).toContainEqual(['LUSD', 998_766])
    expect(await tokenRows(page)).not.toContainEqual(['LUSD', 1_000_000])

    await page.getByTestId('dev-wallet').getByLabel('Account').selectOption(alice)
    await expect
      .poll(() => tokenRows(page), { timeout: 15_000 })
      .toContainEqual(['LUSD', 1_000_000])
    expect(await tokenRows(page)).not.toContainEqual(['LUSD', 998_766])
    expect(demo.errors).toEqual([])
  })

  it('shows the visitor’s own send in Activity without reopening the modal', async () => {
    await openAccount(page)
    await dialog(page).getByRole('tab', { name: 'Activity' }).click()
    await expect
      .poll(
        async () =>
          (await activityRows(page).count()) > 0 ||
          (await dialog(page).textContent())?.includes('No activity yet.'),
      )
      .toBe(true)
    const before = await activityRows(page).count()

    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page).getByLabel('Amount').fill('0.25')
    await dialog(page).getByLabel('Recipient address').fill(bob)
    await dialog(page).locator('form').getByRole('button', { name: 'Review', exact: true }).click()
    await expect.poll(() => dialogTitle(page)).toBe('Review the send')
    await dialog(page).getByRole('button', { name: 'Confirm and send' }).click()
    await decideRequest(page, 'eth_sendTransaction', 'Approve')
    await expect.poll(() => dialogTitle(page)).toBe('Account')

    // Still the same open modal, on its Activity tab: the send is listed, then confirmed.
    await expect.poll(() => activityRows(page).count(), { timeout: 15_000 }).toBe(before + 1)
    const newest = activityRows(page).first()
    expect(await newest.textContent()).toContain('Sent')
    expect(await newest.textContent()).toContain('0.25')
    await expect
      .poll(() => newest.locator('.lk-activity-status').textContent(), { timeout: 30_000 })
      .toBe('Confirmed')
    expect(demo.errors).toEqual([])
  })

  it('says when Activity could not be read, and reads it again on request', async () => {
    let failing = true
    const histories: string[] = []
    await page.route('**/v1/account/*/history*', (route) => {
      histories.push(route.request().url())
      return failing
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' })
        : route.fallback()
    })
    try {
      // A network the modal has not read Activity for yet.
      await switchNetwork(page, 'Latchkey Devnet B', 'eip155:31338')
      await openAccount(page)
      await dialog(page).getByRole('tab', { name: 'Activity' }).click()
      await expect
        .poll(() => dialog(page).textContent(), { timeout: 20_000 })
        .toContain('Activity could not be loaded.')
      expect(histories.length).toBeGreaterThan(0)
      expect(await activityRows(page).count()).toBe(0)

      failing = false
      await dialog(page).getByRole('button', { name: 'Try again' }).click()
      // Alice's LUSD transfer on Devnet B, sent when the test began.
      await expect.poll(() => activityRows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0)
      expect(await dialog(page).textContent()).not.toContain('Activity could not be loaded.')
    } finally {
      await page.unroute('**/v1/account/*/history*')
    }
    await closeModal(page)
    await switchNetwork(page, 'Latchkey Devnet', 'eip155:31337')
  })
})

describe('the host’s switches in demo routes', () => {
  it('history: false draws no Activity tab and asks for no history', async () => {
    const route = await openDemo(browser, `${stack.demo!.url}/?theme=light&history=off`)
    const histories: Request[] = []
    route.page.on('request', (r) => {
      if (r.url().includes('/history')) histories.push(r)
    })
    try {
      await connectDevWallet(route.page)
      await openAccount(route.page)
      expect(await dialog(route.page).getByRole('tab').allTextContents()).toEqual([
        'Tokens',
        'NFTs',
      ])
      await route.page.waitForTimeout(1500)
      expect(histories.map((r) => r.url())).toEqual([])
      expect(route.errors).toEqual([])
    } finally {
      await route.close()
    }
  })

  it('legalCheckbox: no wallet can be chosen before the terms are accepted', async () => {
    const route = await openDemo(browser, `${stack.demo!.url}/?theme=light&legal`)
    try {
      await appkitButton(route.page).click()
      await expect.poll(() => dialogTitle(route.page)).toBe('Connect a wallet')
      const row = devWalletRow(route.page)
      await row.waitFor()
      expect(await row.isDisabled()).toBe(true)
      const terms = dialog(route.page).getByRole('link', { name: /terms of service/ })
      expect(await terms.getAttribute('href')).toBe(`${stack.demo!.url}/terms.html`)

      await dialog(route.page).getByRole('checkbox').check()
      expect(await row.isDisabled()).toBe(false)
      await row.click()
      await decideRequest(route.page, 'eth_requestAccounts', 'Approve')
      await expect.poll(() => hookText(route.page, 'status')).toBe('connected')
      await waitForDialogClosed(route.page)
      expect(route.errors).toEqual([])
    } finally {
      await route.close()
    }
  })
})

// Issue 5: the whole EVM path in the built demo, with the dev wallet announced through EIP-6963
// and every request decided in its approval panel: connect, balance, network switch, send (and
// a refused send), disconnect, and a reload that restores the session without asking again.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Stack } from '../../stack/scripts/startStack.mjs'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import {
  appkitButton,
  balanceOf,
  closeModal,
  connectDevWallet,
  type DemoPage,
  decideRequest,
  devWalletRequests,
  devWalletRow,
  dialog,
  dialogTitle,
  ETHER,
  hookText,
  openDemo,
  requireChromium,
  screenshot,
  switchNetwork,
  waitForDemo,
  waitForDialogClosed,
} from './support'
import { clearToasts, recordToasts, toasts } from './toasts'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page
let chainA: Stack['chains'][number]
let chainB: Stack['chains'][number]
let alice: string
let bob: string

// Without Chromium every test fails with the reason (CI installs it; a skip would hide it).
beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack())
  ;[chainA, chainB] = stack.chains as [Stack['chains'][number], Stack['chains'][number]]
  alice = chainA.accounts[0]!.address
  bob = chainA.accounts[1]!.address
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light`)
  page = demo.page
  await recordToasts(page)
})

afterAll(() => stopAll(demo, browser, stack))

/** The balance the account button shows, e.g. 9999.996 for "9999.996 ETH". */
async function accountButtonBalance(p: Page): Promise<number | undefined> {
  const text = (await p.locator('appkit-account-button').getByRole('button').textContent()) ?? ''
  const match = text.match(/([\d.,]+)\s*ETH/)
  return match ? Number(match[1]!.replace(/,/g, '')) : undefined
}

const ether = (wei: bigint) => Number(wei) / 1e18

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

describe('the EVM flow with the dev wallet', () => {
  // A test that failed half-way may leave the modal open over the page; the next starts clean.
  beforeEach(async () => {
    if (page) await closeModal(page)
  })

  it('lists the announced dev wallet in Connect', async () => {
    await appkitButton(page).click()
    await dialog(page).waitFor()
    expect(await dialogTitle(page)).toBe('Connect a wallet')
    const row = devWalletRow(page)
    await row.waitFor()
    expect(await row.textContent()).toContain('Installed')
    expect(demo.errors).toEqual([])
  })

  it('connects once the wallet approves', async () => {
    await appkitButton(page).click()
    await devWalletRow(page).click()
    await expect.poll(() => dialogTitle(page)).toBe('Latchkey Dev Wallet')
    // Nothing is connected while the wallet is still asking.
    await devWalletRequests(page).first().waitFor()
    expect(await hookText(page, 'status')).not.toBe('connected')
    const asked = await decideRequest(page, 'eth_requestAccounts', 'Approve')
    expect(asked).toContain('Connect')

    await expect.poll(() => hookText(page, 'status')).toBe('connected')
    expect(same(await hookText(page, 'address'), alice)).toBe(true)
    expect(await hookText(page, 'network')).toBe('Latchkey Devnet (eip155:31337)')
    expect(await hookText(page, 'wallet')).toBe('Latchkey Dev Wallet')
    await waitForDialogClosed(page)
    expect(await devWalletRequests(page).count()).toBe(0)
    expect(demo.errors).toEqual([])
  })

  it('shows the native balance of the chain', async () => {
    const onChain = ether(await balanceOf(chainA.rpcUrl, alice))
    expect(onChain).toBeGreaterThan(9990)
    expect(onChain).toBeLessThanOrEqual(10000)
    await expect.poll(() => accountButtonBalance(page)).toBeCloseTo(onChain, 2)

    await page.locator('appkit-account-button').getByRole('button').click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    // biome-ignore lint/performance/useDomNodeTextContent: what is drawn is the point
    const shown = (await dialog(page).innerText()).replace(/\s+/g, ' ')
    const match = shown.match(/([\d.,]+) ETH/)
    expect(match, shown).not.toBeNull()
    expect(Number(match![1]!.replace(/,/g, ''))).toBeCloseTo(onChain, 2)
    await screenshot(page, 'flow-account-light')
    await dialog(page).press('Escape')
    await waitForDialogClosed(page)

    // The hook agrees.
    await page.getByRole('button', { name: 'Fetch balance' }).click()
    await expect.poll(() => hookText(page, 'balance')).toMatch(/ ETH$/)
    expect(Number.parseFloat(await hookText(page, 'balance'))).toBeCloseTo(onChain, 2)
    expect(demo.errors).toEqual([])
  })

  const switchTo = (name: string, caip: string) => switchNetwork(page, name, caip)

  it('switches to Latchkey Devnet B and back, each time with approval', async () => {
    await switchTo('Latchkey Devnet B', 'eip155:31338')
    // The balance now comes from the second chain.
    const onB = ether(await balanceOf(chainB.rpcUrl, alice))
    await expect.poll(() => accountButtonBalance(page)).toBeCloseTo(onB, 2)

    await switchTo('Latchkey Devnet', 'eip155:31337')
    const onA = ether(await balanceOf(chainA.rpcUrl, alice))
    await expect.poll(() => accountButtonBalance(page)).toBeCloseTo(onA, 2)
    expect(await devWalletRequests(page).count()).toBe(0)
    expect(demo.errors).toEqual([])
  })

  /** Account → Send, fills the form and submits; resolves with the wallet's request text. */
  async function fillAndSubmitSend(amount: string, to: string) {
    await page.locator('appkit-account-button').getByRole('button').click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => dialogTitle(page)).toBe('Send')
    await dialog(page).getByLabel('Amount').fill(amount)
    await dialog(page).getByLabel('Recipient address').fill(to)
    await screenshot(page, 'flow-send-filled-light')
    await dialog(page).locator('form').getByRole('button', { name: 'Review', exact: true }).click()
    await expect.poll(() => dialogTitle(page)).toBe('Review the send')
    await expect.poll(() => dialog(page).textContent()).toContain(`${amount} ETH`)
    await screenshot(page, 'flow-send-review-light')
    await dialog(page).getByRole('button', { name: 'Confirm and send' }).click()
  }

  let sentAt = 0

  it('sends ETH to the second account after approval', async () => {
    const senderBefore = await balanceOf(chainA.rpcUrl, alice)
    const receiverBefore = await balanceOf(chainA.rpcUrl, bob)
    await clearToasts(page)
    await fillAndSubmitSend('1.5', bob)
    const asked = await decideRequest(page, 'eth_sendTransaction', 'Approve')
    expect(asked).toContain('1.5 ETH')

    await expect.poll(() => toasts(page), { timeout: 15_000 }).toContain('Transaction started')
    sentAt = Date.now()
    // The modal returns to Account; the visitor closes it while the toast is still up.
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    await dialog(page).press('Escape')
    await waitForDialogClosed(page)

    const sent = (3n * ETHER) / 2n
    await expect
      .poll(() => balanceOf(chainA.rpcUrl, bob), { timeout: 15_000 })
      .toBe(receiverBefore + sent)
    const senderAfter = await balanceOf(chainA.rpcUrl, alice)
    expect(senderAfter).toBeLessThan(senderBefore - sent) // the amount and the fee
    expect(senderAfter).toBeGreaterThan(senderBefore - sent - ETHER / 100n)
    await expect
      .poll(() => accountButtonBalance(page), { timeout: 15_000 })
      .toBeCloseTo(ether(senderAfter), 2)
    expect(demo.errors).toEqual([])
  })

  it('does not show the send toast again when the modal opens after its time is up', async () => {
    expect(sentAt, 'the send test ran').toBeGreaterThan(0)
    // Toasts close by themselves after 2.5 s (packages/ui Toast TOAST_AUTO_CLOSE_MS).
    await page.waitForTimeout(Math.max(0, sentAt + 3500 - Date.now()))
    await page.locator('appkit-account-button').getByRole('button').click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    await page.waitForTimeout(500)
    const region = dialog(page).getByRole('region', { name: 'Notifications' })
    expect(((await region.textContent()) ?? '').trim()).toBe('')
  })

  it('lists the new Ether balance in the Tokens tab after the send', async () => {
    const onChain = ether(await balanceOf(chainA.rpcUrl, alice))
    await page.locator('appkit-account-button').getByRole('button').click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    const etherRow = async () => {
      // biome-ignore lint/performance/useDomNodeTextContent: what is drawn is the point
      const text = (await dialog(page).innerText()).replace(/\s+/g, ' ')
      const match = text.match(/Ether ([\d.,]+) ETH/)
      return match ? Number(match[1]!.replace(/,/g, '')) : undefined
    }
    // Within 10 s, well before the provider's 30 s balance cache runs out by itself.
    await expect.poll(etherRow, { timeout: 10_000 }).toBeCloseTo(onChain, 2)
  })

  it('changes nothing when the wallet rejects a send', async () => {
    const senderBefore = await balanceOf(chainA.rpcUrl, alice)
    const receiverBefore = await balanceOf(chainA.rpcUrl, bob)
    await fillAndSubmitSend('2', bob)
    await clearToasts(page)
    const asked = await decideRequest(page, 'eth_sendTransaction', 'Reject')
    expect(asked).toContain('2 ETH')

    // SPEC §8: an EVM send that fails shows 'Something went wrong'.
    await expect.poll(() => toasts(page), { timeout: 15_000 }).toContain('Something went wrong')
    await page.waitForTimeout(1000)
    expect(await toasts(page)).not.toContain('Transaction started')
    expect(await balanceOf(chainA.rpcUrl, bob)).toBe(receiverBefore)
    expect(await balanceOf(chainA.rpcUrl, alice)).toBe(senderBefore)
    // The review stays up after a refusal, so the visitor can try again or go back.
    expect(await dialogTitle(page)).toBe('Review the send')
    expect(await hookText(page, 'status')).toBe('connected')
    await dialog(page).press('Escape')
    await waitForDialogClosed(page)
    expect(await devWalletRequests(page).count()).toBe(0)
    expect(demo.errors).toEqual([])
  })

  it('disconnects from Account and stays disconnected after a reload', async () => {
    await page.locator('appkit-account-button').getByRole('button').click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => hookText(page, 'status')).toBe('disconnected')
    await waitForDialogClosed(page)
    expect(await hookText(page, 'address')).toBe('—')

    await page.reload()
    await waitForDemo(page)
    // Give a (wrong) restore time to happen.
    await page.waitForTimeout(1500)
    expect(await hookText(page, 'status')).toBe('disconnected')
    expect(await page.locator('appkit-account-button').getByRole('button').count()).toBe(0)
    expect(await devWalletRequests(page).count()).toBe(0)
    expect(demo.errors).toEqual([])
  })

  it('restores the session after a reload without asking the wallet again', async () => {
    await connectDevWallet(page)
    expect(same(await hookText(page, 'address'), alice)).toBe(true)

    await page.reload()
    await waitForDemo(page)
    // Restoring uses eth_accounts, which never prompts.
    await expect
      .poll(() => hookText(page, 'status'), {
        timeout: 10_000,
        message:
          'the session should come back after a reload by eth_accounts (the dev wallet forgets its grant on reload: see the report)',
      })
      .toBe('connected')
    expect(await devWalletRequests(page).count()).toBe(0)
    expect(same(await hookText(page, 'address'), alice)).toBe(true)
    expect(await hookText(page, 'network')).toBe('Latchkey Devnet (eip155:31337)')
    expect(demo.errors).toEqual([])
  })
})

// Reading the stack's accounts is a check of the test itself: the dev wallet uses the first keys.
describe('the stack', () => {
  it('hands the dev wallet the chain accounts the test reads', () => {
    const keys = stack.config.devWallet.privateKeys
    expect(keys[0]).toBe(chainA.accounts[0]!.privateKey)
    expect(keys[1]).toBe(chainA.accounts[1]!.privateKey)
  })
})

// Issue 37: buying on Solana. With the Solana dev wallet on the local Solana chain, Account shows
// Buy (the Meld-like partner sells SOL and LUSD there); the partner's checkout pays and the SOL
// lands on the chain, then LUSD into the wallet's token account.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import {
  decideSolanaRequest,
  lamportsOf,
  solanaWalletRequests,
  solanaWalletRow,
  tokenUnitsOf,
} from './solanaSupport'
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

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page
let sol1: string

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack())
  sol1 = stack.solana.accounts[0]!.address
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light`)
  page = demo.page
})

afterAll(() => stopAll(demo, browser, stack))

/** Account → Buy, the token chosen, the amount and Meld; pays on the partner's page. */
async function buy(symbol: string, amount: string): Promise<void> {
  await page.locator('appkit-account-button').getByRole('button').click()
  await expect.poll(() => dialogTitle(page)).toBe('Account')
  await dialog(page).getByRole('button', { name: 'Buy', exact: true }).click()
  await expect.poll(() => dialogTitle(page)).toBe('Buy crypto')
  const token = page.getByTestId('onramp-token')
  await expect.poll(() => token.textContent(), { timeout: 15_000 }).toMatch(/^Buy /)
  if ((await token.textContent()) !== `Buy ${symbol}`) {
    await token.click()
    await page.getByTestId(`onramp-token-${symbol}`).click()
    await expect.poll(() => token.textContent()).toBe(`Buy ${symbol}`)
  }
  await page.getByTestId('onramp-amount').fill(amount)
  await dialog(page).getByText('Meld', { exact: true }).click()
  const go = dialog(page).getByRole('button', { name: 'Continue with Meld' })
  await expect.poll(() => go.isEnabled(), { timeout: 15_000 }).toBe(true)
  await screenshot(page, `onramp-solana-${symbol.toLowerCase()}`)
  const [checkout] = await Promise.all([page.context().waitForEvent('page'), go.click()])
  await checkout.waitForURL(/\/onramp\/checkout\//)
  expect(new URL(checkout.url()).origin).toBe(stack.provider.url)
  expect(await checkout.getByRole('heading').textContent()).toBe('Meld checkout')
  await checkout.getByRole('button', { name: `Pay ${amount}.00 USD` }).click()
  await expect.poll(() => checkout.getByRole('status').textContent()).toMatch(/^Paid\./)
  await checkout.close()
  await closeModal(page)
}

describe('buying on the local Solana chain', () => {
  it('connects the Solana dev wallet', async () => {
    await appkitButton(page).click()
    await solanaWalletRow(page).click()
    await solanaWalletRequests(page).first().waitFor()
    await decideSolanaRequest(page, 'connect', 'Approve')
    await expect.poll(() => hookText(page, 'status')).toBe('connected')
    await waitForDialogClosed(page)
  })

  it('shows Buy on the Solana network, and a SOL purchase lands on the chain', async () => {
    expect(await hookText(page, 'network')).toContain(stack.solana.caip2)
    const before = await lamportsOf(stack.solana.rpcUrl, sol1)
    await buy('SOL', '150')
    // 150 USD less Meld's 1 % and a cent of network fee, at the stack's 150 USD a SOL.
    const credited = (await lamportsOf(stack.solana.rpcUrl, sol1)) - before
    expect(credited).toBe(989_933_333n)
    expect(demo.errors).toEqual([])
  })

  it('a LUSD purchase lands in the wallet’s token account', async () => {
    const lusd = stack.solana.mints.find((m) => m.symbol === 'LUSD')!
    const before = await tokenUnitsOf(stack.solana.rpcUrl, sol1, lusd.mint)
    await buy('LUSD', '100')
    const credited = (await tokenUnitsOf(stack.solana.rpcUrl, sol1, lusd.mint)) - before
    // 100 USD less 1.00 and a cent, at LUSD's 1 USD (6 decimals).
    expect(credited).toBe(98_990_000n)
    expect(demo.errors).toEqual([])
  })
})

// Issue 19: buying ether in the built demo through the provider's simulated partner checkout: the
// Pay button credits the visitor on the local chain, the balance rises and the purchase is listed.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Stack } from '../../stack/scripts/startStack.mjs'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import {
  axeViolations,
  balanceOf,
  connectDevWallet,
  type DemoPage,
  dialog,
  dialogTitle,
  openDemo,
  requireChromium,
  screenshot,
} from './support'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page
let chain: Stack['chains'][number]
let alice: string

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack({ indexerPollMs: 200 }))
  chain = stack.chains[0]!
  alice = chain.accounts[0]!.address
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light`)
  page = demo.page
  await connectDevWallet(page)
})

afterAll(() => stopAll(demo, browser, stack))

/** The Account view's balance line, e.g. '10000.000 ETH' → 10000. */
async function shownBalance(): Promise<number> {
  const text = (await dialog(page).locator('.lk-account-balance').textContent()) ?? ''
  return Number(text.replace(/^[^:]*:\s*/, '').replace(/[^\d.]/g, ''))
}

describe('buying through the simulated partner (SPEC §7, §9)', () => {
  it('pays on the partner page, then the balance rises and the purchase is listed', async () => {
    await page.locator('appkit-account-button').getByRole('button').click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    const before = await balanceOf(chain.rpcUrl, alice)
    await expect.poll(shownBalance).toBeGreaterThan(0)
    const shownBefore = await shownBalance()

    await dialog(page).getByRole('button', { name: 'Buy', exact: true }).click()
    await expect.poll(() => dialogTitle(page)).toBe('Buy crypto')
    await expect.poll(() => page.getByTestId('onramp-token').textContent()).toBe('Buy ETH')
    const amount = page.getByTestId('onramp-amount')
    await amount.fill('5')
    await expect
      .poll(() => dialog(page).getByText('The least you can pay is 10 USD').isVisible())
      .toBe(true)
    await amount.fill('250')
    await dialog(page).getByText('Meld', { exact: true }).click()
    const go = dialog(page).getByRole('button', { name: 'Continue with Meld' })
    await expect.poll(() => go.isEnabled(), { timeout: 15_000 }).toBe(true)
    expect(await axeViolations(page, 'dialog')).toEqual([])
    await screenshot(page, 'onramp-providers-light')

    const [checkout] = await Promise.all([page.context().waitForEvent('page'), go.click()])
    await checkout.waitForURL(/\/onramp\/checkout\//)
    expect(new URL(checkout.url()).origin).toBe(stack.provider.url)
    expect(await checkout.getByRole('heading').textContent()).toBe('Meld checkout')
    await expect.poll(() => checkout.locator('dd').first().textContent()).toBe('250.00 USD')
    await expect.poll(() => dialogTitle(page)).toBe('Purchases')
    await checkout.getByRole('button', { name: 'Pay 250.00 USD' }).click()
    await expect.poll(() => checkout.getByRole('status').textContent()).toMatch(/^Paid\./)
    await checkout.close()

    // 250 USD less Meld's 1 % and the network fee, at the stack's 2500 USD an ether: ~0.099 ETH.
    const credited = (await balanceOf(chain.rpcUrl, alice)) - before
    expect(credited).toBeGreaterThan(98_900_000_000_000_000n)
    expect(credited).toBeLessThan(99_000_000_000_000_000n)

    const purchases = page.getByTestId('onramp-purchases')
    await expect.poll(() => purchases.textContent(), { timeout: 15_000 }).toContain('+0.098 ETH')
    expect(await purchases.textContent()).toContain('Buy')
    // Listed while its transaction is still pending; the view reads it again every 2 s.
    await expect.poll(() => purchases.textContent(), { timeout: 15_000 }).toContain('Confirmed')
    await screenshot(page, 'onramp-activity-light')

    await dialog(page).getByRole('button', { name: /back/i }).click()
    await dialog(page).getByRole('button', { name: /back/i }).click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    await expect.poll(shownBalance, { timeout: 15_000 }).toBeGreaterThan(shownBefore + 0.09)
  })
})

// Issue 37: the Account total comes from the local chain's Chainlink price feed. A new ETH/USD round
// changes the total the modal shows (the demo with ?mainnet, so the local chain shows dollar values).
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { updatePriceFeed } from '../../stack/local-chain/src/deployPriceFeeds'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import {
  balanceOf,
  closeModal,
  connectDevWallet,
  type DemoPage,
  dialogTitle,
  ETHER,
  openDemo,
  requireChromium,
  screenshot,
  waitForDemo,
} from './support'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page

// The provider caches balances and prices 1 s here instead of SPEC §9's 30 s.
const TTL_MS = 1000

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack({ balanceTtlMs: TTL_MS }))
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light&mainnet`)
  page = demo.page
  await connectDevWallet(page)
})

afterAll(() => stopAll(demo, browser, stack))

/** The Account view's total, e.g. 'Total value: $28,004,999.99' → 28004999.99. */
async function shownTotal(): Promise<number> {
  const text = (await page.locator('.lk-account-total').first().textContent()) ?? ''
  return Number(text.replace(/^[^$]*\$/, '').replace(/,/g, ''))
}

async function openAccount(): Promise<void> {
  await page.locator('appkit-account-button').getByRole('button').click()
  await expect.poll(() => dialogTitle(page)).toBe('Account')
}

describe('prices from the on-chain feed', () => {
  it('a new ETH/USD round changes the Account total', async () => {
    const chain = stack.chains[0]!
    const alice = chain.accounts[0]!.address
    const ether = Number(((await balanceOf(chain.rpcUrl, alice)) * 1000n) / ETHER) / 1000
    // 1 000 000 each of LUSD, TUSD and LDAI at their feeds' 1 USD, ether at the feed's 2500.
    await openAccount()
    await expect.poll(shownTotal, { timeout: 15_000 }).toBeGreaterThan(0)
    expect(Math.abs((await shownTotal()) - (3_000_000 + ether * 2500))).toBeLessThan(5)
    const before = await shownTotal()
    await screenshot(page, 'prices-before')
    await closeModal(page)

    const feed = chain.priceFeeds.find((f) => f.pair === 'ETH/USD')!
    await updatePriceFeed({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      sender: chain.accounts[8]!,
      feed: feed.address,
      answer: 320_000_000_000n, // 3200.00000000 USD
    })
    await new Promise((r) => setTimeout(r, TTL_MS + 200))
    // A new visit: the app reads the balances again (the modal keeps what it read for a while).
    await page.reload()
    await waitForDemo(page)
    await expect
      .poll(() => page.locator('appkit-account-button').count(), { timeout: 15_000 })
      .toBeGreaterThan(0)
    await openAccount()
    await expect
      .poll(async () => Math.abs((await shownTotal()) - (3_000_000 + ether * 3200)), {
        timeout: 15_000,
      })
      .toBeLessThan(5)
    expect((await shownTotal()) - before).toBeGreaterThan(ether * 700 - 5)
    await screenshot(page, 'prices-after')
  })
})

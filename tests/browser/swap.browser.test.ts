// Issue 18: swaps in the built demo against the local constant-product exchange, with the dev
// wallet approving each transaction: native -> token, then token -> token with its approval.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Stack } from '../../stack/scripts/startStack.mjs'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import {
  balanceOf,
  closeModal,
  connectDevWallet,
  type DemoPage,
  decideRequest,
  dialog,
  dialogTitle,
  ETHER,
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

const token = (symbol: string) => chain.tokens.find((t) => t.symbol === symbol)!.address

/** ERC-20 balanceOf over the chain's JSON-RPC URL. */
async function tokenBalance(symbol: string, owner: string): Promise<bigint> {
  const data = `0x70a08231${owner.slice(2).toLowerCase().padStart(64, '0')}`
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_call',
      params: [{ to: token(symbol), data }, 'latest'],
    }),
  })
  return BigInt(((await response.json()) as { result: string }).result)
}

async function openSwap() {
  await page.locator('appkit-account-button').getByRole('button').click()
  await expect.poll(() => dialogTitle(page)).toBe('Account')
  await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click()
  await expect.poll(() => dialogTitle(page)).toBe('Swap')
}

async function pick(side: 'from' | 'to', symbol: string) {
  await page.getByTestId(`swap-${side}-token`).click()
  await expect.poll(() => dialogTitle(page)).toBe('Select a token')
  await page.getByTestId(`swap-token-${symbol}`).click()
  await expect.poll(() => dialogTitle(page)).toBe('Swap')
}

/** The quoted output the form shows, once a quote is in. */
async function quoted(): Promise<number> {
  await expect
    .poll(() => page.getByTestId('swap-to-amount').inputValue(), { timeout: 15_000 })
    .not.toBe('')
  return Number((await page.getByTestId('swap-to-amount').inputValue()).replace(/,/g, ''))
}

/** The Account view's Activity tab as text; the modal is closed again after reading. */
async function activityText(): Promise<string> {
  await page.locator('appkit-account-button').getByRole('button').click()
  await expect.poll(() => dialogTitle(page)).toBe('Account')
  await dialog(page).getByRole('tab', { name: 'Activity' }).click()
  await page.waitForTimeout(300)
  // biome-ignore lint/performance/useDomNodeTextContent: what is drawn is the point
  const text = (await dialog(page).innerText()).replace(/\s+/g, ' ')
  await closeModal(page)
  return text
}

describe('swaps in the demo (SPEC §7)', () => {
  beforeEach(async () => {
    if (page) await closeModal(page)
  })

  it('swaps 1 ETH for LUSD: both balances move and the activity lists it', async () => {
    const ethBefore = await balanceOf(chain.rpcUrl, alice)
    const lusdBefore = await tokenBalance('LUSD', alice)
    await openSwap()
    await pick('to', 'LUSD')
    await page.getByTestId('swap-amount').fill('1')
    const expected = await quoted()
    // 1 ETH into the 100 ETH : 250 000 LUSD pool (less if an earlier test moved it).
    expect(expected).toBeGreaterThan(2000)
    expect(expected).toBeLessThan(2500)
    await expect
      .poll(() => page.getByTestId('swap-price-impact').textContent())
      .toMatch(/^\d+\.\d\d%$/)
    await expect.poll(() => page.getByTestId('swap-network-fee').textContent()).toMatch(/^\$\d/)
    await screenshot(page, 'swap-native-quoted-light')
    await page.getByTestId('swap-review').click()
    await expect.poll(() => dialogTitle(page)).toBe('Review the swap')
    await page.getByTestId('swap-confirm').click()
    await decideRequest(page, 'eth_sendTransaction', 'Approve')
    await expect.poll(() => dialogTitle(page), { timeout: 15_000 }).toBe('Account')

    await expect
      .poll(() => tokenBalance('LUSD', alice), { timeout: 15_000 })
      .toBeGreaterThan(lusdBefore)
    const gained = Number((await tokenBalance('LUSD', alice)) - lusdBefore) / 1e6
    expect(gained).toBeCloseTo(expected, 2)
    const ethAfter = await balanceOf(chain.rpcUrl, alice)
    expect(ethAfter).toBeLessThan(ethBefore - ETHER)
    expect(ethAfter).toBeGreaterThan(ethBefore - ETHER - ETHER / 100n)
    await closeModal(page)
    await expect.poll(activityText, { timeout: 15_000 }).toMatch(/LUSD/)
    expect(demo.errors).toEqual([])
  })

  it('swaps TUSD for LDAI after approving TUSD: both balances move and the activity lists it', async () => {
    const tusdBefore = await tokenBalance('TUSD', alice)
    const ldaiBefore = await tokenBalance('LDAI', alice)
    await openSwap()
    await pick('from', 'TUSD')
    await pick('to', 'LDAI')
    await page.getByTestId('swap-amount').fill('100')
    const expected = await quoted()
    // 100 TUSD through two pools (TUSD -> ETH -> LDAI): a little under 100 LDAI after two fees.
    expect(expected).toBeGreaterThan(98)
    expect(expected).toBeLessThan(100)
    await page.getByTestId('swap-review').click()
    await expect.poll(() => dialogTitle(page)).toBe('Review the swap')
    expect(await page.getByTestId('swap-confirm').textContent()).toContain('Approve TUSD and swap')
    await page.getByTestId('swap-confirm').click()
    // First the approval, then, once the allowance shows it, the swap.
    await decideRequest(page, 'eth_sendTransaction', 'Approve')
    await decideRequest(page, 'eth_sendTransaction', 'Approve')
    await expect.poll(() => dialogTitle(page), { timeout: 15_000 }).toBe('Account')

    await expect
      .poll(() => tokenBalance('TUSD', alice), { timeout: 15_000 })
      .toBe(tusdBefore - 100_000_000n)
    const gained = Number((await tokenBalance('LDAI', alice)) - ldaiBefore) / 1e18
    expect(gained).toBeCloseTo(expected, 2)
    await closeModal(page)
    await expect.poll(activityText, { timeout: 15_000 }).toMatch(/LDAI/)
    await expect.poll(activityText, { timeout: 15_000 }).toMatch(/TUSD/)
    await screenshot(page, 'swap-activity-light')
    expect(demo.errors).toEqual([])
  })
})

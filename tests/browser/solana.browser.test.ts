// Issue 14: Solana in the built demo, with the Solana dev wallet registered through the Wallet
// Standard and every request decided in its panel: connect, SOL and token balances, a SOL and a
// token send with their toast, new balances and activity entry; then the EVM dev wallet beside
// it in the same modal, switching between the two accounts and their networks.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import {
  decideSolanaRequest,
  LAMPORTS_PER_SOL,
  lamportsOf,
  solanaWalletRequests,
  solanaWalletRow,
  tokenUnitsOf,
} from './solanaSupport'
import {
  appkitButton,
  closeModal,
  type DemoPage,
  decideRequest,
  devWalletRow,
  dialog,
  dialogTitle,
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
let caip2: string
let sol1: string
let sol2: string
let lusd: { mint: string; decimals: number }

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack())
  rpcUrl = stack.solana.rpcUrl
  caip2 = stack.solana.caip2
  ;[sol1, sol2] = stack.solana.accounts.map((a) => a.address) as [string, string]
  lusd = stack.solana.mints.find((m) => m.symbol === 'LUSD') as typeof lusd
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light`)
  page = demo.page
  await recordToasts(page)
})

afterAll(() => stopAll(demo, browser, stack))

const sol = (lamports: bigint) => Number(lamports) / Number(LAMPORTS_PER_SOL)

/** The dialog's drawn text, one line. */
async function shown(): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: what is drawn is the point
  return (await dialog(page).innerText()).replace(/\s+/g, ' ')
}

async function accountButtonSol(): Promise<number | undefined> {
  // The balance's own text: the avatar's initials (the address's first character, a digit for
  // some Solana addresses) are in the button's text too.
  const balance = page.locator('appkit-account-button .lk-host-button-balance')
  const text = (await balance.count()) > 0 ? ((await balance.textContent()) ?? '') : ''
  const match = text.match(/([\d.,]+)\s*SOL/)
  return match ? Number(match[1]!.replace(/,/g, '')) : undefined
}

async function openAccount() {
  await page.locator('appkit-account-button').getByRole('button').click()
  await expect.poll(() => dialogTitle(page)).toBe('Account')
}

/** Account → Send, picks the token, fills the form and submits. */
async function send(token: string | undefined, amount: string, to: string) {
  await openAccount()
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => dialogTitle(page)).toBe('Send')
  if (token) {
    const select = dialog(page).getByLabel('Token')
    await expect.poll(async () => (await select.textContent()) ?? '').toContain(token)
    const option = select.locator('option', { hasText: token })
    await select.selectOption((await option.getAttribute('value')) ?? '')
  }
  await dialog(page).getByLabel('Amount').fill(amount)
  await dialog(page).getByLabel('Recipient address').fill(to)
  await dialog(page).locator('form').getByRole('button', { name: 'Review', exact: true }).click()
  await expect.poll(() => dialogTitle(page)).toBe('Review the send')
  await dialog(page).getByRole('button', { name: 'Confirm and send' }).click()
}

describe('Solana in the demo with the Solana dev wallet', () => {
  beforeEach(async () => {
    if (page) await closeModal(page)
  })

  it('lists the registered Solana dev wallet and connects once it approves', async () => {
    await appkitButton(page).click()
    await dialog(page).waitFor()
    await solanaWalletRow(page).waitFor()
    await screenshot(page, 'solana-connect-light')
    await solanaWalletRow(page).click()
    await solanaWalletRequests(page).first().waitFor()
    expect(await hookText(page, 'status')).not.toBe('connected')
    const asked = await decideSolanaRequest(page, 'connect', 'Approve')
    expect(asked).toContain('Connect')
    await expect.poll(() => hookText(page, 'status')).toBe('connected')
    expect(await hookText(page, 'address')).toBe(sol1)
    expect(await hookText(page, 'network')).toBe(`Latchkey Solana (${caip2})`)
    await waitForDialogClosed(page)
    expect(demo.errors).toEqual([])
  })

  it('shows the SOL balance and the token balances', async () => {
    const onChain = sol(await lamportsOf(rpcUrl, sol1))
    await expect.poll(accountButtonSol).toBeCloseTo(onChain, 2)
    await openAccount()
    await expect.poll(shown, { timeout: 10_000 }).toMatch(/Latchkey USD [\d.,]+ LUSD/)
    const text = await shown()
    expect(text).toMatch(/Latchkey Points [\d.,]+ LPTS/)
    const units = await tokenUnitsOf(rpcUrl, sol1, lusd.mint)
    const lusdShown = Number(text.match(/Latchkey USD ([\d.,]+) LUSD/)![1]!.replace(/,/g, ''))
    expect(lusdShown).toBeCloseTo(Number(units) / 10 ** lusd.decimals, 2)
    await screenshot(page, 'solana-account-light')
    expect(demo.errors).toEqual([])
  })

  it('sends SOL after approval: toast, new balances, activity entry', async () => {
    const receiverBefore = await lamportsOf(rpcUrl, sol2)
    await clearToasts(page)
    await send(undefined, '1.25', sol2)
    const asked = await decideSolanaRequest(page, 'signAndSendTransaction', 'Approve')
    expect(asked).toContain('1.25 SOL')
    await expect.poll(() => toasts(page), { timeout: 15_000 }).toContain('Transaction started')
    await expect.poll(() => lamportsOf(rpcUrl, sol2)).toBe(receiverBefore + 1_250_000_000n)
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    const mine = sol(await lamportsOf(rpcUrl, sol1))
    await expect.poll(accountButtonSol).toBeCloseTo(mine, 2)
    // The modal keeps the list it read right after the send, before the provider indexed it
    // (every second): a reload reads it again, and the wallet's grant restores the session
    // without asking.
    await page.waitForTimeout(2000)
    await page.reload()
    await waitForDemo(page)
    await recordToasts(page)
    await expect.poll(() => hookText(page, 'status'), { timeout: 10_000 }).toBe('connected')
    expect(await hookText(page, 'address')).toBe(sol1)
    expect(await solanaWalletRequests(page).count()).toBe(0)
    await openAccount()
    await dialog(page).getByRole('tab', { name: 'Activity' }).click()
    await expect.poll(shown, { timeout: 10_000 }).toMatch(/Sent -?1\.25 SOL/)
    await screenshot(page, 'solana-activity-light')
    expect(demo.errors).toEqual([])
  })

  it('sends a token after approval, and a refused send changes nothing', async () => {
    const before = await tokenUnitsOf(rpcUrl, sol2, lusd.mint)
    await clearToasts(page)
    await send('LUSD', '3', sol2)
    await decideSolanaRequest(page, 'signAndSendTransaction', 'Approve')
    await expect.poll(() => toasts(page), { timeout: 15_000 }).toContain('Transaction started')
    await expect
      .poll(() => tokenUnitsOf(rpcUrl, sol2, lusd.mint))
      .toBe(before + 3n * 10n ** BigInt(lusd.decimals))
    await closeModal(page)

    const [mineBefore, theirsBefore] = [
      await lamportsOf(rpcUrl, sol1),
      await lamportsOf(rpcUrl, sol2),
    ]
    // The last toast closes by itself after 2.5 s; reopening the modal before would show it again.
    await page.waitForTimeout(3000)
    await clearToasts(page)
    await send(undefined, '2', sol2)
    await decideSolanaRequest(page, 'signAndSendTransaction', 'Reject')
    await expect
      .poll(() => toasts(page), { timeout: 15_000 })
      .toContain('Failed to send transaction. Please try again.')
    expect(await toasts(page)).not.toContain('Transaction started')
    expect([await lamportsOf(rpcUrl, sol1), await lamportsOf(rpcUrl, sol2)]).toEqual([
      mineBefore,
      theirsBefore,
    ])
    // The review stays up after a refusal, so the visitor can try again or go back.
    expect(await dialogTitle(page)).toBe('Review the send')
    expect(demo.errors).toEqual([])
  })

  it('connects the EVM dev wallet in the same modal and switches between both accounts', async () => {
    const evmChain = stack.chains[0]!
    // Choosing an EVM network with no EVM account yet leads to connecting one.
    await page.locator('appkit-network-button').getByRole('button').click()
    await expect.poll(() => dialogTitle(page)).toBe('Choose network')
    await dialog(page)
      .getByRole('button', { name: /^Latchkey Devnet(\s+Testnet)?$/ })
      .click()
    await devWalletRow(page).click()
    await decideRequest(page, 'eth_requestAccounts', 'Approve')
    await expect
      .poll(() => hookText(page, 'network'))
      .toBe(`Latchkey Devnet (eip155:${evmChain.chainId})`)
    expect((await hookText(page, 'address')).toLowerCase()).toBe(
      evmChain.accounts[0]!.address.toLowerCase(),
    )
    // Connecting closes the modal by itself.
    await waitForDialogClosed(page)

    // Back to Solana: its account is still connected, nothing asks again.
    await page.locator('appkit-network-button').getByRole('button').click()
    await dialog(page)
      .getByRole('button', { name: /^Latchkey Solana/ })
      .click()
    await expect.poll(() => hookText(page, 'network')).toBe(`Latchkey Solana (${caip2})`)
    expect(await hookText(page, 'address')).toBe(sol1)
    expect(await hookText(page, 'status')).toBe('connected')
    await expect.poll(accountButtonSol).toBeCloseTo(sol(await lamportsOf(rpcUrl, sol1)), 2)
    expect(await solanaWalletRequests(page).count()).toBe(0)
    expect(demo.errors).toEqual([])
  })
})

// Issue 15, Solana: the embedded wallet's one e-mail login also holds a Solana account (an
// ed25519 key derived in the secure frame). In the built demo on the local stack: log in, switch
// to the local Solana network, see the address and balance, send SOL approved in the frame and
// see it land on the local Solana chain; a send rejected in the frame changes nothing.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import { accountButtonBalance, logIn, submitSend } from './embeddedSupport'
import { LAMPORTS_PER_SOL, lamportsOf } from './solanaSupport'
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
  waitForDemo,
} from './support'
import { clearToasts, recordToasts, toasts } from './toasts'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page
let rpcUrl: string
let caip2: string
let receiver: string
let frameUrl: string
let address = ''
const EMAIL = `solana-${Date.now()}@example.com`
const PASSWORD = 'a long recovery password'

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack({ frame: true }))
  frameUrl = stack.config.secureFrameUrl!
  rpcUrl = stack.solana.rpcUrl
  caip2 = stack.solana.caip2
  receiver = stack.solana.accounts[1]!.address
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light`)
  page = demo.page
  await recordToasts(page)
})

afterAll(() => stopAll(demo, browser, stack))

const sol = (lamports: bigint) => Number(lamports) / Number(LAMPORTS_PER_SOL)

/** Funds `to` from the local chain's dev key (its requestAirdrop is a transfer from that key). */
async function fund(to: string, lamports: bigint) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'requestAirdrop',
      params: [to, Number(lamports)],
    }),
  })
  const body = (await response.json()) as { result?: string; error?: { message: string } }
  if (!body.result) throw new Error(body.error?.message ?? 'airdrop failed')
}

const accountButtonSol = () => accountButtonBalance(page, 'SOL')

describe('the embedded wallet on Solana (SPEC §4 one login, §6 Solana methods)', () => {
  beforeEach(async () => {
    if (page) await closeModal(page)
  })

  it('one e-mail login holds a Solana account, shown on the local Solana network', async () => {
    await appkitButton(page).click()
    await logIn(page, { frameUrl, email: EMAIL, recovery: { mode: 'create', password: PASSWORD } })
    expect(await hookText(page, 'address')).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await closeModal(page)
    await page.locator('appkit-network-button').getByRole('button').click()
    await expect.poll(() => dialogTitle(page)).toBe('Choose network')
    await dialog(page)
      .getByRole('button', { name: /^Latchkey Solana/ })
      .click()
    await expect.poll(() => hookText(page, 'network')).toBe(`Latchkey Solana (${caip2})`)
    expect(await hookText(page, 'status')).toBe('connected')
    address = await hookText(page, 'address')
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(demo.errors).toEqual([])
  })

  it('shows the SOL balance after funding from a dev key', async () => {
    await fund(address, 5n * LAMPORTS_PER_SOL)
    await expect
      .poll(() => lamportsOf(rpcUrl, address), { timeout: 20_000 })
      .toBe(5n * LAMPORTS_PER_SOL)
    // The balance is cached 30 s (SPEC §9): a reload reads it again, the login restores both.
    await page.reload()
    await waitForDemo(page)
    await recordToasts(page)
    await expect.poll(() => hookText(page, 'status'), { timeout: 20_000 }).toBe('connected')
    await expect.poll(() => hookText(page, 'address'), { timeout: 20_000 }).toBe(address)
    await expect.poll(accountButtonSol, { timeout: 20_000 }).toBeCloseTo(5, 2)
    await screenshot(page, 'embedded-solana-light')
  })

  it('sends SOL after the visitor approves in the frame, and it lands on the chain', async () => {
    const receiverBefore = await lamportsOf(rpcUrl, receiver)
    const senderBefore = await lamportsOf(rpcUrl, address)
    await clearToasts(page)
    const approval = await submitSend(page, '1.25', receiver)
    const asked = (await approval.textContent()) ?? ''
    expect(asked).toContain('1.25 SOL')
    expect(asked).toContain(receiver)
    expect(asked).toContain(address)
    await approval.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => toasts(page), { timeout: 20_000 }).toContain('Transaction started')
    await expect
      .poll(() => lamportsOf(rpcUrl, receiver), { timeout: 20_000 })
      .toBe(receiverBefore + 1_250_000_000n)
    const senderAfter = await lamportsOf(rpcUrl, address)
    expect(senderAfter).toBeLessThan(senderBefore - 1_250_000_000n)
    expect(senderAfter).toBeGreaterThan(senderBefore - 1_250_000_000n - LAMPORTS_PER_SOL / 100n)
    await closeModal(page)
    await expect.poll(accountButtonSol, { timeout: 40_000 }).toBeCloseTo(sol(senderAfter), 2)
    expect(demo.errors).toEqual([])
  })

  it('changes nothing when the visitor rejects in the frame', async () => {
    const receiverBefore = await lamportsOf(rpcUrl, receiver)
    const senderBefore = await lamportsOf(rpcUrl, address)
    const approval = await submitSend(page, '0.5', receiver)
    await clearToasts(page)
    await approval.getByRole('button', { name: 'Reject' }).click()
    // SPEC §8: a Solana send that fails shows this text.
    await expect
      .poll(() => toasts(page), { timeout: 15_000 })
      .toContain('Failed to send transaction. Please try again.')
    await page.waitForTimeout(1000)
    expect(await toasts(page)).not.toContain('Transaction started')
    expect(await lamportsOf(rpcUrl, receiver)).toBe(receiverBefore)
    expect(await lamportsOf(rpcUrl, address)).toBe(senderBefore)
    expect(await dialogTitle(page)).toBe('Review the send')
    expect(await hookText(page, 'status')).toBe('connected')
  })
})

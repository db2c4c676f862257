// Issue 20, smart accounts: the embedded wallet's ERC-4337 account on the local stack (EntryPoint
// v0.7 + LatchkeyAccountFactory on Devnet B, Pimlico's Alto bundler behind the provider). Log in
// with e-mail, move to Devnet B (SPEC §3 default: the smart account), switch between the two
// accounts in the account view, then a wallet_sendCalls batch of two transfers approved in the
// frame lands as one user operation.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Stack } from '../../stack/scripts/startStack.mjs'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import { frame, logIn } from './embeddedSupport'
import {
  appkitButton,
  balanceOf,
  chainRpc,
  closeModal,
  type DemoPage,
  dialog,
  dialogTitle,
  ETHER,
  hookText,
  openDemo,
  requireChromium,
  waitForDemo,
  waitForDialogClosed,
} from './support'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page
let rpcB: string
let frameUrl: string
let eoa = ''
let smart = ''
const EMAIL = `smart-${Date.now()}@example.com`
const PASSWORD = 'a long recovery password'
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack({ frame: true }))
  frameUrl = stack.config.secureFrameUrl!
  rpcB = (stack.chains[1] as Stack['chains'][number]).rpcUrl
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light`)
  page = demo.page
  await waitForDemo(page)
})

afterAll(() => stopAll(demo, browser, stack))

async function openAccount(p: Page) {
  await p.locator('appkit-account-button').getByRole('button').click()
  await expect.poll(() => dialogTitle(p)).toBe('Account')
}

async function codeAt(address: string): Promise<string> {
  return (await chainRpc(rpcB, 'eth_getCode', [address, 'latest'])) as string
}

describe('the embedded wallet smart account (SPEC §3, §4, §6)', () => {
  it('lists Devnet B as the smart-account network', async () => {
    const url = `${stack.config.providerUrl}/v1/smart-accounts?projectId=latchkey-dev`
    const { networks } = (await (await fetch(url)).json()) as { networks: { chainId: number }[] }
    expect(networks.map((n) => n.chainId)).toEqual([31338])
  })

  it('logs in with e-mail on Devnet, where the account is the EOA', async () => {
    await appkitButton(page).click()
    await logIn(page, { frameUrl, email: EMAIL, recovery: { mode: 'create', password: PASSWORD } })
    eoa = await hookText(page, 'address')
    expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await closeModal(page)
  })

  it('uses the counterfactual smart account on Devnet B, and switches between the two', async () => {
    await page.locator('appkit-network-button').getByRole('button').click()
    await expect.poll(() => dialogTitle(page)).toBe('Choose network')
    await dialog(page)
      .getByRole('button', { name: /^Latchkey Devnet B(\s+Testnet)?$/ })
      .click()
    await expect.poll(() => hookText(page, 'network')).toBe('Latchkey Devnet B (eip155:31338)')
    await waitForDialogClosed(page)
    // SPEC §3: eip155 defaults to the smart account; nothing is deployed before its first use.
    await expect.poll(() => hookText(page, 'address'), { timeout: 20_000 }).not.toBe(eoa)
    smart = await hookText(page, 'address')
    expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await codeAt(smart)).toBe('0x')

    await openAccount(page)
    await dialog(page).getByRole('button', { name: 'Switch to EOA' }).click()
    await expect.poll(() => hookText(page, 'address'), { timeout: 20_000 }).toBe(eoa)
    await dialog(page).getByRole('button', { name: 'Switch to smart account' }).click()
    await expect.poll(() => hookText(page, 'address'), { timeout: 20_000 }).toBe(smart)
    await expect(dialog(page).getByRole('button', { name: 'Switch to EOA' }).count()).resolves.toBe(
      1,
    )
    await closeModal(page)
  })

  it('sends a wallet_sendCalls batch approved in the frame as one user operation', async () => {
    await chainRpc(rpcB, 'anvil_setBalance', [smart, `0x${ETHER.toString(16)}`])
    const [carol, dave] = stack.chains[1]!.accounts.slice(4, 6).map((a) => a.address)
    const before = [await balanceOf(rpcB, carol!), await balanceOf(rpcB, dave!)]
    await page.getByLabel('First recipient').fill(carol!)
    await page.getByLabel('Second recipient').fill(dave!)
    await page.getByRole('button', { name: 'Send 0.01 ETH to both in one batch' }).click()
    // SPEC §6: ApproveTransaction in the modal, the calls themselves in the frame.
    await expect.poll(() => dialogTitle(page), { timeout: 15_000 }).toBe('Approve request')
    const approval = frame(page).getByRole('region', { name: 'Send a batch of calls' })
    await approval.waitFor()
    const asked = ((await approval.textContent()) ?? '').toLowerCase()
    expect(asked).toContain(smart.toLowerCase())
    expect(asked).toContain(carol!.toLowerCase())
    expect(asked).toContain(dave!.toLowerCase())
    expect(asked).toContain('deployed by this operation')
    await approval.getByRole('button', { name: 'Approve' }).click()
    await expect
      .poll(() => page.getByTestId('batch-status').textContent(), { timeout: 60_000 })
      .toBe('confirmed in 1 transaction(s)')
    const cent = ETHER / 100n
    expect(await balanceOf(rpcB, carol!)).toBe(before[0]! + cent)
    expect(await balanceOf(rpcB, dave!)).toBe(before[1]! + cent)
    // The first user operation deployed the account (its initCode).
    expect((await codeAt(smart)).length).toBeGreaterThan(2)
    expect(same(await hookText(page, 'address'), smart)).toBe(true)
    expect(demo.errors).toEqual([])
  })
})

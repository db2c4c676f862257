// Issue 17: a vanilla app written the field's way uses ethers v6 over the provider Latchkey hands
// out (subscribeProviders, getWalletProvider): connect with the dev wallet, read the balance, sign
// and send through ethers, each request decided in the wallet's panel and checked on the chain.
import { parseEther, verifyMessage } from 'ethers'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hasChromium, launchChromium } from './chromium'
import {
  balanceOf,
  connectDevWallet,
  decideRequest,
  ETHER,
  requireChromium,
  screenshot,
} from './support'
import { startVanillaApps, type VanillaApps } from './vanillaApps'

let apps: VanillaApps
let browser: Browser
let page: Page
let alice: string
let bob: string
const errors: string[] = []

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  apps = await startVanillaApps()
  alice = apps.chain.accounts[0]!.address
  bob = apps.chain.accounts[5]!.address
  browser = await launchChromium()
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  page.setDefaultTimeout(15_000)
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  await page.goto(`${apps.url}/ethers.html`)
  await page.locator('appkit-button').getByRole('button').waitFor()
})

afterAll(async () => {
  await browser?.close()
  await apps?.stop()
})

const text = async (id: string) =>
  ((await page.getByTestId(id).textContent({ timeout: 15_000 })) ?? '').trim()

async function waitForText(id: string, accept: (value: string) => boolean) {
  await expect.poll(() => text(id), { timeout: 20_000 }).toSatisfy(accept)
  return text(id)
}

describe('ethers v6 over getWalletProvider and subscribeProviders', () => {
  it('connects through the modal, and ethers reads the account, chain and balance', async () => {
    await connectDevWallet(page)
    expect((await waitForText('ethers-address', Boolean)).toLowerCase()).toBe(alice.toLowerCase())
    expect(await waitForText('ethers-chain', Boolean)).toBe('31337')
    const onChain = await balanceOf(apps.chain.rpcUrl, alice)
    expect(parseEther(await waitForText('ethers-balance', Boolean))).toBe(onChain)
    await screenshot(page, 'vanilla-ethers-connected')
  })

  it("signs a message with ethers' signer: the wallet's signature of alice", async () => {
    await page.getByRole('button', { name: 'Sign with ethers' }).click()
    const request = await decideRequest(page, 'personal_sign', 'Approve')
    expect(request).toContain('personal_sign')
    const signature = await waitForText('ethers-signature', (v) => v.startsWith('0x'))
    expect(verifyMessage('Hello from ethers', signature).toLowerCase()).toBe(alice.toLowerCase())
  })

  it('a refused signature reaches the app as the wallet’s rejection', async () => {
    await page.getByRole('button', { name: 'Sign with ethers' }).click()
    await decideRequest(page, 'personal_sign', 'Reject')
    expect(await waitForText('ethers-error', Boolean)).toMatch(/reject|denied/i)
  })

  it('sends 0.25 ETH with ethers: mined, and the chain moved exactly that much', async () => {
    const before = await balanceOf(apps.chain.rpcUrl, bob)
    await page.locator('#to').fill(bob)
    await page.getByRole('button', { name: 'Send with ethers' }).click()
    await decideRequest(page, 'eth_sendTransaction', 'Approve')
    expect(await waitForText('ethers-tx', (v) => /^0x[0-9a-f]{64}$/.test(v))).toMatch(/^0x/)
    await waitForText('ethers-tx-status', (v) => v === 'mined')
    expect((await balanceOf(apps.chain.rpcUrl, bob)) - before).toBe(ETHER / 4n)
    const aliceNow = await balanceOf(apps.chain.rpcUrl, alice)
    await expect
      .poll(async () => parseEther(await text('ethers-balance')), { timeout: 20_000 })
      .toBe(aliceNow)
    expect(errors).toEqual([])
  })
})

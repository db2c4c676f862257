// Issue 17: `createAppKit({ adapters, networks })` with no provider and no project id. The modal
// lists the announced wallet, connects and shows the native balance read through the network's
// own RPC URL, with no banner for what the host did not ask for, and the page talks to no host
// but its own and the chain's (every request recorded with page.on('request')).
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hasChromium, launchChromium } from './chromium'
import {
  appkitButton,
  balanceOf,
  decideRequest,
  devWalletRow,
  dialog,
  dialogTitle,
  requireChromium,
  screenshot,
  waitForDialogClosed,
} from './support'
import { startVanillaApps, type VanillaApps } from './vanillaApps'

let apps: VanillaApps
let browser: Browser
let page: Page
const requested: string[] = []
const errors: string[] = []

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  apps = await startVanillaApps()
  browser = await launchChromium()
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  page.setDefaultTimeout(15_000)
  page.on('request', (request) => requested.push(request.url()))
  page.on('websocket', (socket) => requested.push(socket.url()))
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
  })
  await page.goto(`${apps.url}/zero-config.html`)
  await appkitButton(page).waitFor()
})

afterAll(async () => {
  await browser?.close()
  await apps?.stop()
})

describe('the zero-configuration start', () => {
  it('lists the announced wallet, and nothing that needs a provider', async () => {
    await appkitButton(page).click()
    await dialog(page).waitFor()
    expect(await dialogTitle(page)).toBe('Connect a wallet')
    await devWalletRow(page).waitFor()
    const names = await dialog(page).getByRole('button').allTextContents()
    expect(names.join(' | ')).not.toMatch(/WalletConnect|All wallets|Email|Google/i)
    // No alert: the host asked for no provider, so none is missing.
    expect(await dialog(page).getByRole('alert').count()).toBe(0)
    expect(await dialog(page).textContent()).not.toMatch(/Project ID|Invalid App Configuration/)
    await screenshot(page, 'zero-config-connect')
  })

  it('connects the dev wallet and shows the native balance read from the chain', async () => {
    await devWalletRow(page).click()
    await decideRequest(page, 'eth_requestAccounts', 'Approve')
    await expect.poll(() => page.getByTestId('hook-status').textContent()).toBe('connected')
    await waitForDialogClosed(page)
    const alice = apps.chain.accounts[0]!.address
    expect((await page.getByTestId('hook-address').textContent())?.toLowerCase()).toBe(
      alice.toLowerCase(),
    )
    expect(await page.getByTestId('hook-network').textContent()).toBe('eip155:31337')
    const onChain = Number(await balanceOf(apps.chain.rpcUrl, alice)) / 1e18
    const accountButton = page.locator('appkit-account-button').getByRole('button')
    await expect
      .poll(async () => {
        const match = ((await accountButton.textContent()) ?? '').match(/([\d.,]+)\s*ETH/)
        return match ? Number(match[1]!.replace(/,/g, '')) : undefined
      })
      .toBeCloseTo(onChain, 2)
    await screenshot(page, 'zero-config-connected')
  })

  it('opened the account view with no error toast or banner', async () => {
    await appkitButton(page).click()
    await dialog(page).waitFor()
    await page.waitForTimeout(1_000)
    expect(await dialog(page).getByRole('alert').count()).toBe(0)
    const notifications = dialog(page).getByRole('region', { name: 'Notifications' })
    expect(((await notifications.textContent()) ?? '').trim()).toBe('')
    await screenshot(page, 'zero-config-account')
    await dialog(page).press('Escape')
    await waitForDialogClosed(page)
  })

  it("made no request to any host but its own page's and the chain's RPC URL", () => {
    const allowed = new Set([new URL(apps.url).host, new URL(apps.chain.rpcUrl).host])
    const urls = requested.filter((url) => /^(https?|wss?):/.test(url))
    const hosts = urls.map((url) => new URL(url).host)
    expect(hosts).toContain(new URL(apps.url).host)
    expect(hosts).toContain(new URL(apps.chain.rpcUrl).host)
    expect(urls.filter((url) => !allowed.has(new URL(url).host))).toEqual([])
    expect(errors).toEqual([])
  })
})

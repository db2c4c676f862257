// Issue 7: WalletConnect in the built demo through the provider's own relay. The page shows the
// QR code; a real wallet-side client in Node (sign-client over the same relay) scans it, approves
// an account on the local chain, and the modal reaches the Account view with its balance. Every
// request the page makes on the way is recorded: only the local stack may be contacted.
import type { LocalChain } from '@latchkey/local-chain'
import jsQR from 'jsqr'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  forbidOutsideHosts,
  startTestWallet,
  type TestWallet,
} from '../../packages/adapter-evm/test/walletConnectWallet'
import { type Stack, startStack } from '../../scripts/stack/startStack.mjs'
import { hasChromium, launchChromium } from './chromium'
import {
  appkitButton,
  balanceOf,
  dialog,
  dialogTitle,
  hookText,
  requireChromium,
  screenshot,
  waitForDemo,
  waitForDialogClosed,
} from './support'

// The Node side (this process and the test wallet) stays on loopback as well.
const guard = forbidOutsideHosts()
let stack: Stack
let browser: Browser
let context: BrowserContext
let page: Page
let wallet: TestWallet
/** Every URL the page asked for (HTTP, WebSocket, workers, frames), in order. */
const requested: string[] = []
/** Uncaught exceptions and console errors of the page. */
const errors: string[] = []

// Without Chromium every test fails with the reason (CI installs it; a skip would hide it).
beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  stack = await startStack()
  if (!stack.demo) throw new Error('apps/demo/dist is missing: run `pnpm build` first')
  if (!stack.config.relayUrl) throw new Error('the stack gave the demo no WalletConnect relay')
  const chain = stack.chains[0]!
  wallet = await startTestWallet({
    relayUrl: stack.provider.relayUrl,
    chains: stack.chains as unknown as LocalChain[],
    // Not one of the dev wallet's keys (the first three): the account must come from the QR.
    privateKey: chain.accounts[5]!.privateKey,
  })
  browser = await launchChromium()
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: stack.demo.url,
  })
  context.on('request', (request) => requested.push(request.url()))
  page = await context.newPage()
  page.setDefaultTimeout(15_000)
  page.on('websocket', (socket) => requested.push(socket.url()))
  page.on('worker', (worker) => requested.push(worker.url()))
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
  })
  await page.goto(stack.demo.url)
  await waitForDemo(page)
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await wallet?.stop()
  await stack?.stop()
  guard.restore()
})

/** Origins of the local stack: the demo, the provider (HTTP and its relay), each chain's node. */
function stackOrigins(): Set<string> {
  const origins = [stack.demo!.url, stack.provider.url, ...stack.chains.map((c) => c.rpcUrl)]
  const set = new Set(origins.map((url) => new URL(url).origin))
  set.add(new URL(stack.provider.relayUrl).origin) // ws://127.0.0.1:PORT: the provider's port
  return set
}

/** Reads the QR code as a phone camera would: a picture of it, decoded. */
async function scanQrCode(p: Page): Promise<string | undefined> {
  const picture = PNG.sync.read(await dialog(p).getByTestId('qr').screenshot())
  const code = jsQR(new Uint8ClampedArray(picture.data), picture.width, picture.height)
  return code?.data
}

describe('WalletConnect in the demo, through the local relay', () => {
  let uri: string

  it('shows a QR code of the pairing URI when WalletConnect is chosen', async () => {
    await appkitButton(page).click()
    await dialog(page)
      .getByRole('button', { name: /^WalletConnect/ })
      .click()
    await expect.poll(() => dialogTitle(page)).toBe('Scan with your phone')
    const qr = dialog(page).getByRole('img', { name: 'QR code to connect a phone wallet' })
    await qr.waitFor()
    await screenshot(page, 'walletconnect-qr')

    // The copy-link button hands over the same URI the code shows.
    await dialog(page).getByRole('button', { name: 'Copy link' }).click()
    await dialog(page).getByText('Copied to clipboard').waitFor()
    uri = await page.evaluate(() => navigator.clipboard.readText())
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(new URL(uri.replace(/^wc:/, 'wc://')).searchParams.get('relay-protocol')).toBe('irn')
    expect(await scanQrCode(page)).toBe(uri)
    expect(await hookText(page, 'status')).not.toBe('connected')
  })

  it('connects once the wallet scans and approves, and the Account view shows the balance', async () => {
    await wallet.pair(uri)
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
    expect((await hookText(page, 'address')).toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(await hookText(page, 'network')).toBe('Latchkey Devnet (eip155:31337)')
    expect(wallet.sessionTopics()).toHaveLength(1)
    await waitForDialogClosed(page)

    const chain = stack.chains[0]!
    const wei = await balanceOf(chain.rpcUrl, wallet.address)
    const whole = (wei / 10n ** 18n).toString()
    await appkitButton(page).click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    const balance = dialog(page).locator('.lk-account-balance')
    await expect.poll(() => balance.textContent(), { timeout: 20_000 }).toMatch(/ETH/)
    expect(((await balance.textContent()) ?? '').replace(/^Balance:\s*/, '')).toMatch(
      new RegExp(`^${whole}(\\.\\d+)? ETH$`),
    )
    await screenshot(page, 'walletconnect-account')
    await dialog(page).press('Escape')
    await waitForDialogClosed(page)
  })

  it('finds the session again after a reload, without pairing again', async () => {
    await page.reload()
    await waitForDemo(page)
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
    expect((await hookText(page, 'address')).toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(wallet.sessionTopics()).toHaveLength(1)
  })

  it('follows the wallet ending the session', async () => {
    await wallet.disconnect()
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('disconnected')
    expect(await hookText(page, 'address')).toBe('—')
  })

  it('contacted no host but the demo, the provider and its relay, and the local chains, with no page error', () => {
    const allowed = stackOrigins()
    const network = requested.filter((url) => !/^(data|blob):/.test(url))
    const outside = network.filter((url) => !allowed.has(new URL(url).origin))
    expect(outside).toEqual([])
    // The recording saw the relay socket and the API, so it was listening.
    expect(network.some((url) => url.startsWith(`${stack.provider.relayUrl}?`))).toBe(true)
    expect(network.some((url) => url.startsWith(`${stack.provider.url}/v1/`))).toBe(true)
    expect(guard.attempts).toEqual([])
    expect(errors).toEqual([])
  })
})

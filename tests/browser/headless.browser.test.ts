// Issue 38: examples/headless, a Vite app that draws the whole connect flow itself from the
// headless hooks (no modal, no <appkit-*> element), on the shared local stack: its own wallet
// list with search connects the EIP-6963 dev wallet, its own QR code pairs a real wallet-side
// WalletConnect client over the provider's relay, and its own form logs in by e-mail with the
// code from the development mailbox. One page per flow; only the local stack is contacted.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
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
import { type ServedDir, serveDir } from '../../stack/scripts/serveDir.mjs'
import { hasChromium, launchChromium } from './chromium'
import { type HostedStack, sharedStack } from './demoStack'
import { frame, newestMailId, waitForMail } from './embeddedSupport'
import { requireChromium, screenshot } from './support'

const dist = fileURLToPath(new URL('../../examples/headless/dist', import.meta.url))
const guard = forbidOutsideHosts()
let stack: HostedStack
let served: ServedDir
let browser: Browser
let wallet: TestWallet
const contexts: BrowserContext[] = []
/** Every URL the pages asked for, and their uncaught errors and console errors. */
const requested: string[] = []
const errors: string[] = []
/** Answers of 400 and above: only the wrong code's refusal is expected. */
const refused: string[] = []

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  if (!existsSync(`${dist}/index.html`))
    throw new Error('examples/headless is not built: run `pnpm build` first')
  stack = await sharedStack()
  served = await serveDir(dist, { json: { '/latchkey.config.json': stack.config } })
  wallet = await startTestWallet({
    relayUrl: stack.provider.relayUrl,
    chains: stack.chains as unknown as LocalChain[],
    // Not one of the dev wallet's keys: this account can only come from the pairing.
    privateKey: stack.chains[0]!.accounts[7]!.privateKey,
  })
  browser = await launchChromium()
})

afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
  await wallet?.stop()
  await served?.close()
  guard.restore()
})

/** The example in a fresh profile, its requests and errors recorded. */
async function openExample(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  contexts.push(context)
  context.on('request', (request) => requested.push(request.url()))
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  page.on('websocket', (socket) => requested.push(socket.url()))
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`)
  })
  page.on('console', (message) => {
    // The browser reports a refused request in the console too: those are in `refused`.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(`console.error: ${message.text()}`)
  })
  await page.goto(served.url)
  await page.getByTestId('status').waitFor()
  return page
}

const status = (page: Page) => page.getByTestId('status').textContent()
const same = (a: string | null, b: string) => a?.toLowerCase() === b.toLowerCase()

/** Nothing of the modal on the page: no Latchkey element, no shadow root of one. */
async function expectNoModal(page: Page) {
  const elements = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .map((el) => el.localName)
      .filter((name) => name.startsWith('appkit-') || name.startsWith('w3m-')),
  )
  expect(elements).toEqual([])
  expect(await page.evaluate(() => customElements.get('appkit-modal') === undefined)).toBe(true)
}

describe('examples/headless: the connect flow drawn by the app (issue 38)', () => {
  it('lists wallets with search and paging, and connects the EIP-6963 dev wallet', async () => {
    const page = await openExample()
    const installed = page.getByRole('region', { name: 'Installed' })
    await installed.getByRole('button', { name: /Latchkey Dev Wallet/ }).waitFor()
    // The registry's wallets, paged by the app (12 a page), and searched by name.
    // The registry's list comes from the provider: on two busy cores that takes more than the
    // poll's default second.
    await expect
      .poll(() => page.getByTestId('page').textContent(), { timeout: 20_000 })
      .toMatch(/^Page 1 of \d+/)
    const all = page.getByRole('region', { name: 'All wallets' })
    await page.getByLabel('Search wallets').fill('metamask')
    await expect
      .poll(() => all.getByRole('button').allTextContents(), { timeout: 10_000 })
      .toEqual(['MetaMask'])
    await page.getByLabel('Search wallets').fill('')
    await expect.poll(() => all.getByRole('button').count(), { timeout: 10_000 }).toBe(12)
    await screenshot(page, 'headless-wallet-list')

    await installed.getByRole('button', { name: /Latchkey Dev Wallet/ }).click()
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('connected')
    const address = await page.getByTestId('address').textContent()
    expect(same(address, stack.chains[0]!.accounts[0]!.address)).toBe(true)
    expect(await page.getByTestId('connector').textContent()).toBe('dev.latchkey.wallet')
    await expectNoModal(page)
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('disconnected')
  })

  it('pairs over WalletConnect with its own QR code', async () => {
    const page = await openExample()
    await page
      .getByRole('region', { name: 'Installed' })
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    const uri = (await page.getByTestId('wc-uri').textContent()) ?? ''
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    // The app's QR code reads back as the same URI, as a phone camera would read it.
    const picture = PNG.sync.read(
      await page.getByRole('img', { name: 'Pairing QR code' }).screenshot(),
    )
    const code = jsQR(new Uint8ClampedArray(picture.data), picture.width, picture.height)
    expect(code?.data).toBe(uri)
    expect(await status(page)).toBe('connecting')
    await screenshot(page, 'headless-walletconnect')

    await wallet.pair(uri)
    await expect.poll(() => status(page), { timeout: 30_000 }).toBe('connected')
    expect(same(await page.getByTestId('address').textContent(), wallet.address)).toBe(true)
    expect(await page.getByTestId('connector').textContent()).toBe('walletConnect')
    await expectNoModal(page)
  })

  it('logs in by e-mail with the code from the mailbox', async () => {
    const frameUrl = stack.config.secureFrameUrl
    if (!frameUrl) throw new Error('the stack runs no secure frame (apps/secure-frame not built)')
    const email = `headless-${Date.now()}@example.com`
    const page = await openExample()
    const form = page.getByRole('region', { name: 'E-mail login' })
    const before = await newestMailId(frameUrl, email)
    await form.getByLabel('Email address').fill(email)
    await form.getByRole('button', { name: 'Send code' }).click()
    await form.getByLabel('Code from the email').waitFor({ timeout: 20_000 })
    expect(await status(page)).toBe('connecting')
    const mailed = await waitForMail(
      frameUrl,
      email,
      before,
      (m) => m.subject.match(/login code: (\d{6})$/)?.[1],
    )
    // A wrong code first: the app words the coded error, and the form stays for another try.
    const wrong = mailed === '000000' ? '111111' : '000000'
    await form.getByLabel('Code from the email').fill(wrong)
    await form.getByRole('button', { name: 'Continue' }).click()
    await form.getByRole('alert').waitFor()
    await form.getByLabel('Code from the email').fill(mailed)
    await form.getByRole('button', { name: 'Continue' }).click()
    // A first login: the frame asks for a recovery password itself; the app never sees it.
    await frame(page).getByLabel('Recovery password').fill('a long recovery password')
    await frame(page).getByLabel('Repeat it').fill('a long recovery password')
    await frame(page).getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => status(page), { timeout: 30_000 }).toBe('connected')
    expect(await page.getByTestId('address').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await screenshot(page, 'headless-email')
    await expectNoModal(page)
  })

  it('asked nothing but the local stack, with no page error', () => {
    const local = new Set(
      [
        served.url,
        stack.provider.url,
        stack.provider.relayUrl,
        ...(stack.config.secureFrameUrl ? [stack.config.secureFrameUrl] : []),
        ...stack.chains.map((chain) => chain.rpcUrl),
      ].map((url) => new URL(url).origin),
    )
    const outside = requested.filter(
      (url) => !/^(data|blob):/.test(url) && !local.has(new URL(url).origin),
    )
    expect(outside).toEqual([])
    expect(errors).toEqual([])
    // The wrong code, refused by the secure frame's server; nothing else.
    expect(refused.map((line) => line.replace(/\?.*$/, ''))).toEqual([
      `400 ${stack.config.secureFrameUrl}/v1/auth/otp`,
    ])
    expect(guard.attempts).toEqual([])
  })
})

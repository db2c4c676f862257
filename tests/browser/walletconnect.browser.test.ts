// Issue 7: WalletConnect in the built demo through the provider's own relay. The page shows the
// QR code; a real wallet-side client in Node (sign-client over the same relay) scans it, approves
// an account on the local chain, and the modal reaches the Account view with its balance. On a
// phone (iOS Safari, a Telegram mini-app) the wallet opens from its registry scheme instead.
// Every request the pages make on the way is recorded: only the local stack may be contacted.
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { LocalChain } from '@latchkey/local-chain'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  forbidOutsideHosts,
  startTestWallet,
  type TestWallet,
} from '../../packages/adapter-evm/test/walletConnectWallet'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack } from './demoStack'
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
import { openRecorded, outsideRequests, type PageLog, scanQrCode } from './walletConnectSupport'

// The Node side (this process and the test wallet) stays on loopback as well.
const guard = forbidOutsideHosts()
let stack: DemoStack
let browser: Browser
let context: BrowserContext
let page: Page
let wallet: TestWallet
/** Every URL the page asked for (HTTP, WebSocket, workers, frames), in order. */
const requested: string[] = []
/** Uncaught exceptions and console errors of the page. */
const errors: string[] = []
const log: PageLog = { requested, errors }

// Without Chromium every test fails with the reason (CI installs it; a skip would hide it).
beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack())
  if (!stack.config.relayUrl) throw new Error('the stack gave the demo no WalletConnect relay')
  const chain = stack.chains[0]!
  wallet = await startTestWallet({
    relayUrl: stack.provider.relayUrl,
    chains: stack.chains as unknown as LocalChain[],
    // Not one of the dev wallet's keys (the first three): the account must come from the QR.
    privateKey: chain.accounts[5]!.privateKey,
  })
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: stack.demo.url,
  })
  page = await openRecorded(context, stack.demo.url, log)
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await wallet?.stop()
  await stack?.stop()
  guard.restore()
})

/** The scripts among `urls` that hold the WalletConnect client (its relay method names). */
async function scriptsWithWalletConnect(urls: string[]): Promise<string[]> {
  const scripts = [...new Set(urls.filter((url) => /\.m?js$/.test(new URL(url).pathname)))]
  const found = await Promise.all(
    scripts.map(async (url) =>
      (await (await fetch(url)).text()).includes('irn_subscribe') ? url : '',
    ),
  )
  return found.filter(Boolean)
}

describe('WalletConnect in the demo, through the local relay', () => {
  let uri: string

  it('shows a QR code of the pairing URI when WalletConnect is chosen', async () => {
    await appkitButton(page).click()
    await dialog(page)
      .getByRole('button', { name: /^WalletConnect/ })
      .waitFor()
    const before = requested.length
    await dialog(page)
      .getByRole('button', { name: /^WalletConnect/ })
      .click()
    await expect.poll(() => dialogTitle(page)).toBe('Scan with your phone')
    const qr = dialog(page).getByRole('img', { name: 'QR code to connect a phone wallet' })
    await qr.waitFor()
    await screenshot(page, 'walletconnect-qr')

    // The WalletConnect client and its relay socket come only once WalletConnect is chosen.
    const relayed = (url: string) => url.startsWith(`${stack.provider.relayUrl}?`)
    expect(requested.slice(0, before).filter(relayed)).toEqual([])
    expect(requested.slice(before).filter(relayed).length).toBeGreaterThan(0)
    const [early, late] = await Promise.all([
      scriptsWithWalletConnect(requested.slice(0, before)),
      scriptsWithWalletConnect(requested.slice(before)),
    ])
    expect(early).toEqual([])
    expect(late).not.toEqual([])

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
    // The wallet that scanned, by its own name from the session, not "WalletConnect".
    expect(await hookText(page, 'wallet')).toBe('Test Wallet')
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
    await dialog(page).getByText('Connected with Test Wallet').waitFor()
    await screenshot(page, 'walletconnect-account')
    await dialog(page).press('Escape')
    await waitForDialogClosed(page)
  })

  it('finds the session again after a reload, without pairing again', async () => {
    await page.reload()
    await waitForDemo(page)
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
    expect((await hookText(page, 'address')).toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(await hookText(page, 'wallet')).toBe('Test Wallet')
    expect(wallet.sessionTopics()).toHaveLength(1)
  })

  it('follows the wallet ending the session', async () => {
    await wallet.disconnect()
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('disconnected')
    expect(await hookText(page, 'address')).toBe('—')
  })

  it('puts the chosen wallet’s icon in the middle of the code, which still scans', async () => {
    await appkitButton(page).click()
    await dialog(page)
      .getByRole('button', { name: /All wallets/ })
      .click()
    await dialog(page)
      .getByRole('button', { name: /MetaMask/ })
      .click()
    await expect.poll(() => dialogTitle(page)).toBe('Connect MetaMask')
    const code = dialog(page).getByTestId('qr')
    await code.getByRole('img', { name: 'QR code to connect a phone wallet' }).waitFor()
    // The wallet's icon over the middle of the code: the registry image, or its monogram where
    // the image is refused (the local provider serves http, and only https images are shown).
    const icon = code.locator('.lk-qr-icon')
    await icon.waitFor()
    const drawn = await icon.evaluate((el) => ({
      image: el.querySelector('img')?.getAttribute('src') ?? null,
      text: (el.textContent ?? '').trim(),
    }))
    if (drawn.image) expect(drawn.image).toContain('/v1/images/wallets/metamask')
    else expect(drawn.text).toBe('M')
    await screenshot(page, 'walletconnect-qr-wallet-icon')
    await dialog(page).getByRole('button', { name: 'Copy link' }).click()
    await dialog(page).getByText('Copied to clipboard').waitFor()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(/^wc:/)
    expect(await scanQrCode(page)).toBe(link)
    expect(await appkitButton(page).textContent()).toMatch(/^Connecting/)
    await dialog(page).press('Escape')
    await waitForDialogClosed(page)
    // SPEC §4: with the code gone and no wallet, the page's button offers Connect again.
    await expect.poll(() => appkitButton(page).textContent()).not.toMatch(/^Connecting/)
    expect(await appkitButton(page).textContent()).toMatch(/^Connect/)
    expect(await hookText(page, 'status')).toBe('disconnected')
  })
})

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

/**
 * Before the page runs: keeps the wallet links the visitor opens (a phone would switch to the
 * wallet app; headless Chromium knows no metamask: scheme), and the connection statuses the
 * hooks panel shows, in order.
 */
function watchPhonePage() {
  const w = window as unknown as {
    __opened: string[]
    __windowOpened: { url: string; target: string | undefined }[]
    __statuses: string[]
  }
  w.__opened = []
  w.__windowOpened = []
  w.__statuses = []
  // What a script opens (WalletConnect's client opens the wallet app for each request): kept,
  // not followed, as a phone would switch to the app.
  window.open = (url?: string | URL, target?: string) => {
    w.__windowOpened.push({ url: String(url), target })
    return null
  }
  addEventListener(
    'click',
    (event) => {
      const link = event
        .composedPath()
        .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement)
      if (!link || /^https?:/.test(link.href)) return
      event.preventDefault()
      w.__opened.push(link.href)
    },
    true,
  )
  // The connection status as <appkit-button> shows it: Connect, Connecting, then the account.
  setInterval(() => {
    const text = document.querySelector('appkit-button')?.shadowRoot?.textContent?.trim()
    if (!text) return
    const status = /^Connecting/.test(text)
      ? 'connecting'
      : /0x[0-9a-fA-F]{4}/.test(text)
        ? 'connected'
        : 'disconnected'
    if (w.__statuses.at(-1) !== status) w.__statuses.push(status)
  }, 10)
}

interface PhoneWindow {
  __windowOpened: { url: string; target: string | undefined }[]
}

/** The deep link in the stored state (`latchkey:store`, persistence/ in controllers), or null. */
const storedDeepLink = (p: Page) =>
  p.evaluate(() => {
    const text = localStorage.getItem('latchkey:store')
    const stored = text ? (JSON.parse(text) as { deepLink?: { href: string; name: string } }) : {}
    return stored.deepLink ?? null
  })

describe.each([
  { place: 'iOS Safari', userAgent: IPHONE_SAFARI, telegram: false },
  { place: 'a Telegram mini-app on Android', userAgent: ANDROID_CHROME, telegram: true },
])('WalletConnect by deep link in $place', ({ userAgent, telegram }) => {
  let phone: BrowserContext
  let p: Page

  beforeAll(async () => {
    if (!hasChromium()) return
    phone = await browser.newContext({
      userAgent,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    await phone.addInitScript(watchPhonePage)
    if (telegram)
      await phone.addInitScript(() => {
        // Telegram's bridge: the links it is handed are what the phone would open.
        const w = window as unknown as { Telegram: unknown; __telegramOpened: string[] }
        w.__telegramOpened = []
        w.Telegram = {
          WebApp: { platform: 'android', openLink: (url: string) => w.__telegramOpened.push(url) },
        }
      })
    p = await openRecorded(phone, stack.demo!.url, log)
  })

  afterAll(async () => {
    await phone?.close()
  })

  it('picks a wallet from the registry and opens it with the pairing URI in its own scheme', async () => {
    await appkitButton(p).click()
    await dialog(p)
      .getByRole('button', { name: /^WalletConnect/ })
      .click()
    // A phone has no second screen to scan with: the wallet list instead of a QR code.
    await expect.poll(() => dialogTitle(p)).toBe('All wallets')
    await dialog(p)
      .getByRole('button', { name: /MetaMask/ })
      .click()
    const open = dialog(p).getByRole('link', { name: 'Open MetaMask' })
    await open.waitFor()
    expect(
      await dialog(p)
        .getByRole('img', { name: /QR code/ })
        .count(),
    ).toBe(0)
    const href = (await open.getAttribute('href')) ?? ''
    expect(href).toMatch(/^metamask:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/)
    await screenshot(p, `walletconnect-phone-${telegram ? 'telegram' : 'ios'}`)

    await open.click()
    const opened = await p.evaluate(() => (window as unknown as { __opened: string[] }).__opened)
    expect(opened).toEqual([href])
    // In Telegram's webview a custom scheme does nothing as navigation: the bridge opens it.
    const viaTelegram = await p.evaluate(
      () => (window as unknown as { __telegramOpened?: string[] }).__telegramOpened ?? null,
    )
    expect(viaTelegram).toEqual(telegram ? [href] : null)
    // The deep-link choice is kept (SPEC §3): the wallet's link, without the pairing, in the
    // stored state and where WalletConnect's client reads it before each request.
    expect(await storedDeepLink(p)).toEqual({ href: 'metamask://', name: 'MetaMask' })
    expect(
      await p.evaluate(() => JSON.parse(localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE')!)),
    ).toEqual({ href: 'metamask://', name: 'MetaMask' })
    expect(await appkitButton(p).textContent()).toMatch(/^Connecting/)

    // The wallet app receives the link and pairs with the URI it carries.
    await wallet.pair(new URL(href).searchParams.get('uri')!)
    await expect.poll(() => hookText(p, 'status'), { timeout: 30_000 }).toBe('connected')
    expect((await hookText(p, 'address')).toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(await hookText(p, 'wallet')).toBe('Test Wallet')
    const statuses = await p.evaluate(
      () => (window as unknown as { __statuses: string[] }).__statuses,
    )
    // SPEC §4: disconnected, then connecting, then connected.
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected'])
    await expect.poll(() => hookText(p, 'modal')).toMatch(/^closed/)
  })

  it('opens the wallet app again for a signature request, with the request and the session', async () => {
    const [topic] = wallet.sessionTopics()
    const asked = wallet.requests.length
    await p.bringToFront()
    await p.getByRole('button', { name: 'Sign the message' }).click()
    // @walletconnect/sign-client reads the choice under WALLETCONNECT_DEEPLINK_CHOICE and opens
    // `{href}wc?requestId=…&sessionTopic=…` once the request is on its way.
    await expect
      .poll(() => p.evaluate(() => (window as unknown as PhoneWindow).__windowOpened))
      .toEqual([
        {
          url: expect.stringMatching(
            new RegExp(`^metamask://wc\\?requestId=\\d+&sessionTopic=${topic}$`),
          ),
          target: telegram ? '_blank' : '_self',
        },
      ])
    await expect.poll(() => p.getByTestId('signature').textContent()).toMatch(/^0x[0-9a-f]{130}$/)
    expect(wallet.requests.slice(asked).map((r) => r.method)).toEqual(['personal_sign'])
    const signature = (await p.getByTestId('signature').textContent()) as Hex
    expect(
      await verifyMessage({
        address: wallet.address as Hex,
        message: 'Hello from the Latchkey demo',
        signature,
      }),
    ).toBe(true)
  })

  it('forgets the deep link when the app disconnects, and the wallet loses the session', async () => {
    expect(wallet.sessionTopics()).toHaveLength(1)
    await p.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await expect.poll(() => hookText(p, 'status')).toBe('disconnected')
    expect(await storedDeepLink(p)).toBeNull()
    expect(await p.evaluate(() => localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE'))).toBeNull()
    await expect.poll(() => wallet.sessionTopics().length, { timeout: 15_000 }).toBe(0)
  })
})

describe('the terminal wallet a person connects the demo with', () => {
  it('pairs from the copied link with the demo’s own config, connects, and its Ctrl-C disconnects', async () => {
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await desk.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.demo!.url })
    const p = await openRecorded(desk, stack.demo!.url, log)
    let terminal: ChildProcess | undefined
    try {
      await appkitButton(p).click()
      await dialog(p)
        .getByRole('button', { name: /^WalletConnect/ })
        .click()
      await dialog(p).getByRole('button', { name: 'Copy link' }).click()
      await dialog(p).getByText('Copied to clipboard').waitFor()
      const link = await p.evaluate(() => navigator.clipboard.readText())
      expect(link).toMatch(/^wc:/)

      terminal = spawn(
        process.execPath,
        [
          fileURLToPath(new URL('../../stack/scripts/walletConnectWallet.mjs', import.meta.url)),
          link,
          '--config',
          `${stack.demo!.url}/latchkey.config.json`,
          '--account',
          '2',
          '--yes',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      )
      const output = collect(terminal)
      await expect.poll(() => output.text, { timeout: 30_000 }).toMatch(/\[wallet\] connected/)
      await expect.poll(() => hookText(p, 'status'), { timeout: 30_000 }).toBe('connected')
      // Development key #2 of the demo config is the chain's third prefunded account.
      expect((await hookText(p, 'address')).toLowerCase()).toBe(
        stack.chains[0]!.accounts[2]!.address.toLowerCase(),
      )
      expect(await hookText(p, 'wallet')).toBe('Latchkey terminal wallet')

      // Ctrl-C in the terminal ends the session from the wallet side.
      const exited = new Promise((resolve) => terminal!.once('exit', resolve))
      terminal.kill('SIGINT')
      expect(await exited).toBe(0)
      await expect.poll(() => hookText(p, 'status'), { timeout: 30_000 }).toBe('disconnected')
      expect(output.text).not.toMatch(/failed|refused/)
    } finally {
      if (terminal?.exitCode === null) terminal.kill('SIGKILL')
      await desk.close()
    }
  })
})

/** Everything a child process prints, as it comes. */
function collect(child: ChildProcess): { text: string } {
  const output = { text: '' }
  child.stdout?.on('data', (chunk: Buffer) => {
    output.text += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output.text += chunk.toString()
  })
  return output
}

describe('the page’s requests', () => {
  it('contacted no host but the demo, the provider and its relay, the secure frame and the local chains, with no page error', () => {
    const network = requested.filter((url) => !/^(data|blob):/.test(url))
    expect(outsideRequests(requested, stack)).toEqual([])
    // The recording saw the relay socket and the API, so it was listening.
    expect(network.some((url) => url.startsWith(`${stack.provider.relayUrl}?`))).toBe(true)
    expect(network.some((url) => url.startsWith(`${stack.provider.url}/v1/`))).toBe(true)
    expect(guard.attempts).toEqual([])
    // Still tolerated, its cause unproven: the sign client logs "Pending session not found for
    // topic" when a wc_sessionSettle reaches a client holding no pending proposal for that topic
    // (a second client opened on the same storage while the first settles logs it). Traced runs
    // never showed it; each recorded error names its test step, LATCHKEY_WC_TRACE=1 the frames.
    expect(errors.filter((e) => !e.includes('Pending session not found for topic'))).toEqual([])
  })
})

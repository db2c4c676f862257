// SPEC §2 basic mode in the built demo (?basic: createAppKit with no adapters): opening the modal
// shows ConnectingWalletConnectBasic with a QR code of a live pairing over the provider's relay;
// a real wallet-side client in Node scans it and approves an eip155 and a Solana account in one
// session; the page then has both, switches between them, and a disconnect ends the session.
import type { LocalChain } from '@latchkey/local-chain'
import type { Browser, BrowserContext, Page } from 'playwright-core'
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
import { openRecorded, outsideRequests, scanQrCode } from './walletConnectSupport'

const SOL_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

const guard = forbidOutsideHosts()
let stack: DemoStack
let browser: Browser
let context: BrowserContext
let page: Page
let wallet: TestWallet
const requested: string[] = []
const errors: string[] = []

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack())
  wallet = await startTestWallet({
    relayUrl: stack.provider.relayUrl,
    chains: stack.chains as unknown as LocalChain[],
    privateKey: stack.chains[0]!.accounts[6]!.privateKey,
    otherAccounts: { solana: SOL_ADDRESS },
  })
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: stack.demo.url,
  })
  page = await openRecorded(context, `${stack.demo.url}/?basic`, { requested, errors })
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await wallet?.stop()
  await stack?.stop()
  guard.restore()
})

/** Waits for the modal's own animations (its fade-in) to finish, for a clean screenshot. */
async function modalSettled(p: Page): Promise<void> {
  await p.evaluate(() =>
    Promise.all(
      (document.querySelector('appkit-modal')?.shadowRoot?.getAnimations() ?? []).map(
        (animation) => animation.finished,
      ),
    ),
  )
}

describe('basic mode (no adapters) in the demo, through the local relay', () => {
  let uri: string

  it('opens on ConnectingWalletConnectBasic with a QR code of a live pairing', async () => {
    await appkitButton(page).click()
    await expect.poll(() => hookText(page, 'modal')).toBe('open · ConnectingWalletConnectBasic')
    await expect.poll(() => dialogTitle(page)).toBe('Scan with your phone')
    await dialog(page).getByRole('img', { name: 'QR code to connect a phone wallet' }).waitFor()
    await screenshot(page, 'walletconnect-basic-qr')
    // The pairing goes through the provider's own relay.
    expect(requested.some((url) => url.startsWith(`${stack.provider.relayUrl}?`))).toBe(true)

    await dialog(page).getByRole('button', { name: 'Copy link' }).click()
    await dialog(page).getByText('Copied to clipboard').waitFor()
    uri = await page.evaluate(() => navigator.clipboard.readText())
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(await scanQrCode(page)).toBe(uri)
    expect(await hookText(page, 'status')).not.toBe('connected')
  })

  it('connects the approved eip155 and Solana accounts once the wallet scans and approves', async () => {
    await wallet.pair(uri)
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
    expect((await hookText(page, 'address')).toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(await hookText(page, 'network')).toBe('Latchkey Devnet (eip155:31337)')
    expect(wallet.sessionTopics()).toHaveLength(1)
    await waitForDialogClosed(page).catch(() => dialog(page).press('Escape'))
    await waitForDialogClosed(page)

    // Named after the wallet on the other side of the session.
    expect(await hookText(page, 'wallet')).toBe('Test Wallet')

    // No chain library in basic mode: the balance comes from the provider's blockchain API.
    const wei = await balanceOf(stack.chains[0]!.rpcUrl, wallet.address)
    await appkitButton(page).click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    const balance = dialog(page).locator('.lk-account-balance')
    await expect.poll(() => balance.textContent(), { timeout: 20_000 }).toMatch(/ETH/)
    expect(((await balance.textContent()) ?? '').replace(/^Balance:\s*/, '')).toMatch(
      new RegExp(`^${(wei / 10n ** 18n).toString()}(\\.\\d+)? ETH$`),
    )
    await modalSettled(page)
    await screenshot(page, 'walletconnect-basic-account')
    await dialog(page).press('Escape')
    await waitForDialogClosed(page)
  })

  it('switches to the Solana account the same session approved, without pairing again', async () => {
    await page.locator('appkit-network-button').getByRole('button').click()
    await dialog(page)
      .getByRole('button', { name: /Solana Devnet/ })
      .click()
    await expect.poll(() => hookText(page, 'caipAddress')).toBe(`${SOLANA_DEVNET}:${SOL_ADDRESS}`)
    expect(await hookText(page, 'status')).toBe('connected')
    expect(wallet.sessionTopics()).toHaveLength(1)
    await screenshot(page, 'walletconnect-basic-solana')
    await dialog(page)
      .press('Escape')
      .catch(() => undefined)
  })

  it('finds both accounts again after a reload, without pairing again', async () => {
    await page.reload()
    await waitForDemo(page)
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
    // The Solana network stays the active one, and its account is back from the one session.
    expect(await hookText(page, 'caipAddress')).toBe(`${SOLANA_DEVNET}:${SOL_ADDRESS}`)
    await page.locator('appkit-network-button').getByRole('button').click()
    await dialog(page)
      .getByRole('button', { name: /Latchkey Devnet/ })
      .first()
      .click()
    await expect.poll(() => hookText(page, 'caipAddress')).toBe(`eip155:31337:${wallet.address}`)
    expect(wallet.sessionTopics()).toHaveLength(1)
    await dialog(page)
      .press('Escape')
      .catch(() => undefined)
  })

  it('a disconnect clears both namespaces and ends the wallet session', async () => {
    await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('disconnected')
    expect(await hookText(page, 'address')).toBe('—')
    await expect.poll(() => wallet.sessionTopics(), { timeout: 15_000 }).toEqual([])
    // Still tolerated, its cause unproven: the sign client logs "Pending session not found for
    // topic" when a wc_sessionSettle reaches a client holding no pending proposal for that topic
    // (a second client opened on the same storage while the first settles logs it). Traced runs
    // never showed it; each recorded error names its test step, LATCHKEY_WC_TRACE=1 the frames.
    expect(errors.filter((e) => !e.includes('Pending session not found for topic'))).toEqual([])
    // Only the local stack was contacted.
    expect(outsideRequests(requested, stack)).toEqual([])
    expect(guard.attempts).toEqual([])
  })
})

// Issue 36, the EVM injected rows: a session comes back after a reload, in a new tab and after
// the browser restarts on the same profile, for an EIP-6963 wallet and a legacy window.ethereum
// wallet; what changed while the visitor was away shows right from the first frame on; several
// injected wallets show once each and the one used before is restored; a mobile wallet's in-app
// browser connects without asking which wallet; the previous version's stored state restores.
// The wallets are the test's own (reconnectEvmSupport.ts), installed before the page's scripts.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Stack } from '../../stack/scripts/startStack.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import {
  answers,
  describeFrames,
  type FrameEntry,
  frames,
  iconOf,
  installReconnectScripts,
  setWallets,
  type TestWallet,
  type TestWalletState,
  type TestWalletsSetup,
  walletState,
} from './reconnectEvmSupport'
import {
  appkitButton,
  dialog,
  dialogTitle,
  hookText,
  requireChromium,
  waitForDemo,
  waitForDialogClosed,
} from './support'
import { recordToasts, toasts } from './toasts'

type Chain = Stack['chains'][number]

let stack: DemoStack
let browser: Browser
let chainA: Chain
let chainB: Chain
let alice: string
let bob: string

const A: TestWallet = { name: 'Test Wallet A', rdns: 'org.latchkey.test.a', icon: iconOf('#c22') }
const B: TestWallet = {
  name: 'Test Wallet B',
  rdns: 'org.latchkey.test.b',
  icon: iconOf('#22c'),
  flag: 'isTestWalletB',
}
/** A wallet that only injects window.ethereum, as many mobile in-app browsers do. */
const LEGACY: TestWallet = {
  name: 'Legacy Wallet',
  icon: iconOf('#2a2'),
  legacy: true,
  flag: 'isLegacyWallet',
}
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const MOBILE = {
  userAgent: IPHONE,
  isMobile: true,
  hasTouch: true,
  viewport: { width: 390, height: 844 },
}

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack())
  ;[chainA, chainB] = stack.chains as [Chain, Chain]
  alice = chainA.accounts[0]!.address
  bob = chainA.accounts[1]!.address
})

afterAll(() => stopAll(browser))

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const networkOf = (chain: Chain) =>
  `${stack.config.chains.find((c) => c.chainId === chain.chainId)?.name} (eip155:${chain.chainId})`
/** The name the injected window.ethereum connector goes by (SPEC §2's 'Browser Wallet'). */
const BROWSER_WALLET = 'Browser Wallet'
const LONG = { timeout: 10_000 }

function setupOf(wallets: TestWallet[], extra: Partial<TestWalletsSetup> = {}): TestWalletsSetup {
  return { wallets, accounts: [alice, bob], chainId: chainA.chainId, ...extra }
}

async function newContext(options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options })
  await installReconnectScripts(context)
  return context
}

/**
 * A page of `context` on the demo with `setup`'s wallets: the setup is written from a cheap page
 * of the same origin first, so the demo loads once, with its wallets there from the start.
 */
async function openWith(
  context: BrowserContext,
  setup: TestWalletsSetup,
  states: Record<string, TestWalletState> = {},
): Promise<Page> {
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  await page.goto(`${stack.demo.url}/latchkey.config.json`)
  await setWallets(page, setup, states)
  await page.goto(stack.demo.url)
  await waitForDemo(page)
  await recordToasts(page)
  return page
}

async function reload(page: Page): Promise<void> {
  await page.reload()
  await waitForDemo(page)
  await recordToasts(page)
}

/** Connects `wallet` from the Connect view's row with its name; its approval is immediate. */
async function connectWith(page: Page, wallet: TestWallet): Promise<void> {
  await appkitButton(page).click()
  await dialog(page)
    .getByRole('button', { name: new RegExp(`^${wallet.name}`) })
    .click()
  await expect.poll(() => hookText(page, 'status')).toBe('connected')
  await waitForDialogClosed(page)
}

async function expectConnected(page: Page, address: string, walletName: string): Promise<void> {
  await expect.poll(() => hookText(page, 'status'), LONG).toBe('connected')
  expect(same(await hookText(page, 'address'), address)).toBe(true)
  expect(await hookText(page, 'wallet')).toBe(walletName)
  await expect.poll(() => appkitButton(page).textContent(), LONG).toContain(short(address))
}

/** The stored state's value (`latchkey:store`). */
async function stored(page: Page): Promise<{
  namespaces: Record<string, { connectorId?: string; caipAddress?: string; networkId?: string }>
}> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('latchkey:store') ?? 'null'))
}

/** The frame log once the button is drawn (before, the page shows no wallet state at all). */
async function shownFrames(page: Page): Promise<FrameEntry[]> {
  return (await frames(page)).filter((entry) => entry.kind !== 'none')
}

/**
 * A restore shown right from the first frame: the button reads connecting (busy) until the
 * account paints, never "Connect wallet" idle, and the hooks never read disconnected; once the
 * account is there it stays. Returns the log.
 */
async function expectRestoredWithoutFlash(page: Page, address: string): Promise<FrameEntry[]> {
  await expect.poll(() => appkitButton(page).textContent(), LONG).toContain(short(address))
  const log = await shownFrames(page)
  const lines = describeFrames(log).join('\n')
  const painted = log.findIndex((entry) => entry.kind === 'account')
  expect(painted, lines).toBeGreaterThanOrEqual(0)
  for (const entry of log.slice(0, painted)) {
    expect(entry.kind === 'connect' && entry.busy, lines).toBe(true)
    expect(entry.status, lines).not.toBe('disconnected')
  }
  for (const entry of log.slice(painted)) {
    expect(entry.kind, lines).toBe('account')
    expect(entry.text, lines).toContain(short(address))
  }
  return log
}

describe('an EIP-6963 wallet', () => {
  let context: BrowserContext
  let page: Page
  afterAll(() => context?.close())

  it('comes back after a reload and in a new tab, with no flash of "Connect wallet"', async () => {
    context = await newContext()
    page = await openWith(context, setupOf([A]))
    await connectWith(page, A)
    await expectConnected(page, alice, A.name)
    expect((await stored(page)).namespaces.eip155?.connectorId).toBe(A.rdns)

    await reload(page)
    await expectConnected(page, alice, A.name)
    await expectRestoredWithoutFlash(page, alice)

    const tab = await context.newPage()
    await tab.goto(stack.demo.url)
    await waitForDemo(tab)
    await expectConnected(tab, alice, A.name)
    await expectRestoredWithoutFlash(tab, alice)
    await tab.close()
  })

  it('paints the account in the first frame after the wallet answers', async () => {
    // The wallet takes 600 ms to answer eth_accounts: the buttons read connecting meanwhile.
    await setWallets(page, setupOf([A], { delayMs: 600 }))
    await reload(page)
    const log = await expectRestoredWithoutFlash(page, alice)
    const answered = (await answers(page)).find((a) => a.method === 'eth_accounts')
    expect(answered).toBeDefined()
    const painted = log.find((entry) => entry.kind === 'account')!
    expect(log.some((entry) => entry.kind === 'connect' && entry.busy)).toBe(true)
    // eslint-disable-next-line no-console
    console.log(
      `reconnect: eth_accounts answered in frame ${answered!.frame}, account painted in frame ${painted.frame} (${(painted.t - answered!.t).toFixed(1)} ms later)`,
    )
    expect(painted.frame - answered!.frame).toBe(1)
    await setWallets(page, setupOf([A]))
  })

  it('a locked wallet restores disconnected, quietly', async () => {
    const state = await walletState(page, A.name)
    await setWallets(page, setupOf([A]), { [A.name]: { ...state, locked: true } })
    await reload(page)
    await expect.poll(() => hookText(page, 'status'), LONG).toBe('disconnected')
    const log = await shownFrames(page)
    const lines = describeFrames(log).join('\n')
    expect(
      log.some((entry) => entry.kind === 'account'),
      lines,
    ).toBe(false)
    expect(log.at(-1)?.kind, lines).toBe('connect')
    expect(log.at(-1)?.busy, lines).toBe(false)
    expect(await toasts(page)).toEqual([])
    expect((await stored(page)).namespaces.eip155?.connectorId).toBeUndefined()
    // Unlocked, the visitor connects again (eth_requestAccounts unlocks the test wallet).
    await connectWith(page, A)
  })

  it('another account chosen while away shows that account, never the one before', async () => {
    const state = await walletState(page, A.name)
    await setWallets(page, setupOf([A]), { [A.name]: { ...state, account: 1 } })
    await reload(page)
    await expectConnected(page, bob, A.name)
    const log = await expectRestoredWithoutFlash(page, bob)
    expect(log.some((entry) => entry.text.includes(short(alice)))).toBe(false)
    expect((await stored(page)).namespaces.eip155?.caipAddress?.toLowerCase()).toBe(
      `eip155:${chainA.chainId}:${bob}`.toLowerCase(),
    )
  })

  it('another allowed network chosen while away shows that network with the account', async () => {
    const state = await walletState(page, A.name)
    await setWallets(page, setupOf([A]), { [A.name]: { ...state, chainId: chainB.chainId } })
    await reload(page)
    await expectConnected(page, bob, A.name)
    await expect.poll(() => hookText(page, 'network'), LONG).toBe(networkOf(chainB))
    const log = await expectRestoredWithoutFlash(page, bob)
    // Once the account shows, the network shown is the wallet's.
    for (const entry of log.filter((e) => e.kind === 'account'))
      expect(entry.network, describeFrames(log).join('\n')).toBe(networkOf(chainB))
    expect(await toasts(page)).toEqual([])
  })

  it('a network the app does not allow, chosen while away, shows UnsupportedChain', async () => {
    const state = await walletState(page, A.name)
    await setWallets(page, setupOf([A]), { [A.name]: { ...state, chainId: 1 } })
    await reload(page)
    await expect.poll(() => dialogTitle(page), LONG).toBe('Switch network')
    await expect.poll(() => hookText(page, 'status')).toBe('connected')
    // Back on an allowed network, the modal goes by itself (SPEC §4).
    await setWallets(page, setupOf([A]), { [A.name]: { ...state, chainId: chainA.chainId } })
  })

  it('a removed extension restores disconnected, quietly, and its stored session is cleared', async () => {
    await setWallets(page, setupOf([A], { removed: true }))
    await reload(page)
    await expect.poll(() => hookText(page, 'status'), LONG).toBe('disconnected')
    const log = await shownFrames(page)
    const lines = describeFrames(log).join('\n')
    expect(
      log.some((entry) => entry.kind === 'account'),
      lines,
    ).toBe(false)
    for (const entry of log) expect(entry.status, lines).not.toBe('connected')
    expect(await toasts(page)).toEqual([])
    expect((await stored(page)).namespaces.eip155?.connectorId).toBeUndefined()
    // Back again, the wallet is listed; the visitor connects once more.
    await setWallets(page, setupOf([A]))
    await reload(page)
    expect(await hookText(page, 'status')).toBe('disconnected')
  })
})

describe('several injected wallets at once', () => {
  it('lists each once with its own name and icon, and restores the one used before', async () => {
    // A and B announce; B also overwrites window.ethereum (the same provider), and so does the
    // legacy wallet after it: on mobile, where the legacy "Browser Wallet" is shown, it shows
    // once, as itself; B's window.ethereum is B, not a second row.
    const context = await newContext(MOBILE)
    try {
      const page = await openWith(context, setupOf([A, { ...B, legacy: true }]))
      await appkitButton(page).click()
      await dialog(page).waitFor()
      const rows = dialog(page).getByRole('button', { name: /^Test Wallet|^Browser Wallet/ })
      await rows.first().waitFor()
      const names = (await rows.allTextContents()).map((text) => text.trim())
      expect(names.filter((n) => n.startsWith(A.name))).toHaveLength(1)
      expect(names.filter((n) => n.startsWith(B.name))).toHaveLength(1)
      expect(names.filter((n) => n.startsWith('Browser Wallet'))).toHaveLength(0)
      for (const wallet of [A, B]) {
        const icon = dialog(page)
          .getByRole('button', { name: new RegExp(`^${wallet.name}`) })
          .locator('img')
        expect(await icon.getAttribute('src')).toBe(wallet.icon)
      }
      await dialog(page)
        .getByRole('button', { name: new RegExp(`^${B.name}`) })
        .click()
      await expect.poll(() => hookText(page, 'status')).toBe('connected')
      await waitForDialogClosed(page)
      expect((await stored(page)).namespaces.eip155?.connectorId).toBe(B.rdns)
      await reload(page)
      await expectConnected(page, alice, B.name)
      await expectRestoredWithoutFlash(page, alice)
    } finally {
      await context.close()
    }
  })
})

describe('the previous version of the stored state', () => {
  it("restores version 0's keys, literally as that version wrote them", async () => {
    const context = await newContext()
    try {
      const page = await context.newPage()
      await page.goto(`${stack.demo.url}/latchkey.config.json`)
      await setWallets(page, setupOf([A]), {
        [A.name]: { granted: true, account: 0, chainId: chainA.chainId },
      })
      // What version 0 (before commit c2b2e32) left in localStorage after connecting: seven keys
      // under the `latchkey:` prefix, each a JSON value.
      const version0: Record<string, string> = {
        'latchkey:connection-status': '"connected"',
        'latchkey:active-connector-ids': `{"eip155":"${A.rdns}"}`,
        'latchkey:active-caip-network-id': `"eip155:${chainA.chainId}"`,
        'latchkey:recent-wallets': '[]',
        'latchkey:address-cache': `{"eip155":"eip155:${chainA.chainId}:${alice}"}`,
      }
      await page.evaluate((values) => {
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
      }, version0)
      await page.goto(stack.demo.url)
      await waitForDemo(page)
      await expectConnected(page, alice, A.name)
      await expectRestoredWithoutFlash(page, alice)
      const left = await page.evaluate(
        (keys) => keys.filter((k) => localStorage.getItem(k)),
        Object.keys(version0),
      )
      expect(left).toEqual([])
      const store = (await stored(page)) as unknown as { version: number } & Awaited<
        ReturnType<typeof stored>
      >
      expect(store.version).toBe(1)
      expect(store.namespaces.eip155?.connectorId).toBe(A.rdns)
    } finally {
      await context.close()
    }
  })
})

describe('a legacy window.ethereum wallet, in its in-app browser on a phone', () => {
  it('connects without asking which wallet, then comes back after a reload and in a new tab', async () => {
    // Only the legacy wallet: the demo's own dev wallet announces, a phone's in-app browser has none.
    const context = await newContext(MOBILE)
    try {
      const page = await openWith(context, setupOf([LEGACY], { only: true }))
      // Every view the modal shows, as the demo's hooks report it (`open · <view>`).
      await page.evaluate(() => {
        const w = window as unknown as { __views: string[] }
        w.__views = []
        const hook = document.querySelector('[data-testid="hook-modal"]')!
        new MutationObserver(() => w.__views.push(hook.textContent ?? '')).observe(hook, {
          subtree: true,
          characterData: true,
          childList: true,
        })
      })
      await appkitButton(page).click()
      await expectConnected(page, alice, BROWSER_WALLET)
      await waitForDialogClosed(page)
      const views = await page.evaluate(() => (window as unknown as { __views: string[] }).__views)
      expect(views).toContain('open · ConnectingExternal')
      expect(views.filter((view) => view.endsWith('· Connect'))).toEqual([])
      expect((await stored(page)).namespaces.eip155?.connectorId).toBe('injected')

      await reload(page)
      await expectConnected(page, alice, BROWSER_WALLET)
      await expectRestoredWithoutFlash(page, alice)
      const tab = await context.newPage()
      await tab.goto(stack.demo.url)
      await waitForDemo(tab)
      await expectConnected(tab, alice, BROWSER_WALLET)
      await expectRestoredWithoutFlash(tab, alice)
    } finally {
      await context.close()
    }
  })
})

describe('after the browser restarts with the same profile', () => {
  it.each([
    { kind: 'an EIP-6963 wallet', wallet: A, name: A.name, options: {}, only: false },
    {
      kind: 'a legacy in-app wallet',
      wallet: LEGACY,
      name: BROWSER_WALLET,
      options: MOBILE,
      only: true,
    },
  ])('$kind comes back', async ({ wallet, name, options, only }) => {
    const profile = mkdtempSync(join(tmpdir(), 'latchkey-reconnect-'))
    const launch = async () => {
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
        headless: true,
        viewport: { width: 1280, height: 900 },
        ...options,
      })
      await installReconnectScripts(context)
      return context
    }
    try {
      let context = await launch()
      const page = await openWith(context, setupOf([wallet], { only }))
      if (only) {
        await appkitButton(page).click()
        await expect.poll(() => hookText(page, 'status'), LONG).toBe('connected')
      } else await connectWith(page, wallet)
      await context.close()

      context = await launch()
      const again = await context.newPage()
      await again.goto(stack.demo.url)
      await waitForDemo(again)
      await expectConnected(again, alice, name)
      await expectRestoredWithoutFlash(again, alice)
      await context.close()
    } finally {
      rmSync(profile, { recursive: true, force: true })
    }
  })
})

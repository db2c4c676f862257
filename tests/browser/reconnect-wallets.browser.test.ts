// Issue 36: a session comes back after a reload, in a new tab and after the browser restarts with
// the same profile, for the Solana Wallet Standard wallet, the Bitcoin wallet and several
// namespaces at once (EVM + Solana + Bitcoin in the demo, each namespace's account back); what
// the wallet changed while the page was closed (another account, locked) is shown right; and
// from the first painted frame the buttons read 'Connecting', never 'Connect wallet', until the
// account is drawn, with no toast.
//
// Rows proven elsewhere, not repeated here:
// | Row                                   | Where                                                       |
// | ------------------------------------- | ----------------------------------------------------------- |
// | Solana reload (with a send before)    | solana.browser.test.ts 'sends SOL after approval…'          |
// | Solana signIn, reload                 | solanaSignIn.browser.test.ts                                |
// | WalletConnect reload, wallet ends it  | walletconnect.browser.test.ts 'finds the session again…'    |
// | WalletConnect EVM + Solana reload     | walletconnect-basic.browser.test.ts 'finds both accounts…'  |
// | Embedded e-mail reload, second tab    | embedded.browser.test.ts 'stays logged in after a reload…'  |
// | Embedded social reload, new tab       | embeddedSocial.browser.test.ts 'logs in with …'             |
// | Embedded Solana reload                | embeddedSolana.browser.test.ts                              |
// Here: reload, new tab, restart and the away changes for Solana and Bitcoin, and all three
// namespaces at once; WalletConnect's and the embedded wallet's away rows are in
// reconnect-sessions.browser.test.ts, Polkadot’s in reconnect-polkadot.browser.test.ts.
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bitcoinWalletRequests, bitcoinWalletRow, decideBitcoinRequest } from './bitcoinSupport'
import { hasChromium } from './chromium'
import { type DemoStack, sharedStack } from './demoStack'
import {
  expectRestoringFrames,
  type Frame,
  frames,
  persistentProfile,
  recordFrames,
  short,
  storedState,
  toastsShown,
} from './reconnectWalletsSupport'
import { decideSolanaRequest, solanaWalletRequests, solanaWalletRow } from './solanaSupport'
import {
  appkitButton,
  decideRequest,
  devWalletRequests,
  devWalletRow,
  dialog,
  dialogTitle,
  hookText,
  requireChromium,
  waitForDemo,
  waitForDialogClosed,
} from './support'

const NAMESPACES = ['eip155', 'solana', 'bip122'] as const
type Namespace = (typeof NAMESPACES)[number]

let stack: DemoStack
let profile: ReturnType<typeof persistentProfile>
let context: BrowserContext
let page: Page
const errors: string[] = []
/** The account each namespace connected, and another account of each wallet. */
let accounts: Record<Namespace, string>
let other: { solana: string; bip122: string }

beforeEach(() => {
  requireChromium()
  // Each row answers for what its own pages logged (one error must not fail every later row,
  // nor its retry on CI).
  errors.length = 0
})

beforeAll(async () => {
  if (!hasChromium()) return
  stack = (await sharedStack()) as DemoStack
  if (!stack.demo) throw new Error('apps/demo/dist is missing: run `pnpm build` first')
  const payments = stack.bitcoin.devKeys.filter((k) => k.type === 'p2wpkh')
  accounts = {
    eip155: stack.chains[0]!.accounts[0]!.address,
    solana: stack.solana.accounts[0]!.address,
    bip122: payments[0]!.address,
  }
  other = { solana: stack.solana.accounts[1]!.address, bip122: payments[1]!.address }
  profile = persistentProfile()
  context = await launch()
  page = await open()
})

afterAll(async () => {
  await context?.close()
  profile?.remove()
})

/** The profile's browser, every page of it recorded from its first frame. */
async function launch(): Promise<BrowserContext> {
  const launched = await profile.launch()
  await recordFrames(launched, NAMESPACES)
  return launched
}

/** A new tab on the demo, its errors kept. */
async function open(): Promise<Page> {
  const tab = await context.newPage()
  tab.setDefaultTimeout(15_000)
  tab.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
  })
  await tab.goto(stack.demo.url)
  await waitForDemo(tab)
  return tab
}

/** What `<appkit-account-button namespace>` shows now. */
async function accountShown(p: Page, namespace: Namespace): Promise<string> {
  return p.evaluate(
    (ns) =>
      (
        document.querySelector(`#reconnect-accounts [namespace="${ns}"]`)?.shadowRoot
          ?.textContent ?? ''
      ).trim(),
    namespace,
  )
}

/** Chooses a network of another namespace and connects its wallet there. */
async function connectOn(network: RegExp, row: ReturnType<typeof devWalletRow>) {
  await page.locator('appkit-network-button').getByRole('button').click()
  await expect.poll(() => dialogTitle(page)).toBe('Choose network')
  await dialog(page).getByRole('button', { name: network }).click()
  await row.click()
}

/**
 * After a reload, a new tab or a restart: every namespace's account is back without a wallet
 * asked, Solana active as it was; from the first frame, 'Connecting' until the account, no toast.
 */
async function expectAllRestored(p: Page, wanted: Record<Namespace, string> = accounts) {
  for (const namespace of NAMESPACES)
    await expect
      .poll(() => accountShown(p, namespace), { timeout: 15_000 })
      .toContain(short(wanted[namespace]))
  expect(await hookText(p, 'status')).toBe('connected')
  expect(await hookText(p, 'caipAddress')).toBe(`${stack.solana.caip2}:${wanted.solana}`)
  const seen = await frames(p)
  expectRestoringFrames(seen, 'solana')
  expect(toastsShown(seen)).toEqual([])
  expect(await devWalletRequests(p).count()).toBe(0)
  expect(await solanaWalletRequests(p).count()).toBe(0)
  expect(await bitcoinWalletRequests(p).count()).toBe(0)
  return seen
}

describe('reconnect: Solana, Bitcoin and EVM at once, across reloads, tabs and restarts', () => {
  it('connects the EVM, Bitcoin and Solana dev wallets in one page', async () => {
    await appkitButton(page).click()
    await devWalletRow(page).click()
    await decideRequest(page, 'eth_requestAccounts', 'Approve')
    await expect.poll(() => accountShown(page, 'eip155')).toContain(short(accounts.eip155))
    await waitForDialogClosed(page)
    await connectOn(/^Bitcoin Regtest(\s+Testnet)?$/, bitcoinWalletRow(page))
    await decideBitcoinRequest(page, 'connect', 'Approve')
    await expect.poll(() => accountShown(page, 'bip122')).toContain(short(accounts.bip122))
    await waitForDialogClosed(page)
    await connectOn(/^Latchkey Solana(\s+Testnet)?$/, solanaWalletRow(page))
    await decideSolanaRequest(page, 'connect', 'Approve')
    await expect.poll(() => hookText(page, 'address')).toBe(accounts.solana)
    await waitForDialogClosed(page)
    const stored = await storedState(page)
    expect(stored.activeNamespace).toBe('solana')
    expect(Object.keys(stored.namespaces).sort()).toEqual(['bip122', 'eip155', 'solana'])
    expect(errors).toEqual([])
  })

  it('a reload brings back every namespace’s account, painting Connecting until then', async () => {
    await page.reload()
    await waitForDemo(page)
    const seen = await expectAllRestored(page)
    // The first frame with the page's buttons drawn already says the session is being restored.
    const drawn = seen.find((f: Frame) => f.button)
    expect(drawn?.button).toBe('Connecting')
    expect(errors).toEqual([])
  })

  it('a new tab of the same browser finds them too, and the first tab keeps them', async () => {
    const tab = await open()
    await expectAllRestored(tab)
    await tab.close()
    expect(await hookText(page, 'caipAddress')).toBe(`${stack.solana.caip2}:${accounts.solana}`)
    expect(errors).toEqual([])
  })

  it('the browser restarted on the same profile finds them', async () => {
    await context.close()
    context = await launch()
    page = await open()
    await expectAllRestored(page)
    expect(errors).toEqual([])
  })

  it('another account chosen in the Solana and Bitcoin wallets while away is the one shown', async () => {
    await awayThen((chosen) => {
      localStorage.setItem(
        'latchkey.devWallet.solana.grant',
        JSON.stringify({ account: chosen.solana }),
      )
      localStorage.setItem(
        'latchkey.devWallet.bitcoin.grant',
        JSON.stringify({ account: chosen.bip122 }),
      )
    }, other)
    const wanted = { ...accounts, ...other }
    await expectAllRestored(page, wanted)
    // No frame painted the account of before.
    const seen = await frames(page)
    expect(seen.some((f) => f.accounts.solana?.includes(short(accounts.solana)))).toBe(false)
    expect(seen.some((f) => f.accounts.bip122?.includes(short(accounts.bip122)))).toBe(false)
    const stored = await storedState(page)
    expect(stored.namespaces.solana?.caipAddress).toBe(`${stack.solana.caip2}:${other.solana}`)
    expect(stored.namespaces.bip122?.caipAddress).toMatch(new RegExp(`:${other.bip122}$`))
    expect(errors).toEqual([])
  })

  it('the Solana and Bitcoin wallets locked while away: disconnected there, no error, EVM stays', async () => {
    await awayThen(() => {
      localStorage.removeItem('latchkey.devWallet.solana.grant')
      localStorage.removeItem('latchkey.devWallet.bitcoin.grant')
    }, undefined)
    // EVM is the namespace left: it becomes the active one.
    await expect.poll(() => accountShown(page, 'eip155')).toContain(short(accounts.eip155))
    await expect.poll(() => hookText(page, 'caipAddress')).toMatch(/^eip155:/)
    expect(await hookText(page, 'status')).toBe('connected')
    const seen = await frames(page)
    expectRestoringFrames(seen, 'eip155')
    expect(seen.some((f) => f.accounts.solana || f.accounts.bip122)).toBe(false)
    expect(toastsShown(seen)).toEqual([])
    expect(await solanaWalletRequests(page).count()).toBe(0)
    expect(await bitcoinWalletRequests(page).count()).toBe(0)
    const stored = await storedState(page)
    expect(Object.keys(stored.namespaces)).toEqual(['eip155'])
    expect(stored.activeNamespace).toBe('eip155')
    expect(errors).toEqual([])
  })
})

/**
 * The page closed (the tab goes to a static page of the same origin, no app on it), the wallet
 * changes its storage there, then the demo opens again.
 */
async function awayThen<T>(change: (arg: T) => void, arg: T): Promise<void> {
  await page.goto(`${stack.demo.url}/privacy.html`)
  await page.evaluate(change as (arg: unknown) => void, arg as unknown)
  await page.goto(stack.demo.url)
  await waitForDemo(page)
}

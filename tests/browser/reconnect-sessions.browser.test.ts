// Issue 36, the sessions a server keeps: a WalletConnect session (a real wallet-side client in
// Node, over the provider's own relay) and the embedded wallet's e-mail login (the secure frame)
// come back in a new tab and after the browser restarts on the same profile (their reloads are
// walletconnect.browser.test.ts 'finds the session again after a reload' and
// embedded.browser.test.ts 'stays logged in after a reload', the social login's reload
// embeddedSocial.browser.test.ts; here its new tab and restart too). A WalletConnect session deleted by the wallet while
// the page was closed (wc_sessionDelete waiting at the relay), one expired while away, and an
// embedded session past the frame's session TTL are shown as disconnected: the account never
// painted, no toast, the stored state cleaned. From the first painted frame the buttons read
// 'Connecting' until the account is drawn.
import type { LocalChain } from '@latchkey/local-chain'
import type { BrowserContext, Page } from 'playwright-core'
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  inject,
  it,
  onTestFinished,
} from 'vitest'
import {
  forbidOutsideHosts,
  startTestWallet,
  type TestWallet,
} from '../../packages/adapter-evm/test/walletConnectWallet'
import { hasChromium } from './chromium'
import { type DemoStack, sharedStack } from './demoStack'
import { logIn, mails } from './embeddedSupport'
import {
  expectRestoringFrames,
  frames,
  framesText,
  persistentProfile,
  recordFrames,
  short,
  storedState,
  toastsShown,
} from './reconnectWalletsSupport'
import {
  appkitButton,
  closeModal,
  dialog,
  dialogTitle,
  hookText,
  requireChromium,
  waitForDemo,
  waitForDialogClosed,
} from './support'
import { scanQrCode } from './walletConnectSupport'

const guard = forbidOutsideHosts()
let stack: DemoStack
let profile: ReturnType<typeof persistentProfile>
let context: BrowserContext
let page: Page
let wallet: TestWallet
const errors: string[] = []
/** Console errors of a page while it was being left for the static page (see awayThen). */
const leavingLog: string[] = []
let leaving = false

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
  wallet = await startTestWallet({
    relayUrl: stack.provider.relayUrl,
    chains: stack.chains as unknown as LocalChain[],
    // Not one of the dev wallet's keys: the account must come from the session.
    privateKey: stack.chains[0]!.accounts[7]!.privateKey,
  })
  profile = persistentProfile()
  context = await launch()
  page = await open()
})

afterAll(async () => {
  if (leavingLog.length > 0) console.log(`logged by pages being left:\n${leavingLog.join('\n')}`)
  await context?.close()
  profile?.remove()
  await wallet?.stop()
  guard.restore()
})

async function launch(): Promise<BrowserContext> {
  const launched = await profile.launch()
  await recordFrames(launched, ['eip155'])
  return launched
}

async function open(): Promise<Page> {
  const tab = await context.newPage()
  tab.setDefaultTimeout(15_000)
  tab.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  tab.on('console', (message) => {
    // What the page logs while it is being closed (its relay socket cut mid-handshake) is no
    // state the visitor sees; it is kept apart, in `leavingLog`.
    if (message.type() === 'error')
      (leaving ? leavingLog : errors).push(`console.error: ${message.text()}`)
  })
  // The relay sockets the page opened since it last loaded.
  relaySockets.set(tab, 0)
  tab.on('framenavigated', (frame) => {
    if (frame === tab.mainFrame()) relaySockets.set(tab, 0)
  })
  tab.on('websocket', (socket) => {
    if (socket.url().startsWith(stack.provider.relayUrl))
      relaySockets.set(tab, (relaySockets.get(tab) ?? 0) + 1)
  })
  await tab.goto(stack.demo.url)
  await waitForDemo(tab)
  return tab
}

const relaySockets = new WeakMap<Page, number>()

async function accountShown(p: Page): Promise<string> {
  return p.evaluate(() =>
    (
      document.querySelector('#reconnect-accounts [namespace="eip155"]')?.shadowRoot?.textContent ??
      ''
    ).trim(),
  )
}

/** WalletConnect from the Connect view; the wallet scans the code and approves. */
async function pair(): Promise<void> {
  await appkitButton(page).click()
  await dialog(page)
    .getByRole('button', { name: /^WalletConnect/ })
    .click()
  await expect.poll(() => dialogTitle(page)).toBe('Scan with your phone')
  await dialog(page).getByRole('img', { name: 'QR code to connect a phone wallet' }).waitFor()
  const uri = await scanQrCode(page)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair(uri!)
  await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
  expect(await hookText(page, 'wallet')).toBe('Test Wallet')
  await waitForDialogClosed(page)
}

/** The session is back: the wallet's account painted after 'Connecting', no toast, no pairing. */
async function expectRestored(p: Page): Promise<void> {
  await expect.poll(() => accountShown(p), { timeout: 30_000 }).toContain(short(wallet.address))
  expect((await hookText(p, 'address')).toLowerCase()).toBe(wallet.address.toLowerCase())
  expect(await hookText(p, 'wallet')).toBe('Test Wallet')
  const seen = await frames(p)
  expectRestoringFrames(seen, 'eip155')
  expect(toastsShown(seen)).toEqual([])
  expect(wallet.sessionTopics()).toHaveLength(1)
  // One socket to the relay: a second one over the first made the client restart its
  // subscriptions ("Restore will override").
  expect(relaySockets.get(p)).toBe(1)
}

/**
 * What a session gone while away must look like: disconnected once the restore is over, the
 * account never painted, no toast, nothing of the session stored.
 */
async function expectGone(): Promise<void> {
  await expectNoWrongState()
  const stored = await storedState(page)
  expect(stored.namespaces.eip155?.connectorId, JSON.stringify(stored)).toBeUndefined()
  expect(stored.namespaces.eip155?.caipAddress).toBeUndefined()
}

/** Disconnected once the restore is over, no account ever painted on the way, no toast. */
async function expectNoWrongState(): Promise<void> {
  await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('disconnected')
  const seen = await frames(page)
  expect(
    seen.some((f) => f.accounts.eip155),
    `the gone session's account was painted: ${framesText(seen)}`,
  ).toBe(false)
  expect(toastsShown(seen)).toEqual([])
  // While it restored, the button said so; then 'Connect wallet'.
  expect(seen.some((f) => f.button === 'Connecting')).toBe(true)
  await expect.poll(async () => (await frames(page)).at(-1)?.button).toBe('Connect wallet')
}

/** The tab goes to a static page of the same origin (no app, no relay socket, no frame), then back. */
async function awayThen(change: () => Promise<void>): Promise<void> {
  leaving = true
  try {
    await page.goto(`${stack.demo.url}/privacy.html`)
  } finally {
    leaving = false
  }
  await change()
  await page.goto(stack.demo.url)
  await waitForDemo(page)
}

describe('reconnect: WalletConnect across tabs and restarts, and ended while away', () => {
  it('pairs with the wallet', async () => {
    await pair()
    expect(wallet.sessionTopics()).toHaveLength(1)
    expect(errors).toEqual([])
  })

  it('a new tab of the same browser finds the session', async () => {
    const tab = await open()
    await expectRestored(tab)
    await tab.close()
    expect(errors).toEqual([])
  })

  it('the browser restarted on the same profile finds the session', async () => {
    await context.close()
    context = await launch()
    page = await open()
    await expectRestored(page)
    expect(errors).toEqual([])
  })

  // The wallet's wc_sessionDelete waits at the relay; the stored session counts only once the
  // client's own resubscription was answered and what the relay kept was handled
  // (packages/walletconnect/src/storedSessionSync.ts): the account is never painted on the way.
  it('the wallet deleted the session while the page was closed: disconnected, no wrong state', async () => {
    await awayThen(async () => {
      await wallet.disconnect()
      expect(wallet.sessionTopics()).toEqual([])
    })
    await expectGone()
    expect(errors).toEqual([])
  })

  it('the session expired while away: disconnected, no wrong state', async () => {
    // A new pairing when the row before ended the session (always, unless run alone).
    if (wallet.sessionTopics().length === 0) await pair()
    // Seven days pass: the session's expiry, kept in the page's IndexedDB by the WalletConnect
    // client, is now in the past (the wallet's side expires it too).
    await awayThen(async () => {
      const { changed, keys } = await page.evaluate(expireStoredSessions)
      expect(changed, `no session among the stored keys ${keys}`).toBeGreaterThan(0)
    })
    await expectGone()
    expect(errors).toEqual([])
  })
})

describe('reconnect: the embedded wallet’s e-mail login across tabs and restarts, and expired', () => {
  const email = `reconnect-${Date.now()}@example.com`
  let frameUrl: string
  let address: string

  it('logs in with the e-mail code', async () => {
    frameUrl = stack.config.secureFrameUrl!
    expect(frameUrl, 'the stack serves no secure frame: build apps/secure-frame').toBeTruthy()
    await appkitButton(page).click()
    await logIn(page, {
      frameUrl,
      email,
      recovery: { mode: 'create', password: 'a long password' },
    })
    address = await hookText(page, 'address')
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await hookText(page, 'login')).toBe('email')
    await closeModal(page)
    expect(errors).toEqual([])
  })

  it('a new tab of the same browser is logged in too', async () => {
    const tab = await open()
    await expect.poll(() => accountShown(tab), { timeout: 30_000 }).toContain(short(address))
    expect(await hookText(tab, 'address')).toBe(address)
    const seen = await frames(tab)
    expectRestoringFrames(seen, 'eip155')
    expect(toastsShown(seen)).toEqual([])
    await tab.close()
    expect(errors).toEqual([])
  })

  it('the browser restarted on the same profile is logged in', async () => {
    await context.close()
    context = await launch()
    page = await open()
    await expect.poll(() => accountShown(page), { timeout: 30_000 }).toContain(short(address))
    expect(await hookText(page, 'login')).toBe('email')
    const seen = await frames(page)
    expectRestoringFrames(seen, 'eip155')
    expect(toastsShown(seen)).toEqual([])
    expect(errors).toEqual([])
  })

  it('the session past the frame’s session TTL (SPEC: 7 days) while away: disconnected, no wrong state', async () => {
    const host = inject('stackHost')
    let movedMs = 0
    // The shared stack's frame goes back to its own time afterwards: other files sign in with
    // messages and tokens stamped by the wall clock (a Farcaster message 7 days old is expired).
    onTestFinished(async () => {
      if (movedMs > 0)
        await fetch(`${host}/frame-clock`, {
          method: 'POST',
          body: JSON.stringify({ frameUrl, back: movedMs }),
        })
    })
    await awayThen(async () => {
      // The frame's clock moves on past the session's end: the login mail was sent (on that
      // clock) just before the session was issued, for 7 days.
      const [mail] = await mails(frameUrl, email)
      expect(host && mail).toBeTruthy()
      const moved = await fetch(`${host}/frame-clock`, {
        method: 'POST',
        body: JSON.stringify({ frameUrl, until: mail!.sentAt + SESSION_TTL_MS + 5 * 60_000 }),
      })
      expect(moved.ok).toBe(true)
      movedMs = ((await moved.json()) as { movedMs: number }).movedMs
    })
    await expectGone()
    expect(await hookText(page, 'login')).toBe('—')
    // The connector's cached login (SPEC §4) is gone with it.
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('@latchkey/embedded/')),
      ),
    ).toEqual([])
    // The frame's server answers the expired session's check with 401, which Chromium logs as a
    // failed load; the page itself reports nothing.
    expect(errors.filter((e) => !e.includes('status of 401 (Unauthorized)'))).toEqual([])
  })
})

describe('reconnect: the embedded wallet’s social login in a new tab and after a restart', () => {
  const username = `reconnect-social-${Date.now() % 100_000}`
  let address: string

  /** Logged in with the same wallet, provider and username; 'Connecting' until then, no toast. */
  async function expectLoggedIn(p: Page): Promise<void> {
    await expect.poll(() => accountShown(p), { timeout: 30_000 }).toContain(short(address))
    await expect.poll(() => hookText(p, 'username'), { timeout: 10_000 }).toBe(username)
    expect(await hookText(p, 'login')).toBe('google')
    const seen = await frames(p)
    expectRestoringFrames(seen, 'eip155')
    expect(toastsShown(seen)).toEqual([])
  }

  it('logs in with Google on the local OpenID provider', async () => {
    await appkitButton(page).click()
    const popupOpened = page.waitForEvent('popup')
    await dialog(page).getByRole('button', { name: 'Continue with Google' }).click()
    const popup = await popupOpened
    await popup.getByLabel('Username').fill(username)
    // The redirect page hands the answer over and closes, perhaps before the click returns.
    const closed = popup.waitForEvent('close', { timeout: 30_000 })
    await popup
      .getByRole('button', { name: 'Sign in' })
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error
      })
    await closed
    const inFrame = page.frameLocator('iframe[title="Latchkey secure wallet"]')
    await inFrame.getByLabel('Recovery password').fill('a long password', { timeout: 30_000 })
    await inFrame.getByLabel('Repeat it').fill('a long password')
    await inFrame.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
    address = await hookText(page, 'address')
    await expect.poll(() => hookText(page, 'username')).toBe(username)
    await closeModal(page)
    expect(errors.filter((e) => !e.includes('status of 401 (Unauthorized)'))).toEqual([])
  })

  it('a new tab, then the browser restarted on the same profile, are logged in', async () => {
    const tab = await open()
    await expectLoggedIn(tab)
    await tab.close()
    await context.close()
    context = await launch()
    page = await open()
    await expectLoggedIn(page)
    expect(errors.filter((e) => !e.includes('status of 401 (Unauthorized)'))).toEqual([])
  })
})

/** The secure frame's session lifetime (apps/secure-frame's sessionTtlSeconds default). */
const SESSION_TTL_MS = 7 * 24 * 3600 * 1000

/**
 * In the page: every stored WalletConnect session (and its expirer entry) expired a minute ago.
 * Returns how many records it changed, and the keys it looked at.
 */
async function expireStoredSessions(): Promise<{ changed: number; keys: string[] }> {
  const past = Math.floor(Date.now() / 1000) - 60
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('WALLET_CONNECT_V2_INDEXED_DB')
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  const store = db.transaction('keyvaluestorage', 'readwrite').objectStore('keyvaluestorage')
  const done = <T>(request: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  const keys = (await done(store.getAllKeys())) as string[]
  let changed = 0
  for (const key of keys) {
    if (!/(session|expirer)$/.test(key)) continue
    const raw = await done(store.get(key))
    const text = typeof raw === 'string'
    const value = text ? JSON.parse(raw) : raw
    if (!Array.isArray(value)) continue
    for (const entry of value)
      if (entry && typeof entry === 'object' && 'expiry' in entry) {
        if (key.endsWith('expirer') && !String(entry.target).startsWith('topic:')) continue
        entry.expiry = past
        changed++
      }
    await done(store.put(text ? JSON.stringify(value) : value, key))
  }
  db.close()
  return { changed, keys }
}

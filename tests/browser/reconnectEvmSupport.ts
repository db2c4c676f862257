// Test-side injected wallets and a per-frame recorder for the reconnect tests (issue 36). Both
// run as init scripts, before the page's own code, on every page the context opens (a reload, a
// new tab, a browser restarted on the same profile): what a visitor's browser holds between
// visits lives in the page's localStorage, so a test changes the wallet "while the visitor was
// away" by writing there and reloading.
import type { BrowserContext, Page } from 'playwright-core'

/** One wallet the page is given. */
export interface TestWallet {
  name: string
  /** A data: URL, shown as the wallet's icon. */
  icon: string
  /** Announced through EIP-6963 with this rdns; without it the wallet only injects window.ethereum. */
  rdns?: string
  /** Sets window.ethereum to this wallet (the last such wallet wins, as extensions fight). */
  legacy?: boolean
  /** A flag the provider carries (`isFooWallet: true`), as extensions mark theirs. */
  flag?: string
}

/** What every page of the context finds, read from localStorage `test.wallets` at each load. */
export interface TestWalletsSetup {
  wallets: TestWallet[]
  /** The wallets' accounts (the first is the one in use unless the state says otherwise). */
  accounts: string[]
  /** The chain the wallets start on. */
  chainId: number
  /** eth_accounts answers after this many milliseconds. */
  delayMs?: number
  /** The extensions are gone: nothing announces, nothing is injected. */
  removed?: boolean
  /** Only these wallets: any other announcement (the demo's own dev wallet) is not heard. */
  only?: boolean
}

/** One wallet's own state, in localStorage `test.wallet.<name>`. */
export interface TestWalletState {
  granted: boolean
  locked?: boolean
  account: number
  chainId: number
}

/** One entry of the frame log: what the page's buttons and hooks show, when it changed. */
export interface FrameEntry {
  frame: number
  t: number
  /** `<appkit-button>`'s button: data-kind ('connect' | 'account'), or 'none'. */
  kind: string
  busy: boolean
  text: string
  status: string
  network: string
}

/** A wallet's answer, stamped with the frame counter at the time. */
export interface WalletAnswer {
  wallet: string
  method: string
  frame: number
  t: number
}

type Win = Window & {
  __frames: FrameEntry[]
  __answers: WalletAnswer[]
  __frame: number
  ethereum?: unknown
}

// Runs in the page, before its scripts: installs the wallets `test.wallets` describes.
function installWallets(): void {
  const w = window as unknown as Win
  w.__answers = []
  const raw = localStorage.getItem('test.wallets')
  if (!raw) return
  const setup = JSON.parse(raw) as TestWalletsSetup
  const ours = new WeakSet<Event>()
  // Registered before any of the page's listeners, so it can stop what they would hear.
  if (setup.only)
    window.addEventListener('eip6963:announceProvider', (event) => {
      if (!ours.has(event)) event.stopImmediatePropagation()
    })
  if (setup.removed) return
  const hex = (n: number) => `0x${n.toString(16)}`
  for (const spec of setup.wallets) {
    const key = `test.wallet.${spec.name}`
    const read = (): TestWalletState =>
      JSON.parse(
        localStorage.getItem(key) ??
          JSON.stringify({ granted: false, account: 0, chainId: setup.chainId }),
      ) as TestWalletState
    const write = (state: TestWalletState) => localStorage.setItem(key, JSON.stringify(state))
    const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
    const emit = (event: string, value: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(value)
    }
    const answer = <T>(method: string, value: T): T => {
      w.__answers.push({ wallet: spec.name, method, frame: w.__frame ?? 0, t: performance.now() })
      return value
    }
    const accountsOf = (state: TestWalletState) =>
      state.granted && !state.locked ? [setup.accounts[state.account]] : []
    const provider: Record<string, unknown> = {
      async request({ method, params }: { method: string; params?: unknown[] }) {
        const state = read()
        switch (method) {
          case 'eth_accounts':
            if (setup.delayMs) await new Promise((r) => setTimeout(r, setup.delayMs))
            return answer(method, accountsOf(read()))
          case 'eth_requestAccounts':
            write({ ...state, granted: true, locked: false })
            return answer(method, accountsOf(read()))
          case 'eth_chainId':
            return answer(method, hex(state.chainId))
          case 'net_version':
            return answer(method, String(state.chainId))
          case 'wallet_switchEthereumChain': {
            const [wanted] = (params ?? []) as { chainId: string }[]
            const chainId = Number.parseInt(wanted?.chainId ?? '', 16)
            write({ ...state, chainId })
            emit('chainChanged', hex(chainId))
            return answer(method, null)
          }
          case 'wallet_revokePermissions':
            write({ ...state, granted: false })
            return answer(method, null)
          default:
            throw Object.assign(new Error(`${method} is not supported`), { code: 4200 })
        }
      },
      on(event: string, listener: (...args: unknown[]) => void) {
        if (!listeners.has(event)) listeners.set(event, new Set())
        listeners.get(event)?.add(listener)
        return provider
      },
      removeListener(event: string, listener: (...args: unknown[]) => void) {
        listeners.get(event)?.delete(listener)
        return provider
      },
    }
    if (spec.flag) provider[spec.flag] = true
    if (spec.legacy) w.ethereum = provider
    if (spec.rdns) {
      const detail = Object.freeze({
        info: Object.freeze({
          uuid: crypto.getRandomValues(new Uint32Array(4)).join('-'),
          name: spec.name,
          icon: spec.icon,
          rdns: spec.rdns,
        }),
        provider,
      })
      const announce = () => {
        const event = new CustomEvent('eip6963:announceProvider', { detail })
        ours.add(event)
        window.dispatchEvent(event)
      }
      window.addEventListener('eip6963:requestProvider', announce)
      announce()
    }
  }
}

// Runs in the page, before its scripts: logs, once per animation frame, what the page's
// `<appkit-button>` and the demo's hooks show whenever any of it changed.
function recordFrames(): void {
  const w = window as unknown as Win
  w.__frames = []
  w.__frame = 0
  const text = (id: string) =>
    (document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '').trim()
  let last = ''
  const tick = () => {
    w.__frame += 1
    const button = document.querySelector('appkit-button')?.shadowRoot?.querySelector('button')
    const entry: FrameEntry = {
      frame: w.__frame,
      t: performance.now(),
      kind: button?.getAttribute('data-kind') ?? 'none',
      busy: button?.getAttribute('aria-busy') === 'true',
      text: (button?.textContent ?? '').trim(),
      status: text('hook-status'),
      network: text('hook-network'),
    }
    const key = JSON.stringify({ ...entry, frame: 0, t: 0 })
    if (key !== last) w.__frames.push(entry)
    last = key
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}

/** Gives every page of `context` the wallets of `test.wallets` and the frame recorder. */
export async function installReconnectScripts(context: BrowserContext): Promise<void> {
  await context.addInitScript(installWallets)
  await context.addInitScript(recordFrames)
}

/** Writes the wallets' setup (and optionally one wallet's state) for the page's next load. */
export async function setWallets(
  page: Page,
  setup: TestWalletsSetup,
  states: Record<string, TestWalletState> = {},
): Promise<void> {
  await page.evaluate(
    ([setupJson, statesJson]) => {
      localStorage.setItem('test.wallets', setupJson)
      for (const [name, state] of Object.entries(JSON.parse(statesJson)))
        localStorage.setItem(`test.wallet.${name}`, JSON.stringify(state))
    },
    [JSON.stringify(setup), JSON.stringify(states)] as const,
  )
}

export async function walletState(page: Page, name: string): Promise<TestWalletState> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as TestWalletState,
    `test.wallet.${name}`,
  )
}

export async function frames(page: Page): Promise<FrameEntry[]> {
  return page.evaluate(() => [...(window as unknown as Win).__frames])
}

export async function answers(page: Page): Promise<WalletAnswer[]> {
  return page.evaluate(() => [...(window as unknown as Win).__answers])
}

/** The frame log as short lines, for assertions and failure messages. */
export function describeFrames(log: FrameEntry[]): string[] {
  return log.map(
    (e) => `#${e.frame} ${e.kind}${e.busy ? '(busy)' : ''} "${e.text}" status=${e.status}`,
  )
}

/** A one-colour square as an SVG data: URL, a wallet's icon. */
export function iconOf(colour: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="${colour}"/></svg>`,
  )}`
}

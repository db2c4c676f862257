// Reconnect benchmark (issue 36): after a reload, the time until the restored account is painted,
// and the share of reloads that restore it at all, for Latchkey, RainbowKit and Reown AppKit with
// the same EIP-6963 development wallet, runs interleaved (A, B, C, A, B, C, …) so that the
// machine's load falls on each alike. Each app is connected once from its own dialog, as a visitor
// does; then every run reloads the page and waits for the account. Figures only: no assertion.
// --breakdown also prints, per app, where the time goes (medians over the restored runs): each
// script's fetch (start and end, from Resource Timing), the wallet's first eth_accounts (asked and
// answered) and the painted account.
//   node bench/reconnect.mjs [--runs 20] [--breakdown]

import { hasChromium, isolatedContext, launchChromium, machine, serveStatic } from './browser.mjs'
import { builtFixture, interleaved, loadAverage, ratio } from './peers.mjs'
import { ms, printTable, summary } from './table.mjs'

const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 20
const BREAKDOWN = process.argv.includes('--breakdown')
/** A reload whose account is not painted within this time did not restore. */
const DEADLINE_MS = 5_000

/** The wallet's one account (anvil's second development key: no funds anywhere that matters). */
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const WALLET = { name: 'Bench Wallet', rdns: 'org.latchkey.bench' }

/**
 * How each app is connected: its connect button, then the wallet's row in its dialog (found by
 * role and name; Playwright's locators look through open shadow roots).
 */
const APPS = [
  { fixture: 'appkit', label: 'Latchkey', trigger: (page) => page.locator('appkit-button button') },
  {
    fixture: 'rainbowkit',
    label: 'RainbowKit',
    trigger: (page) => page.locator('[data-testid="rk-connect-button"]'),
  },
  {
    fixture: 'reown',
    label: 'Reown AppKit',
    trigger: (page) => page.locator('appkit-button').getByRole('button').first(),
  },
]

/**
 * In the page, before its scripts: the development wallet, announced through EIP-6963. It grants
 * on eth_requestAccounts, remembers the grant in localStorage as a browser wallet does, and
 * answers eth_accounts and eth_chainId (mainnet) at once; anything else is refused (4200).
 */
function installWallet({ account, name, rdns }) {
  const KEY = 'bench.wallet.granted'
  const listeners = new Map()
  // When each method was first asked and answered (ms since navigation start), for --breakdown.
  const calls = {}
  window.__walletCalls = calls
  const provider = {
    async request({ method }) {
      calls[method] ??= { asked: performance.now() }
      const result = await answer(method)
      calls[method].answered ??= performance.now()
      return result
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event).add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  async function answer(method) {
    switch (method) {
      case 'eth_requestAccounts':
        localStorage.setItem(KEY, '1')
        return [account]
      case 'eth_accounts':
        return localStorage.getItem(KEY) ? [account] : []
      case 'eth_chainId':
        return '0x1'
      case 'net_version':
        return '1'
      case 'wallet_requestPermissions':
        localStorage.setItem(KEY, '1')
        return [{ parentCapability: 'eth_accounts' }]
      case 'wallet_getPermissions':
        return localStorage.getItem(KEY) ? [{ parentCapability: 'eth_accounts' }] : []
      case 'wallet_revokePermissions':
        localStorage.removeItem(KEY)
        return null
      case 'wallet_switchEthereumChain':
        return null
      default:
        throw Object.assign(new Error(`${method} is not supported`), { code: 4200 })
    }
  }
  const icon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#4a4"/></svg>')}`
  const detail = Object.freeze({
    info: Object.freeze({ uuid: '6c2b1f3e-1a2b-4c3d-8e4f-5a6b7c8d9e0f', name, icon, rdns }),
    provider,
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

/**
 * In the page, before its scripts: looks at every animation frame for the account's last four
 * hex digits in the page's text, open shadow roots included (each app shortens the address its
 * own way, all keep its end), and keeps the time of the first frame that shows it in
 * `__accountPainted` (ms since navigation start), stopping there.
 */
function watchAccount({ tail }) {
  const wanted = tail.toLowerCase()
  const textOf = (root) => {
    let text = root.textContent ?? ''
    for (const element of root.querySelectorAll('*'))
      if (element.shadowRoot) text += textOf(element.shadowRoot)
    return text
  }
  const check = () => {
    if (document.body && textOf(document.body).toLowerCase().includes(wanted)) {
      window.__accountPainted = performance.now()
      return
    }
    requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

async function painted(page) {
  return page
    .waitForFunction(() => window.__accountPainted, undefined, { timeout: DEADLINE_MS })
    .then((handle) => handle.jsonValue())
    .catch(() => undefined)
}

/**
 * Where a restored reload's time went: each script's fetch from Resource Timing (by file name,
 * its hash taken off) and the wallet's calls (installWallet), in ms since navigation start.
 */
async function timings(page) {
  return page.evaluate(() => {
    const scripts = {}
    for (const entry of performance.getEntriesByType('resource')) {
      if (!entry.name.endsWith('.js')) continue
      const file = entry.name
        .split('/')
        .pop()
        .replace(/-[\w-]{8}\.js$/, '')
      scripts[file] = { start: entry.startTime, end: entry.responseEnd }
    }
    return { scripts, calls: window.__walletCalls ?? {} }
  })
}

/** The breakdown table of one app: a row per script fetched and per wallet call, by start. */
function printBreakdown({ app, breakdowns }) {
  const median = (values) => summary(values.filter((v) => v !== undefined)).median
  const rows = []
  const names = new Set(breakdowns.flatMap((b) => Object.keys(b.scripts)))
  for (const name of names) {
    const seen = breakdowns.map((b) => b.scripts[name]).filter(Boolean)
    rows.push([
      `script ${name}`,
      `${seen.length}/${breakdowns.length}`,
      median(seen.map((s) => s.start)),
      median(seen.map((s) => s.end)),
    ])
  }
  const methods = new Set(breakdowns.flatMap((b) => Object.keys(b.calls)))
  for (const method of methods) {
    const seen = breakdowns.map((b) => b.calls[method]).filter(Boolean)
    rows.push([
      `wallet ${method}`,
      `${seen.length}/${breakdowns.length}`,
      median(seen.map((c) => c.asked)),
      median(seen.map((c) => c.answered)),
    ])
  }
  rows.sort((a, b) => a[2] - b[2])
  rows.push(['account painted', `${breakdowns.length}`, median(breakdowns.map((b) => b.painted))])
  printTable(
    `${app.label}: where a reload's time goes (medians, ms since navigation start)`,
    ['what', 'runs', 'start / asked', 'end / answered'],
    rows.map(([what, runs, start, end]) => [what, runs, ms(start), ms(end)]),
  )
}

/** Connects the app's page to the wallet from its own dialog; resolves once the account shows. */
async function connect(app, page) {
  await app.trigger(page).click({ timeout: 15_000 })
  await page
    .getByRole('button', { name: new RegExp(WALLET.name) })
    .first()
    .click({ timeout: 15_000 })
  if ((await painted(page)) === undefined)
    throw new Error(`${app.label}: the account did not show after connecting`)
}

async function main() {
  if (!hasChromium()) throw new Error('Chromium is missing: set CHROMIUM_PATH')
  const browser = await launchChromium()
  const info = await machine(browser)
  const sessions = []
  try {
    for (const app of APPS) {
      const { outDir } = await builtFixture(app.fixture)
      const server = await serveStatic(outDir)
      const context = await isolatedContext(browser, server.origin)
      await context.addInitScript(installWallet, { account: ACCOUNT, ...WALLET })
      await context.addInitScript(watchAccount, { tail: ACCOUNT.slice(-4) })
      const page = await context.newPage()
      await page.goto(server.origin)
      await connect(app, page)
      sessions.push({ app, server, context, page, times: [], breakdowns: [], restored: 0, runs: 0 })
    }
    await interleaved(sessions, RUNS, async (session) => {
      session.runs++
      await session.page.reload()
      const at = await painted(session.page)
      if (at === undefined) {
        // Not restored: connect again so that the next run starts from a connected visitor.
        await connect(session.app, session.page).catch(() => {})
        return
      }
      session.restored++
      session.times.push(at)
      if (BREAKDOWN) session.breakdowns.push({ painted: at, ...(await timings(session.page)) })
    })
  } finally {
    for (const { context, server } of sessions) {
      await context.close()
      await server.close()
    }
    await browser.close()
  }

  const ours = summary(sessions[0]?.times ?? [])
  const rows = sessions.map(({ app, times, restored, runs }) => {
    const s = summary(times)
    return [
      app.label,
      `${restored}/${runs}`,
      ms(s.median),
      ms(s.p95),
      ms(s.min),
      ms(s.max),
      ratio(s.median, ours.median),
    ]
  })
  printTable(
    `Reload → restored account painted (ms since navigation start), ${RUNS} runs each, interleaved`,
    ['app', 'restored', 'median', 'p95', 'min', 'max', 'median vs ours'],
    rows,
    [
      `A run counts as restored when the account's address shows within ${DEADLINE_MS} ms of the reload.`,
      'Every app on mainnet with the same EIP-6963 wallet; requests to other hosts fail at once.',
      info.summary,
      loadAverage(),
    ],
  )
  if (BREAKDOWN) for (const session of sessions) printBreakdown(session)
}

await main()

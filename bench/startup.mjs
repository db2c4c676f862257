// Start-up benchmark, in Chromium on the built fixtures served from 127.0.0.1, with no stored
// session (a fresh profile each page), ours (appkit) beside the peers (RainbowKit, ConnectKit)
// and the plain app they are all added to, runs interleaved (A, B, C, …):
// - the network requests each page makes from navigation until it is opened (target for ours:
//   none besides the app's own document, scripts and styles); a peer's count is a finding too;
// - from a Chromium trace of each load (bench/trace.mjs): the main-thread CPU and wall time of the
//   set-up call (ours: evmAdapter() and createAppKit(), target under 3 ms CPU for createAppKit();
//   RainbowKit: getDefaultConfig(); ConnectKit: createConfig(getDefaultConfig())), of the app's
//   first render (createRoot().render() until its last passive effect: the providers, buttons
//   and their effects) and of the whole page until a second after load;
// - ours: the session restore createAppKit() leaves to a microtask, and the JS heap it adds;
//   every app: the page's heap after load.
//   node bench/startup.mjs [--runs 30]
import { hasChromium, isolatedContext, launchChromium, machine, serveStatic } from './browser.mjs'
import { builtFixture, interleaved, loadAverage, MODAL_APPS, ratio } from './peers.mjs'
import { kb, ms, printTable, summary } from './table.mjs'
import { traced } from './trace.mjs'

const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30
const HEAP_RUNS = Math.min(RUNS, 10)
const TARGET_CREATE_CPU_MS = 3
/** How long the page is left alone after load before it is opened: long enough for idle-time work. */
const QUIET_MS = 3000
/** How long a traced load runs on after load: the idle-time work that follows it. */
const TRACE_AFTER_LOAD_MS = 1000

/** The apps: the plain baseline, ours, the peers (labels and connect buttons from peers.mjs). */
const APPS = [{ fixture: 'plain', label: 'plain app' }, ...MODAL_APPS]
const [PLAIN, OURS, ...PEERS] = APPS

/** What each app's set-up span is (the `bench:setup` marks in its fixture). */
const SETUP = {
  appkit: 'evmAdapter() + createAppKit()',
  rainbowkit: 'getDefaultConfig()',
  connectkit: 'createConfig(getDefaultConfig())',
}

async function openPage(browser, server, search = '', onWebSocket = undefined) {
  const context = await isolatedContext(browser, server.origin, { onWebSocket })
  const page = await context.newPage()
  return {
    context,
    page,
    goto: () => page.goto(`${server.origin}/${search}`, { waitUntil: 'load' }),
  }
}

/** Every request from navigation until QUIET_MS after load, split into the app's assets and the rest. */
async function requestsBeforeOpen(browser, server) {
  const requests = []
  let recording = true
  const record = (kind, url, method = 'GET') => recording && requests.push({ kind, url, method })
  const { context, page, goto } = await openPage(browser, server, '', (url) =>
    record('websocket', url),
  )
  page.on('request', (r) => record(r.resourceType(), r.url(), r.method()))
  page.on('websocket', (ws) => record('websocket', ws.url()))
  await goto()
  await page.waitForTimeout(QUIET_MS)
  recording = false
  await context.close()
  const own = (r) =>
    r.url.startsWith(server.origin) &&
    (r.kind === 'document' ||
      (['script', 'stylesheet'].includes(r.kind) && r.url.includes('/assets/')))
  return { assets: requests.filter(own), other: requests.filter((r) => !own(r)) }
}

/** One traced load: the marked spans, the page's main-thread CPU, and ours' restore time. */
async function tracedLoad(browser, server) {
  const { context, page, goto } = await openPage(browser, server)
  let restore
  const reading = await traced(browser, page, async () => {
    await goto()
    await page.waitForFunction(() => performance.getEntriesByName('bench:render:end').length > 0)
    await page.waitForTimeout(TRACE_AFTER_LOAD_MS)
    // Ours: the restore's microtask runs once the module's code has ended.
    restore = await page.evaluate(() =>
      window.__bench?.readyAt === undefined
        ? undefined
        : window.__bench.readyAt - window.__bench.scriptEnd,
    )
  })
  await context.close()
  return { ...reading, restore }
}

async function usedHeap(cdp) {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize
}

/** Heap added by createAppKit(): the ?defer page creates only when asked, between two GCs. */
async function heapOfCreate(browser, server) {
  const added = []
  const deferredMs = []
  for (let i = 0; i < HEAP_RUNS; i++) {
    const { context, page, goto } = await openPage(browser, server, '?defer')
    await goto()
    await page.waitForFunction(() => window.__bench?.create)
    await page.waitForTimeout(300)
    const cdp = await context.newCDPSession(page)
    const before = await usedHeap(cdp)
    deferredMs.push(
      await page.evaluate(() => {
        window.__bench.create?.()
        return window.__bench.createMs
      }),
    )
    added.push((await usedHeap(cdp)) - before)
    await context.close()
  }
  return { added, deferredMs }
}

/** The page's whole JS heap after load and GC. */
async function pageHeap(browser, server) {
  const { context, page, goto } = await openPage(browser, server)
  await goto()
  await page.waitForTimeout(300)
  const size = await usedHeap(await context.newCDPSession(page))
  await context.close()
  return size
}

async function main() {
  if (!hasChromium()) {
    console.log('\nStart-up: skipped, no Chromium at /usr/bin/chromium (set CHROMIUM_PATH)\n')
    return
  }
  const servers = new Map()
  for (const app of APPS)
    servers.set(app, await serveStatic((await builtFixture(app.fixture)).outDir))
  const browser = await launchChromium()
  try {
    const requests = new Map()
    for (const app of APPS) requests.set(app, await requestsBeforeOpen(browser, servers.get(app)))
    const loads = new Map(APPS.map((app) => [app, []]))
    await interleaved(APPS, RUNS, async (app) =>
      loads.get(app).push(await tracedLoad(browser, servers.get(app))),
    )
    const loadAfterTraces = loadAverage()
    const heaps = new Map(APPS.map((app) => [app, []]))
    await interleaved(APPS, HEAP_RUNS, async (app) =>
      heaps.get(app).push(await pageHeap(browser, servers.get(app))),
    )
    const create = await heapOfCreate(browser, servers.get(OURS))
    const m = await machine(browser)
    printRequests(requests, servers)
    printTimes(loads, heaps, m, loadAfterTraces)
    printOurs(loads.get(OURS), create, m)
  } finally {
    await browser.close()
    for (const server of servers.values()) await server.close()
  }
}

function printRequests(requests, servers) {
  const counted = (app) => requests.get(app).other.length
  printTable(
    `Start-up: requests from navigation until ${QUIET_MS} ms after load, before any open (Chromium, no stored session)`,
    ['app', 'requests (besides assets)', 'app assets (document, scripts, styles)', 'target'],
    APPS.map((app) => [
      app.label,
      String(counted(app)),
      String(requests.get(app).assets.length),
      app === OURS ? `none: ${counted(app) === 0 ? 'ok' : 'OVER'}` : '',
    ]),
    [
      "Requests to any host but the page's own fail at once (the benchmark allows no other) and are",
      'counted all the same: they are what the app would send to that host.',
      ...APPS.flatMap((app) =>
        requests
          .get(app)
          .other.map(
            (r) =>
              `  ${app.label}: ${r.method} ${r.url.replace(servers.get(app).origin, '').slice(0, 110)} (${r.kind})`,
          ),
      ),
    ],
  )
}

/** Median (p95) of a list, in ms. */
const cell = (values) => {
  const s = summary(values.filter(Number.isFinite))
  return s.n === 0 ? 'n/a' : `${ms(s.median)} (${ms(s.p95)})`
}
const median = (values) => summary(values.filter(Number.isFinite)).median

function printTimes(loads, heaps, m, loadAfterTraces) {
  const spans = (app, name, key) => loads.get(app).map((l) => l.spans[name]?.[key] ?? Number.NaN)
  const cpuTotal = (app) => loads.get(app).map((l) => l.mainThreadCpu)
  const plainRender = median(spans(PLAIN, 'render', 'cpu'))
  const plainCpu = median(cpuTotal(PLAIN))
  const plainHeap = median(heaps.get(PLAIN))
  /** A row: ours' median (p95), then each peer's and its median over ours. */
  const row = (label, values, format = cell, mid = median) => {
    const base = mid(values(OURS))
    return [
      label,
      format(values(OURS)),
      ...PEERS.flatMap((app) => [format(values(app)), ratio(mid(values(app)), base)]),
      format(values(PLAIN)),
    ]
  }
  const minus = (baseline, values) => (app) => values(app).map((v) => v - baseline)
  const heapCell = (values) => kb(median(values))
  printTable(
    `Start-up: main-thread time at load, median (p95), ${RUNS} loads each, interleaved (Chromium trace)`,
    ['measure', OURS.label, ...PEERS.flatMap((app) => [app.label, 'ratio']), PLAIN.label],
    [
      row('set-up call: CPU', (app) => spans(app, 'setup', 'cpu')),
      row('set-up call: wall', (app) => spans(app, 'setup', 'wall')),
      row('first render + effects: CPU', (app) => spans(app, 'render', 'cpu')),
      row(
        "  the same, minus the plain app's",
        minus(plainRender, (app) => spans(app, 'render', 'cpu')),
      ),
      row(`page main thread to ${TRACE_AFTER_LOAD_MS} ms after load: CPU`, cpuTotal),
      row("  the same, minus the plain app's", minus(plainCpu, cpuTotal)),
      row('JS heap after load', (app) => heaps.get(app), heapCell),
      row(
        "  the same, minus the plain app's",
        (app) => heaps.get(app).map((v) => v - plainHeap),
        heapCell,
      ),
    ],
    [
      "ratio: the peer's median over ours. CPU: the main thread's CPU clock (the trace's thread time,",
      '`tts`) between two performance marks, or summed over its outermost tasks (`tdur`) for the whole',
      "page; wall: the marks' wall clock. The set-up call is what a host calls to set the library up:",
      ...PEERS.map((app) => `  ${app.label}: ${SETUP[app.fixture]}`).concat(
        `  ${OURS.label}: ${SETUP.appkit}`,
      ),
      'First render: createRoot().render() until the passive effect of the outermost component, which',
      "runs after every child's: each library's providers and button, rendered, committed, effects run.",
      `Heap: Runtime.getHeapUsage after two forced GCs, ${HEAP_RUNS} loads each, medians.`,
      m.summary,
      `After the traced loads: ${loadAfterTraces}; at the end: ${loadAverage()}.`,
    ],
  )
}

function printOurs(loads, create, m) {
  const spans = (name, key) => loads.map((l) => l.spans[name]?.[key] ?? Number.NaN)
  const createCpu = median(spans('create', 'cpu'))
  const addedHeap = summary(create.added)
  printTable(
    `Start-up: ${OURS.label}'s own calls at load (Chromium trace, ${loads.length} loads)`,
    ['measure', 'median (p95)', 'target', ''],
    [
      [
        'createAppKit(): CPU',
        cell(spans('create', 'cpu')),
        `median < ${TARGET_CREATE_CPU_MS} ms`,
        createCpu < TARGET_CREATE_CPU_MS ? 'ok' : 'OVER',
      ],
      ['createAppKit(): wall', cell(spans('create', 'wall')), '', ''],
      ['evmAdapter() (with walletConnect()): CPU', cell(spans('adapter', 'cpu')), '', ''],
      ['evmAdapter(): wall', cell(spans('adapter', 'wall')), '', ''],
      ['session restore after it, until ready: wall', cell(loads.map((l) => l.restore)), '', ''],
      ['createAppKit() once the page is idle: wall', cell(create.deferredMs), '', ''],
      ['JS heap added by createAppKit()', `${kb(addedHeap.median)} (${kb(addedHeap.p95)})`, '', ''],
    ],
    [
      'createAppKit() leaves the restore (and the first localStorage read) to a microtask.',
      `Idle and heap: a ?defer page that creates only when asked, ${HEAP_RUNS} pages; heap between two forced GCs.`,
      m.summary,
      loadAverage(),
    ],
  )
}

await main()

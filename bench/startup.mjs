// Start-up benchmark, in Chromium on the built fixtures served from 127.0.0.1, with no stored
// session (a fresh profile each page):
// - the network requests the page makes from navigation until the first open() (target: none
//   besides the app's own document and scripts);
// - the main-thread time of createAppKit() (target: under 5 ms) and of evmAdapter(), and of the
//   session restore it leaves to a microtask (the page's first localStorage read is in it);
// - the JS heap createAppKit() adds, and the page's heap against the plain app's.
//   node bench/startup.mjs [--runs 30]
import { hasChromium, isolatedContext, launchChromium, machine, serveStatic } from './browser.mjs'
import { buildFixture } from './measure-bundle.mjs'
import { kb, ms, printTable, summary } from './table.mjs'

const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30
const HEAP_RUNS = Math.min(RUNS, 10)
const TARGET_CREATE_MS = 5
/** How long the page is left alone after load before open(): long enough for idle-time work. */
const QUIET_MS = 3000

async function openPage(browser, server, search = '') {
  const context = await isolatedContext(browser, server.origin)
  const page = await context.newPage()
  return {
    context,
    page,
    goto: () => page.goto(`${server.origin}/${search}`, { waitUntil: 'load' }),
  }
}

/** Every request from navigation until the first open(), split into the app's assets and the rest. */
async function requestsBeforeOpen(browser, server) {
  const { context, page, goto } = await openPage(browser, server)
  const requests = []
  let recording = true
  const record = (kind, url, method = 'GET') => recording && requests.push({ kind, url, method })
  page.on('request', (r) => record(r.resourceType(), r.url(), r.method()))
  page.on('websocket', (ws) => record('websocket', ws.url()))
  await goto()
  await page.waitForFunction(() => window.__bench?.appKit)
  await page.waitForTimeout(QUIET_MS)
  recording = false
  await page.evaluate(() => window.__bench.appKit.open())
  await context.close()
  const own = (r) =>
    r.url.startsWith(server.origin) &&
    (r.kind === 'document' || (r.kind === 'script' && r.url.includes('/assets/')))
  return { assets: requests.filter(own), other: requests.filter((r) => !own(r)) }
}

/** createAppKit() and evmAdapter() as the page runs them at load, in fresh pages. */
async function creationTimes(browser, server) {
  const create = []
  const adapter = []
  const restore = []
  for (let i = 0; i < RUNS; i++) {
    const { context, page, goto } = await openPage(browser, server)
    await goto()
    await page.waitForFunction(() => window.__bench.readyAt !== undefined)
    const t = await page.evaluate(() => ({
      c: window.__bench.createMs,
      a: window.__bench.adapterMs,
      // The restore's microtask runs once the module's code has ended.
      r: window.__bench.readyAt - window.__bench.scriptEnd,
    }))
    create.push(t.c)
    adapter.push(t.a)
    restore.push(t.r)
    await context.close()
  }
  return { create, adapter, restore }
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
  const sizes = []
  for (let i = 0; i < HEAP_RUNS; i++) {
    const { context, page, goto } = await openPage(browser, server)
    await goto()
    await page.waitForTimeout(300)
    sizes.push(await usedHeap(await context.newCDPSession(page)))
    await context.close()
  }
  return sizes
}

async function main() {
  if (!hasChromium()) {
    console.log('\nStart-up: skipped, no Chromium at /usr/bin/chromium (set CHROMIUM_PATH)\n')
    return
  }
  const plainBuild = await buildFixture('plain')
  const appkitBuild = await buildFixture('appkit')
  const plain = await serveStatic(plainBuild.outDir)
  const appkit = await serveStatic(appkitBuild.outDir)
  const browser = await launchChromium()
  try {
    const requests = await requestsBeforeOpen(browser, appkit)
    const times = await creationTimes(browser, appkit)
    const heap = await heapOfCreate(browser, appkit)
    const plainHeap = summary(await pageHeap(browser, plain)).median
    const appkitHeap = summary(await pageHeap(browser, appkit)).median
    const m = await machine(browser)

    const timing = (label, values, target) => {
      const s = summary(values)
      const verdict = target === undefined ? '' : s.median < target ? 'ok' : 'OVER'
      return [
        label,
        `${s.n} runs`,
        ms(s.min),
        ms(s.median),
        ms(s.p95),
        target ? `median < ${target} ms` : '',
        verdict,
      ]
    }
    const addedHeap = summary(heap.added)
    printTable(
      'Start-up: before the first open() (Chromium, built appkit fixture, no stored session)',
      ['measure', 'runs', 'min', 'median', 'p95', 'target', ''],
      [
        [
          'requests before open() (besides assets)',
          '1 page',
          '',
          String(requests.other.length),
          '',
          'none',
          requests.other.length === 0 ? 'ok' : 'OVER',
        ],
        [
          'app assets requested (document, scripts)',
          '1 page',
          '',
          String(requests.assets.length),
          '',
          '',
          '',
        ],
        timing('createAppKit() at load', times.create, TARGET_CREATE_MS),
        timing('evmAdapter() at load', times.adapter),
        timing('session restore after it, until ready', times.restore),
        timing('createAppKit() once the page is idle', heap.deferredMs),
        [
          'JS heap added by createAppKit()',
          `${addedHeap.n} runs`,
          kb(addedHeap.min),
          kb(addedHeap.median),
          kb(addedHeap.p95),
          '',
          '',
        ],
        ['JS heap after load: plain app', `${HEAP_RUNS} runs`, '', kb(plainHeap), '', '', ''],
        ['JS heap after load: appkit app', `${HEAP_RUNS} runs`, '', kb(appkitHeap), '', '', ''],
      ],
      [
        ...requests.other.map((r) => `  request before open: ${r.method} ${r.url} (${r.kind})`),
        `Requests were recorded from navigation until open(), ${QUIET_MS} ms after load.`,
        'createAppKit() leaves the restore (and the first localStorage read) to a microtask.',
        'Heap: Runtime.getHeapUsage after two forced GCs, before and after the call (?defer page).',
        m.summary,
      ],
    )
  } finally {
    await browser.close()
    await plain.close()
    await appkit.close()
  }
}

await main()

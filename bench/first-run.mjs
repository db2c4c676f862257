// What createAppKit() costs because its code runs for the first time (issue 13), in Chromium on
// the built `appkit-again` fixture: the appkit fixture's set-up call made once the page is idle,
// then again after resetAppKit() (the same work, its code already run once), and a third time;
// and the first call once more in a Chromium whose V8 compiles every function before it runs
// (`--js-flags=--no-lazy`), which takes compiling out of the call and leaves the rest of what a
// first run costs. A fresh page and profile for each run, the two browsers interleaved; the page
// is served cross-origin isolated, so `performance.now()` has 5 µs steps.
//   node bench/first-run.mjs [--runs 20]
import {
  CHROMIUM_PATH,
  hasChromium,
  isolatedContext,
  launchChromium,
  serveStatic,
} from './browser.mjs'
import { builtFixture, loadAverage } from './peers.mjs'
import { ms, printTable, summary } from './table.mjs'

const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 20

/** One page: the three set-up calls' wall ms, once the page has been idle a moment. */
async function calls(browser, server) {
  const context = await isolatedContext(browser, server.origin)
  const page = await context.newPage()
  await page.goto(`${server.origin}/`, { waitUntil: 'load' })
  await page.waitForFunction(() => typeof window.__again === 'function')
  await page.waitForTimeout(300)
  const isolated = await page.evaluate(() => window.crossOriginIsolated)
  if (!isolated) throw new Error('the page is not cross-origin isolated: timers would be coarse')
  const result = await page.evaluate(() => window.__again())
  await context.close()
  return result
}

async function main() {
  if (!hasChromium()) {
    console.log(`Chromium not found at ${CHROMIUM_PATH}: bench/first-run.mjs skipped.`)
    return
  }
  const { outDir } = await builtFixture('appkit-again')
  const server = await serveStatic(outDir, { crossOriginIsolated: true })
  const browsers = {
    lazy: await launchChromium(),
    eager: await launchChromium(['--js-flags=--no-lazy']),
  }
  const runs = { lazy: [], eager: [] }
  try {
    for (let i = 0; i < RUNS; i++)
      for (const kind of i % 2 ? ['eager', 'lazy'] : ['lazy', 'eager'])
        runs[kind].push(await calls(browsers[kind], server))
  } finally {
    for (const browser of Object.values(browsers)) await browser.close()
    await server.close()
  }
  const cell = (values) => {
    const s = summary(values)
    return `${ms(s.median)} (${ms(s.p95)})`
  }
  const pick = (kind, call, key) => runs[kind].map((r) => r[call][key])
  const row = (label, kind, call) => [
    label,
    cell(pick(kind, call, 'createMs')),
    cell(pick(kind, call, 'adapterMs')),
  ]
  printTable(
    `createAppKit() run for the first time and again (median, p95; ${RUNS} pages each)`,
    ['call', 'createAppKit(): wall', 'evmAdapter(): wall'],
    [
      row('first call of the page', 'lazy', 0),
      row('second call (after resetAppKit())', 'lazy', 1),
      row('third call', 'lazy', 2),
      row('first call, V8 compiling every function ahead (--no-lazy)', 'eager', 0),
    ],
    [
      'Made once the page is idle after load; the first call is the one a page makes.',
      'The same work each time: what the first call costs beyond the others is running code for the first time.',
      loadAverage(),
    ],
  )
}

await main()

// Modal benchmark: time from open() to the first paint of the Connect view, in Chromium, on the
// built appkit fixture served from 127.0.0.1. First open: a fresh page (fresh profile, empty
// cache) each run, so whatever the modal loads on first open comes from the server. Later
// opens: close and open again in one page.
//   node bench/modal.mjs [--runs 30]

import { hasChromium, isolatedContext, launchChromium, machine, serveStatic } from './browser.mjs'
import { buildFixture } from './measure-bundle.mjs'
import { ms, printTable, summary } from './table.mjs'

const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30
const TARGET = { first: 150, later: 16 }

/**
 * In the page: calls open() and resolves with { paint, dom, frames }: ms until the Connect view
 * has been painted, ms until it is in the DOM (the main-thread work of opening: React's render
 * and commit), and the animation frames it took. The view is looked for at each frame; the frame
 * in which it is first present paints it, and a message posted from that frame's callback runs
 * once that frame is rendered. The DOM time comes from a MutationObserver on the shadow root.
 */
function measureOpen() {
  const findConnect = () => {
    const root = document.querySelector('appkit-modal')?.shadowRoot
    const card = root?.querySelector('.lk-card')
    // The Suspense fallback is a centered body with a spinner; the Connect view is not centered.
    const body = card?.querySelector('.lk-view > .lk-view-body:not([data-centered])')
    return body && card.querySelector('.lk-header-title') ? body : null
  }
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel()
    let dom
    let frames = 0
    let observer
    const t0 = performance.now()
    channel.port1.onmessage = () => {
      observer?.disconnect()
      resolve({ paint: performance.now() - t0, dom: dom ?? Number.NaN, frames })
    }
    const check = () => {
      frames++
      if (findConnect()) channel.port2.postMessage(null)
      else if (performance.now() - t0 > 10_000) reject(new Error('Connect view not shown in 10 s'))
      else requestAnimationFrame(check)
    }
    window.__bench.appKit.open().catch(reject)
    // open() draws the <appkit-modal> element synchronously on first use; React fills it later.
    const root = document.querySelector('appkit-modal')?.shadowRoot
    if (findConnect()) dom = performance.now() - t0
    else if (root) {
      observer = new MutationObserver(() => {
        if (dom === undefined && findConnect()) dom = performance.now() - t0
      })
      observer.observe(root, { childList: true, subtree: true, attributes: true })
    }
    requestAnimationFrame(check)
  })
}

/**
 * In the page: closes the modal and resolves once the dialog has left the DOM, two quiet frames
 * later, at a random point of a frame: a click comes at any time, and resolving right after a
 * frame would make every open wait a whole frame for the next one.
 */
function closeAndSettle() {
  window.__bench.appKit.close()
  return new Promise((resolve) => {
    const check = () => {
      const card = document.querySelector('appkit-modal')?.shadowRoot?.querySelector('.lk-card')
      if (card) requestAnimationFrame(check)
      else
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(resolve, Math.random() * 16)),
        )
    }
    requestAnimationFrame(check)
  })
}

const pick = (runs, key) => runs.map((r) => r[key])

async function loadPage(browser, origin) {
  const context = await isolatedContext(browser, origin)
  const page = await context.newPage()
  await page.goto(`${origin}/`, { waitUntil: 'load' })
  await page.waitForFunction(() => window.__bench?.appKit)
  // Let start-up work (effects, idle callbacks) finish before timing.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)))
  return { context, page }
}

async function main() {
  if (!hasChromium()) {
    console.log('\nModal: skipped, no Chromium at /usr/bin/chromium (set CHROMIUM_PATH)\n')
    return
  }
  const { outDir } = await buildFixture('appkit')
  const server = await serveStatic(outDir)
  const browser = await launchChromium()
  try {
    const first = []
    for (let i = 0; i < RUNS; i++) {
      const { context, page } = await loadPage(browser, server.origin)
      first.push(await page.evaluate(measureOpen))
      await context.close()
    }

    const later = []
    const { context, page } = await loadPage(browser, server.origin)
    await page.evaluate(measureOpen)
    for (let i = 0; i < RUNS; i++) {
      await page.evaluate(closeAndSettle)
      later.push(await page.evaluate(measureOpen))
    }
    await context.close()

    const m = await machine(browser)
    const row = (label, values, format, target, pass) => {
      const s = summary(values)
      const verdict = target ? (pass(s.p95) ? 'ok' : 'OVER') : ''
      return [
        label,
        s.n,
        format(s.min),
        format(s.median),
        format(s.p95),
        format(s.max),
        target,
        verdict,
      ]
    }
    const frame = (n) => String(n)
    const under = (limit) => (p95) => p95 < limit
    printTable(
      'Modal: open() to first paint of the Connect view (Chromium, built appkit fixture)',
      ['open', 'runs', 'min', 'median', 'p95', 'max', 'target (p95)', ''],
      [
        row(
          'first: to paint',
          pick(first, 'paint'),
          ms,
          `< ${TARGET.first} ms`,
          under(TARGET.first),
        ),
        row('first: to DOM (main thread)', pick(first, 'dom'), ms),
        row('first: frames to paint', pick(first, 'frames'), frame),
        row('later: to paint', pick(later, 'paint'), ms),
        row(
          'later: to DOM (main thread)',
          pick(later, 'dom'),
          ms,
          `< ${TARGET.later} ms`,
          under(TARGET.later),
        ),
        row('later: frames to paint', pick(later, 'frames'), frame, '1 frame', (p95) => p95 <= 1),
      ],
      [
        'to paint: open() until the frame showing the view is rendered; it includes the wait for that',
        '  frame (0-16.7 ms at 60 Hz, open() is called at a random point of a frame), so its p95 is',
        '  near 17 ms even with no work. "Within one frame" is judged by the main-thread time to DOM',
        '  (< 16 ms) and by painting in the next frame (frames = 1).',
        `${m.summary}`,
      ],
    )
  } finally {
    await browser.close()
    await server.close()
  }
}

await main()

// Modal benchmark: time from the click on an app's connect button to the first paint of its
// connect dialog, in Chromium, on the built fixtures served from 127.0.0.1: ours (appkit) and the
// peers (RainbowKit, ConnectKit; bench/peers.mjs says how each is opened and found), runs
// interleaved (A, B, C, A, B, C, …) so that the machine's load falls on each alike. First open: a
// fresh page (fresh profile, empty cache) each run, so whatever a modal loads on first open comes
// from the server. Later opens: close and open again in one page.
//   node bench/modal.mjs [--runs 30]

import { hasChromium, isolatedContext, launchChromium, machine, serveStatic } from './browser.mjs'
import { builtFixture, interleaved, loadAverage, MODAL_APPS, ratio } from './peers.mjs'
import { ms, printTable, summary } from './table.mjs'

const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30
const TARGET = { first: 150, later: 16 }

/**
 * In the page, before its scripts: `__benchFind(path)`, an element by a selector path
 * (bench/peers.mjs), each selector after the first looked up in the previous element's shadow
 * root (or in that element when it has none).
 */
function defineFind() {
  window.__benchFind = (path) => {
    let scope = document
    let element = null
    for (const selector of path) {
      element = scope.querySelector(selector)
      if (!element) return null
      scope = element.shadowRoot ?? element
    }
    return element
  }
}

/**
 * In the page: clicks the app's connect button and resolves with { paint, dom, frames }: ms until
 * the dialog's view has been painted, ms until it is in the DOM (the main-thread work of opening:
 * the render and commit, and any chunk it loads), and the animation frames from the click to the
 * one that paints it. The view is looked for at each frame; the frame in which it is first
 * present paints it, and a message posted from that frame's callback runs once that frame is
 * rendered. The DOM time comes from a MutationObserver on the body and on the shadow root of the
 * view's host element (ours draws in one).
 *
 * `phase` is when the click comes: 'random', at any point of a frame, as a visitor's click does;
 * or 'frame-start', from an animation frame callback, so that the whole next frame is there for
 * the work: painted in the next frame (frames = 1) then means the work fits in one frame.
 */
function measureOpen({ app, phase }) {
  const find = window.__benchFind
  return new Promise((resolve, reject) => {
    const start = () => {
      const channel = new MessageChannel()
      let dom
      let frames = 0
      const t0 = performance.now()
      const seen = () => {
        if (dom === undefined && find(app.view)) dom = performance.now() - t0
      }
      let watching
      const observer = new MutationObserver(() => {
        const root = app.view.length > 1 ? find(app.view.slice(0, 1))?.shadowRoot : undefined
        if (root && watching !== root) {
          watching = root
          observer.observe(root, { childList: true, subtree: true, attributes: true })
        }
        seen()
      })
      channel.port1.onmessage = () => {
        observer.disconnect()
        resolve({ paint: performance.now() - t0, dom: dom ?? Number.NaN, frames })
      }
      const check = () => {
        frames++
        if (find(app.view)) channel.port2.postMessage(null)
        else if (performance.now() - t0 > 10_000)
          reject(new Error(`${app.label}: no dialog in 10 s`))
        else requestAnimationFrame(check)
      }
      observer.observe(document.body, { childList: true, subtree: true, attributes: true })
      const root = app.view.length > 1 ? find(app.view.slice(0, 1))?.shadowRoot : undefined
      if (root) {
        watching = root
        observer.observe(root, { childList: true, subtree: true, attributes: true })
      }
      const button = find(app.trigger)
      if (!button) reject(new Error(`${app.label}: no connect button`))
      else button.click()
      seen()
      requestAnimationFrame(check)
    }
    if (phase === 'frame-start') requestAnimationFrame(start)
    else setTimeout(start, Math.random() * 16.7)
  })
}

/** In the page: closes the dialog (its close button) and resolves once it has left the DOM, two frames on. */
function closeAndSettle(app) {
  const find = window.__benchFind
  find(app.close)?.click()
  return new Promise((resolve, reject) => {
    const t0 = performance.now()
    const check = () => {
      if (!find(app.dialog)) requestAnimationFrame(() => requestAnimationFrame(resolve))
      else if (performance.now() - t0 > 10_000) reject(new Error(`${app.label}: dialog not closed`))
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
}

/**
 * A fresh page of the app, loaded and left alone for a moment. `outside` collects the requests
 * it makes to other hosts (failed at once, counted all the same): on its load and its opens.
 */
async function loadPage(browser, origin, app, outside = []) {
  const note = (url) => outside.push(url.split('?')[0])
  const context = await isolatedContext(browser, origin, { onWebSocket: note })
  await context.addInitScript(defineFind)
  const page = await context.newPage()
  page.on('request', (r) => !r.url().startsWith(origin) && note(r.url()))
  await page.goto(`${origin}/`, { waitUntil: 'load' })
  await page.waitForFunction((path) => window.__benchFind(path) !== null, app.trigger)
  // Let start-up work (effects, idle callbacks) finish before timing.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)))
  // On a loaded machine idle time comes late: each app's idle work (ours draws the modal closed)
  // is done before the click, as it would be for a visitor who reads the page first.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
  )
  return { context, page }
}

async function main() {
  if (!hasChromium()) {
    console.log('\nModal: skipped, no Chromium at /usr/bin/chromium (set CHROMIUM_PATH)\n')
    return
  }
  const servers = new Map()
  for (const app of MODAL_APPS)
    servers.set(app, await serveStatic((await builtFixture(app.fixture)).outDir))
  const browser = await launchChromium()
  const runs = new Map(
    MODAL_APPS.map((app) => [app, { first: [], later: [], aligned: [], outside: [] }]),
  )
  const loads = []
  try {
    await interleaved(MODAL_APPS, RUNS, async (app) => {
      const outside = []
      const { context, page } = await loadPage(browser, servers.get(app).origin, app, outside)
      runs.get(app).first.push(await page.evaluate(measureOpen, { app, phase: 'random' }))
      // What the open itself sends out comes a moment later (a relay, a registry).
      await page.waitForTimeout(500)
      runs.get(app).outside.push(outside)
      await context.close()
    })
    loads.push(loadAverage())

    const pages = new Map()
    for (const app of MODAL_APPS) {
      const loaded = await loadPage(browser, servers.get(app).origin, app)
      await loaded.page.evaluate(measureOpen, { app, phase: 'random' })
      pages.set(app, loaded)
    }
    await interleaved(MODAL_APPS, RUNS, async (app) => {
      const { page } = pages.get(app)
      await page.evaluate(closeAndSettle, app)
      runs.get(app).later.push(await page.evaluate(measureOpen, { app, phase: 'random' }))
      await page.evaluate(closeAndSettle, app)
      runs.get(app).aligned.push(await page.evaluate(measureOpen, { app, phase: 'frame-start' }))
    })
    for (const { context } of pages.values()) await context.close()
    loads.push(loadAverage())
    printModalTable(runs, await machine(browser), loads)
  } finally {
    await browser.close()
    for (const server of servers.values()) await server.close()
  }
}

/** One row per measure: each app's median and p95, and each peer's median over ours. */
function printModalTable(runs, m, loads) {
  const [ours, ...peers] = MODAL_APPS
  const stats = (app, set, key) => summary(runs.get(app)[set].map((r) => r[key]))
  const count = (n) => (Number.isFinite(n) ? String(n) : 'n/a')
  const row = (label, set, key, format = ms) => {
    // A ratio of frame counts says nothing a reader needs: only times get one.
    const ratioOf = (a, b) => (format === ms ? ratio(a, b) : '')
    const base = stats(ours, set, key)
    return [
      label,
      format(base.median),
      format(base.p95),
      ...peers.flatMap((app) => {
        const s = stats(app, set, key)
        return [format(s.median), format(s.p95), ratioOf(s.median, base.median)]
      }),
    ]
  }
  const oursFirst = stats(ours, 'first', 'paint')
  const oursDom = stats(ours, 'aligned', 'dom')
  const oursFrames = stats(ours, 'aligned', 'frames')
  const verdict = (ok) => (ok ? 'ok' : 'OVER')
  printTable(
    `Modal: click on the connect button to first paint of the dialog (Chromium, ${RUNS} runs each, interleaved)`,
    [
      'open',
      `${ours.label} median`,
      'p95',
      ...peers.flatMap((app) => [`${app.label} median`, 'p95', 'ratio']),
    ],
    [
      row('first: to paint', 'first', 'paint'),
      row('first: to DOM', 'first', 'dom'),
      row('first: frames', 'first', 'frames', count),
      row('later: to paint', 'later', 'paint'),
      row('later, frame start: to paint', 'aligned', 'paint'),
      row('later, frame start: to DOM', 'aligned', 'dom'),
      row('later, frame start: frames', 'aligned', 'frames', count),
    ],
    [
      "ratio: the peer's median over ours (above 1: the peer is slower). First: a fresh page each",
      'run, so whatever the first open loads comes from the server; later: close and open again in',
      'one page. "to paint" runs from the click until the frame showing the dialog is rendered, so',
      'it includes the wait for that frame (0-16.7 ms at 60 Hz) when the click comes at a random',
      'point of a frame. "frame start": the click comes at the start of a frame; frames = 1 is',
      'painted in the next frame. The dialog is its view with content: our Connect view (not the',
      "loading spinner), RainbowKit's and ConnectKit's wallet lists (bench/peers.mjs).",
      `${ours.label} targets: first to paint p95 < ${TARGET.first} ms: ${verdict(oursFirst.p95 < TARGET.first)}; ` +
        `later (frame start) to DOM p95 < ${TARGET.later} ms: ${verdict(oursDom.p95 < TARGET.later)}; ` +
        `frames p95 = 1: ${verdict(oursFrames.p95 <= 1)}`,
      ...MODAL_APPS.map((app) => {
        const pages = runs.get(app).outside
        const urls = [...new Set(pages.flat())]
        return `${app.label}: requests to other hosts per page (load, first open, 0.5 s after): ${summary(pages.map((p) => p.length)).median} (median)${urls.length ? `: ${urls.join(', ')}` : ''}`
      }),
      `${m.summary}`,
      `After the first opens: ${loads[0]}; after the later opens: ${loads[1]}.`,
    ],
  )
}

await main()

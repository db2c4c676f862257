// What the browser benchmarks share: a static server on 127.0.0.1 for a built fixture, and
// Debian's Chromium launched the way tests/browser/chromium.ts launches it.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { chromium } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The flags of tests/browser/chromium.ts: headless as root, no outside network of its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

export function hasChromium() {
  return existsSync(CHROMIUM_PATH)
}

/**
 * Launches Debian's Chromium (never a downloaded one), with `extraArgs` after the usual flags;
 * each context is a fresh profile.
 */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
  })
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
}

/**
 * Serves `dir` on 127.0.0.1 (a free port); resolves to { origin, close() }. `crossOriginIsolated`
 * sends COOP and COEP, which give the page's `performance.now()` 5 µs steps instead of 100 µs.
 */
export function serveStatic(dir, { crossOriginIsolated = false } = {}) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    let file = normalize(join(dir, path))
    if (!file.startsWith(dir)) {
      res.writeHead(403).end()
      return
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    if (!existsSync(file)) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      ...(crossOriginIsolated
        ? {
            'cross-origin-opener-policy': 'same-origin',
            'cross-origin-embedder-policy': 'require-corp',
          }
        : {}),
    })
    createReadStream(file).pipe(res)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(done)),
      })
    })
  })
}

/**
 * A fresh context (empty storage and cache) whose requests to anywhere but `origin` fail at
 * once: the machine has no outside network, and a request left hanging would only add noise.
 * Every request is still seen by page.on('request') first. A WebSocket to another host is
 * closed at once too; page.on('websocket') does not see those, so `onWebSocket(url)` is told.
 */
export async function isolatedContext(browser, origin, { onWebSocket } = {}) {
  const context = await browser.newContext()
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('internetdisconnected'),
  )
  const host = new URL(origin).host
  await context.routeWebSocket(
    (url) => url.host !== host,
    (ws) => {
      onWebSocket?.(ws.url())
      ws.close()
    },
  )
  return context
}

/** The machine the figures come from, and how busy it was. */
export async function machine(browser) {
  const os = await import('node:os')
  const cpus = os.cpus()
  const m = {
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    node: process.version,
    chromium: browser ? browser.version() : 'n/a',
    load: os.loadavg()[0],
  }
  return {
    ...m,
    summary: `Chromium ${m.chromium}, ${m.cores} cores (${m.cpu}), Node ${m.node}, load average ${m.load.toFixed(1)}; headless, software rendering.`,
  }
}

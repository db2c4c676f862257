// Issue 15: the secure frame only works inside the pages its project allows (SPEC §7). A frame
// server with one project allowing one page origin; a second page on another 127.0.0.1 port is
// not on the list. Chromium itself must refuse to show the frame there (frame-ancestors), and the
// frame must ignore messages from any window but the allowed page that embeds it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RunningSecureFrame } from '../../apps/secure-frame/src/index'
import { type ServedDir, serveDir } from '../../stack/scripts/serveDir.mjs'
import { hasChromium, launchChromium } from './chromium'
import { requireChromium } from './support'

const BUILT = fileURLToPath(new URL('../../apps/secure-frame/dist/index.js', import.meta.url))
const PROJECT = 'one-origin'
const CHAIN_ID = '@latchkey/app/GET_CHAIN_ID'

// A blank page; with `#poke` it posts to its parent's first frame (a sibling window's message).
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>page</title></head>
<body><script>
if (location.hash === '#poke') {
  parent.frames[0].postMessage({ id: 'from-a-stranger', type: '${CHAIN_ID}' }, '*')
  parent.postMessage('poked', '*')
}
</script></body></html>`

let browser: Browser
let context: BrowserContext
let frameServer: RunningSecureFrame
let allowed: ServedDir
let foreign: ServedDir
let dir: string

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  dir = mkdtempSync(join(tmpdir(), 'latchkey-origin-'))
  writeFileSync(join(dir, 'index.html'), PAGE)
  allowed = await serveDir(dir)
  foreign = await serveDir(dir)
  const { startSecureFrame } = (await import(
    BUILT
  )) as typeof import('../../apps/secure-frame/src/index')
  frameServer = await startSecureFrame({
    projects: [{ id: PROJECT, allowedOrigins: [allowed.url] }],
  })
  browser = await launchChromium()
  context = await browser.newContext()
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await frameServer?.stop()
  await allowed?.close()
  await foreign?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

interface Embedding {
  /** The frame said READY (its script runs and accepted the embedding origin). */
  ready: boolean
  /** It answered a GET_CHAIN_ID sent by the page. */
  answered: boolean
  /** Every message the page heard, from any window. */
  heard: string[]
}

/** Embeds the project's frame in `p` as the SDK does and talks to it. */
function embed(p: Page): Promise<Embedding> {
  const src = `${frameServer.url}/frame?projectId=${PROJECT}&chainId=1&version=4`
  return p.evaluate(
    async ({ src, type }) => {
      const heard: string[] = []
      let ready = false
      let answered = false
      const iframe = document.createElement('iframe')
      window.addEventListener('message', (event) => {
        heard.push(JSON.stringify(event.data))
        if (event.source !== iframe.contentWindow) return
        if (event.data?.type === '@latchkey/frame/READY') ready = true
        if (event.data?.id === 'from-the-page') answered = true
      })
      iframe.src = src
      document.body.appendChild(iframe)
      await new Promise((r) => iframe.addEventListener('load', r, { once: true }))
      for (let i = 0; i < 40 && !ready; i++) await new Promise((r) => setTimeout(r, 100))
      iframe.contentWindow?.postMessage({ id: 'from-the-page', type }, '*')
      for (let i = 0; i < 20 && !answered; i++) await new Promise((r) => setTimeout(r, 100))
      ;(window as unknown as { __heard: string[] }).__heard = heard
      return { ready, answered, heard }
    },
    { src, type: CHAIN_ID },
  )
}

describe('a page the project does not allow (SPEC §7 secure frame)', () => {
  it('the allowed page loads the frame and gets answers (the control)', async () => {
    const p = await context.newPage()
    await p.goto(allowed.url)
    const result = await embed(p)
    expect(result.ready).toBe(true)
    expect(result.answered).toBe(true)
    await p.close()
  })

  it('a page on another port cannot load the frame: Chromium blocks it, nothing runs', async () => {
    const p = await context.newPage()
    const blocked: string[] = []
    p.on('console', (m) => {
      if (m.text().includes('frame-ancestors')) blocked.push(m.text())
    })
    await p.goto(foreign.url)
    const result = await embed(p)
    expect(result).toEqual({ ready: false, answered: false, heard: [] })
    // Chromium says why: an ancestor violates the frame's frame-ancestors.
    expect(blocked.length).toBeGreaterThan(0)
    // What the server sent: only the allowed origin may embed it.
    const response = await fetch(
      `${frameServer.url}/frame?projectId=${PROJECT}&chainId=1&version=4`,
    )
    expect(response.headers.get('content-security-policy')).toContain(
      `frame-ancestors ${allowed.url}`,
    )
    expect(response.headers.get('content-security-policy')).not.toContain(foreign.url)
    await p.close()
  })

  it.each([
    ['of another origin', () => foreign.url],
    ['of the allowed origin that is not the embedding page', () => allowed.url],
  ])('a window %s inside the allowed page cannot talk to the frame', async (_, origin) => {
    const p = await context.newPage()
    await p.goto(allowed.url)
    expect((await embed(p)).ready).toBe(true)
    await p.evaluate(async (src) => {
      const stranger = document.createElement('iframe')
      stranger.src = src
      document.body.appendChild(stranger)
      await new Promise((r) => stranger.addEventListener('load', r, { once: true }))
      await new Promise((r) => setTimeout(r, 1500))
    }, `${origin()}/#poke`)
    const heard = await p.evaluate(() => (window as unknown as { __heard: string[] }).__heard)
    // The stranger did write (it says so to the page), and the frame answered nobody.
    expect(heard).toContain('"poked"')
    expect(heard.join('\n')).not.toContain('from-a-stranger')
    await p.close()
  })

  it('an unknown project gets no frame at all', async () => {
    const response = await fetch(
      `${frameServer.url}/frame?projectId=not-a-project&chainId=1&version=4`,
    )
    expect(response.status).toBe(403)
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })
})

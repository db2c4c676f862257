// Issue 38: the built documentation site (apps/docs/dist) served from 127.0.0.1, every page opened
// once in Chromium. No page links nowhere: every internal link names a built page, every anchor
// an element of that page, and an external link goes only to a documentation host on the allowlist
// (never fetched). The site itself requests nothing from another host (no CDN font, no analytics),
// and the theming page's live preview draws the real modal.
import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { serveDir } from '../../stack/scripts/serveDir.mjs'
import { hasChromium, launchChromium } from './chromium'
import { requireChromium } from './support'

const dist = fileURLToPath(new URL('../../apps/docs/dist/', import.meta.url))

/** Hosts an external link may point to: documentation and source hosts, never fetched here. */
const EXTERNAL_ALLOWLIST = new Set([
  'github.com',
  'vitepress.dev',
  'nextjs.org',
  'vite.dev',
  'react.dev',
  'developer.mozilla.org',
  'docs.reown.com',
  'rainbowkit.com',
  'docs.family.co',
  'wagmi.sh',
  'zod.dev',
  'eips.ethereum.org',
  'www.rfc-editor.org',
])

interface Link {
  from: string
  href: string
}

let served: { url: string; close(): Promise<void> } | undefined
let browser: Browser
let page: Page
const foreignRequests: string[] = []
const pageErrors: string[] = []
/** Page path → the ids and names its elements carry. */
const anchorsOf = new Map<string, Set<string>>()
const links: Link[] = []

/** The built file a site path names (cleanUrls is off: pages end in .html or /). */
function fileOf(pathname: string): string {
  const path = decodeURIComponent(pathname)
  return join(dist, path.endsWith('/') ? `${path}index.html` : path)
}

function builtPages(dir = dist): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : builtPages(path)
    return entry.name.endsWith('.html') && entry.name !== '404.html'
      ? [`/${relative(dist, path)}`]
      : []
  })
}

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('apps/docs/dist is missing: run `pnpm turbo run build --filter @latchkey/docs`')
  served = await serveDir(dist, { port: 0 })
  browser = await launchChromium()
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  page.setDefaultTimeout(15_000)
  const origin = new URL(served.url).origin
  await page.route('**/*', (route) => {
    const url = route.request().url()
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:'))
      return route.continue()
    foreignRequests.push(url)
    return route.abort()
  })
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`))
  // Every page once: the links it shows (nav, sidebar, outline and text alike) and its anchors.
  const queue = ['/index.html']
  const seen = new Set(queue)
  while (queue.length > 0) {
    const path = queue.shift()!
    await page.goto(`${origin}${path}`, { waitUntil: 'load' })
    const found = await page.evaluate(() => ({
      hrefs: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
      ids: [...document.querySelectorAll('[id], a[name]')].map(
        (e) => e.id || (e.getAttribute('name') ?? ''),
      ),
    }))
    anchorsOf.set(path, new Set(found.ids))
    for (const href of found.hrefs) {
      links.push({ from: path, href })
      const url = new URL(href)
      if (url.origin !== origin) continue
      const target = url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname
      if (!seen.has(target) && existsSync(fileOf(url.pathname)) && target.endsWith('.html')) {
        seen.add(target)
        queue.push(target)
      }
    }
  }
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await served?.close()
})

describe('the documentation site', () => {
  it('reaches every built page from the home page', () => {
    expect([...anchorsOf.keys()].sort()).toEqual(builtPages().sort())
    expect(anchorsOf.size).toBeGreaterThanOrEqual(10)
  })

  it('links only to built pages and to anchors they have', () => {
    const origin = new URL(served!.url).origin
    const broken: string[] = []
    for (const { from, href } of links) {
      const url = new URL(href)
      if (url.origin !== origin) continue
      if (!existsSync(fileOf(url.pathname))) {
        broken.push(`${from} → ${href} (no such page)`)
        continue
      }
      const target = url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname
      const hash = decodeURIComponent(url.hash.slice(1))
      if (hash && target.endsWith('.html') && !anchorsOf.get(target)?.has(hash))
        broken.push(`${from} → ${href} (no #${hash} there)`)
    }
    expect(broken).toEqual([])
  })

  it('links outside only to documentation hosts on the allowlist', () => {
    const origin = new URL(served!.url).origin
    const outside = links
      .map(({ from, href }) => ({ from, url: new URL(href) }))
      .filter(({ url }) => url.origin !== origin && url.protocol !== 'mailto:')
    const refused = outside
      .filter(({ url }) => url.protocol !== 'https:' || !EXTERNAL_ALLOWLIST.has(url.hostname))
      .map(({ from, url }) => `${from} → ${url.href}`)
    expect(refused).toEqual([])
  })

  it("draws the real modal in the theming page's preview, and follows its controls live", async () => {
    const origin = new URL(served!.url).origin
    await page.goto(`${origin}/theming.html`, { waitUntil: 'load' })
    await page.locator('.theme-preview[data-status="ready"]').waitFor()
    // The modal is embedded in the page: its dialog is drawn inline, open, in its shadow root.
    const modal = page.locator('.theme-preview appkit-modal')
    await modal.getByRole('dialog').waitFor()
    await expect.poll(() => modal.getByRole('dialog').textContent()).toContain('Connect')
    // The theme's custom properties, as the dialog inherits them from its themed root.
    const dialog = modal.getByRole('dialog')
    const accent = () =>
      dialog.evaluate((el) => getComputedStyle(el).getPropertyValue('--lk-color-accent').trim())
    const radius = () =>
      dialog.evaluate((el) => getComputedStyle(el).getPropertyValue('--lk-radius-button').trim())
    expect(await accent()).toBe('#3b5bdb')
    await page.locator('.theme-preview input[name="accentColor"]').fill('#ff5a1f')
    await expect.poll(accent).toBe('#ff5a1f')
    const before = await radius()
    await page.locator('.theme-preview select[name="borderRadius"]').selectOption('none')
    expect(before).toBe('9999px')
    await expect.poll(radius).toBe('0px')
    expect(await page.locator('.theme-preview .snippet').textContent()).toContain(
      "accentColor: '#ff5a1f'",
    )
    expect(await page.locator('.theme-preview [role="alert"]').count()).toBe(0)
  })

  it('asks no other host for anything (no CDN font, no analytics) and throws nothing', () => {
    expect(foreignRequests).toEqual([])
    expect(pageErrors).toEqual([])
  })
})

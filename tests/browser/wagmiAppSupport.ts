// What the browser tests of the React + wagmi app (tests/apps/wagmi-app) share: the app built and
// served with the stack's config, a page on it, and its fields (what each hook says).
import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'
import { serveDir } from '../../scripts/stack/serveDir.mjs'
import type { Stack } from '../../scripts/stack/startStack.mjs'
import { buildWagmiApp } from '../apps/wagmi-app/build.mjs'
import { launchChromium } from './chromium'

export interface WagmiAppPage {
  app: { url: string; close(): Promise<void> }
  browser: Browser
  page: Page
  /** Uncaught exceptions of the page. */
  errors: string[]
  close(): Promise<void>
}

/**
 * Builds the app, serves it with the stack's config and opens it (with `search`, e.g.
 * '?siwx=required') once its fields show.
 */
export async function openWagmiApp(stack: Stack, search = ''): Promise<WagmiAppPage> {
  const dist = await buildWagmiApp()
  const app = await serveDir(dist, { json: { '/latchkey.config.json': stack.config } })
  const browser = await launchChromium()
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.setDefaultTimeout(15_000)
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  await page.goto(`${app.url}${search}`)
  await page.getByTestId('status').waitFor()
  return {
    app,
    browser,
    page,
    errors,
    async close() {
      await browser.close()
      await app.close()
    },
  }
}

/** What the app's field `name` shows. */
export async function fieldText(page: Page, name: string): Promise<string> {
  return ((await page.getByTestId(name).textContent()) ?? '').trim()
}

/** Waits until the field reads `value` (wagmi's queries and the frame settle on their own time). */
export function untilField(page: Page, name: string, value: string | RegExp, timeout = 30_000) {
  return expect.poll(() => fieldText(page, name), { timeout }).toMatch(value)
}

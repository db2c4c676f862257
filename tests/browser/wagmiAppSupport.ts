// What the browser tests of the React + wagmi apps share: the app built and served with the stack's
// config, a page on it, and its fields (what each hook says). The same page is built on wagmi 2
// (tests/apps/wagmi-app) and on wagmi 3 (tests/apps/wagmi3-app, wagmi 3's hook names).
import type { Browser, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { serveDir } from '../../stack/scripts/serveDir.mjs'
import type { Stack } from '../../stack/scripts/startStack.mjs'
import { launchChromium } from './chromium'

export interface WagmiAppPage {
  app: { url: string; close(): Promise<void> }
  browser: Browser
  page: Page
  /** Uncaught exceptions of the page. */
  errors: string[]
  close(): Promise<void>
}

/** The wagmi majors adapter-wagmi supports, each with its test app. */
export const WAGMI_MAJORS = [2, 3] as const
export type WagmiMajor = (typeof WAGMI_MAJORS)[number]

/**
 * Builds the app on wagmi `wagmi` (the wagmi 3 one checked to bundle wagmi 3 alone: no second
 * @wagmi/core through the adapter), serves it with the stack's config and opens it (with
 * `search`, e.g. '?siwx=required') once its fields show.
 */
export async function openWagmiApp(
  stack: Stack,
  search = '',
  wagmi: WagmiMajor = 2,
): Promise<WagmiAppPage> {
  const dist = await buildAppOn(wagmi)
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

/**
 * The test app of that wagmi major, built once a run by the stack host (tests/apps/wagmi-app or
 * wagmi3-app's build.mjs; the files only read it); returns its dist folder.
 */
export async function buildAppOn(wagmi: WagmiMajor): Promise<string> {
  const response = await fetch(`${inject('stackHost')}/wagmi-app/${wagmi}`)
  if (!response.ok)
    throw new Error(`the wagmi ${wagmi} app did not build: ${await response.text()}`)
  const built = (await response.json()) as { outDir: string; wagmi?: string[] }
  if (wagmi === 2) return built.outDir
  expect(built.wagmi).toHaveLength(2)
  for (const name of ['@wagmi/core', 'wagmi'])
    expect(built.wagmi).toContainEqual(expect.stringMatching(new RegExp(`^${name}@3\\.`)))
  return built.outDir
}

/** What the app's field `name` shows. */
export async function fieldText(page: Page, name: string): Promise<string> {
  return ((await page.getByTestId(name).textContent()) ?? '').trim()
}

/** Waits until the field reads `value` (wagmi's queries and the frame settle on their own time). */
export function untilField(page: Page, name: string, value: string | RegExp, timeout = 30_000) {
  return expect.poll(() => fieldText(page, name), { timeout }).toMatch(value)
}

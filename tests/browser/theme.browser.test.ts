// Issue 38: the typed theme in the built demo, in Debian's Chromium. `?accent=ff0000` builds the
// app with `theme: { lightMode: lightTheme({ accentColor }), darkMode: darkTheme({ accentColor }) }`:
// the page's connect button and the modal draw that accent (computed styles); the Theme panel's
// "Midnight theme" calls setTheme and the next open draws the new palette, and nothing the page
// loaded (fonts, images, sheets) came from another host.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import {
  appkitButton,
  closeModal,
  type DemoPage,
  dialog,
  openDemo,
  requireChromium,
} from './support'

let stack: DemoStack
let browser: Browser
let demo: DemoPage

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack())
  demo = await openDemo(browser, `${stack.demo.url}/?accent=ff0000`)
})

afterAll(() => stopAll(demo, browser, stack))

/** The modal's computed look: its card's background and the accent its root resolves. */
const modalLook = () =>
  dialog(demo.page).evaluate((card) => {
    const root = card.closest('.lk-root') ?? card
    return {
      card: getComputedStyle(card).backgroundColor,
      accent: getComputedStyle(root).getPropertyValue('--lk-color-accent').trim(),
      radius: getComputedStyle(card).borderTopLeftRadius,
    }
  })

it('draws the connect button and the modal with the theme’s accent, and setTheme switches live', async () => {
  const { page } = demo
  const button = appkitButton(page)
  await button.waitFor()
  expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(255, 0, 0)')
  await button.click()
  await dialog(page).waitFor()
  // Dark mode (the demo's default): darkTheme's card with the red accent.
  expect(await modalLook()).toEqual({ card: 'rgb(23, 25, 31)', accent: '#ff0000', radius: '24px' })
  await closeModal(page)

  await page.getByRole('button', { name: 'Midnight theme' }).click()
  // The page button follows at once; the modal, drawn closed, has its sheet rewritten.
  await page.waitForFunction(() => {
    const host = document.querySelector('appkit-button')?.shadowRoot?.querySelector('button')
    return host && getComputedStyle(host).backgroundColor === 'rgb(22, 163, 74)'
  })
  await button.click()
  await dialog(page).waitFor()
  expect(await modalLook()).toEqual({ card: 'rgb(0, 0, 0)', accent: '#16a34a', radius: '12px' })
  await closeModal(page)

  // Nothing from another host: every resource the page loaded, every font face and every
  // url() in the modal's and the button's sheets is the page's own or the local stack's.
  const foreign = await page.evaluate(() => {
    const local = (url: string) => ['127.0.0.1', 'localhost'].includes(new URL(url).hostname)
    const resources = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /^https?:/.test(name) && !local(name))
    const sheets = ['appkit-modal', 'appkit-button'].flatMap((tag) =>
      [...(document.querySelector(tag)?.shadowRoot?.adoptedStyleSheets ?? [])].flatMap((sheet) =>
        [...sheet.cssRules].map((rule) => rule.cssText),
      ),
    )
    const urls = sheets.join('\n').match(/url\([^)]*\)/g) ?? []
    const fonts = [...document.fonts].map((face) => face.family)
    return { resources, urls: urls.filter((url) => /https?:\/\//.test(url)), fonts }
  })
  expect(foreign).toEqual({ resources: [], urls: [], fonts: [] })
  expect(demo.errors).toEqual([])
})

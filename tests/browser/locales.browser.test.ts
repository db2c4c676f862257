// Issue 35: the built demo in Arabic and Hebrew, light and dark, in Debian's Chromium. The modal's
// root and the page button's are right to left, the back icon is mirrored, screenshots of
// Connect, the QR view, Account and Send are saved beside the other tests' (test-results/
// screenshots); then a long, accented pseudo-locale pass over every view finds no text that
// overflows the 360 px modal.
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import {
  appkitButton,
  closeModal,
  connectDevWallet,
  type DemoPage,
  dialog,
  openDemo,
  openView,
  requireChromium,
  screenshot,
} from './support'
import { DRAWN_VIEWS } from './views'

let stack: DemoStack
let browser: Browser
let demoUrl: string

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack())
  demoUrl = stack.demo.url
})

afterAll(() => stopAll(browser, stack))

// The tables' own words (packages/ui/src/i18n/locales/ar.ts, he.ts), written out.
const RTL = [
  {
    locale: 'ar',
    connect: 'ربط محفظة',
    back: 'رجوع',
    close: 'إغلاق',
    copyLink: 'نسخ الرابط',
    button: 'ربط المحفظة',
  },
  {
    locale: 'he',
    connect: 'חיבור ארנק',
    back: 'חזרה',
    close: 'סגירה',
    copyLink: 'העתקת קישור',
    button: 'חיבור ארנק',
  },
] as const

/** `dir` of the `.lk-root` inside an element's shadow root (Playwright's CSS pierces it). */
const rootDir = (page: Page, host: string) =>
  page.locator(`${host} .lk-root`).first().getAttribute('dir')

/** Which half of the view's body an element's text sits in (its text, not its box). */
const textSide = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    const text = range.getBoundingClientRect()
    const body = (node.closest('.lk-view-body') ?? node.parentElement)!.getBoundingClientRect()
    return text.left + text.width / 2 > body.left + body.width / 2 ? 'right' : 'left'
  })

/**
 * Waits for the shown view to be still: its lazy code loaded (no busy view body) and the view
 * animation ended; then, for at most `loading` ms, for its data (no spinner left). A view that
 * spins for good (a connection waiting for a wallet) is taken as it is after that.
 */
async function settle(page: Page, loading = 500): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.querySelector('appkit-modal')?.shadowRoot
    if (!root || root.querySelector('.lk-view-body[aria-busy]')) return false
    // Finite ones only: a spinner turns for ever.
    return root
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      )
  })
  await page
    .waitForFunction(
      () => !document.querySelector('appkit-modal')?.shadowRoot?.querySelector('.lk-spinner'),
      undefined,
      { timeout: loading },
    )
    .catch(() => {})
}

for (const { locale, connect, back, close, copyLink, button } of RTL)
  for (const theme of ['light', 'dark'] as const)
    describe(`${locale}, ${theme}`, () => {
      let demo: DemoPage
      beforeAll(async () => {
        if (!browser) return
        demo = await openDemo(browser, `${demoUrl}/?locale=${locale}&theme=${theme}`)
      })
      afterAll(() => demo?.close())

      it('draws Connect and the QR view right to left, the back icon mirrored', async () => {
        const { page } = demo
        expect(await appkitButton(page).textContent()).toBe(button)
        expect(await rootDir(page, 'appkit-button')).toBe('rtl')
        await appkitButton(page).click()
        await page.getByRole('dialog', { name: connect, exact: true }).waitFor()
        expect(await rootDir(page, 'appkit-modal')).toBe('rtl')
        expect(await page.locator('appkit-modal .lk-root').first().getAttribute('lang')).toBe(
          locale,
        )
        await settle(page)
        await screenshot(page, `Connect-${theme}-${locale}`)

        // The QR view from Connect's WalletConnect row: it has a back button.
        await dialog(page)
          .getByRole('button', { name: /^WalletConnect/ })
          .click()
        const backIcon = dialog(page)
          .getByRole('button', { name: back, exact: true })
          .locator('svg')
        await backIcon.waitFor()
        expect(await backIcon.evaluate((svg) => getComputedStyle(svg).transform)).toBe(
          'matrix(-1, 0, 0, 1, 0, 0)',
        )
        // The close icon is no direction: not mirrored.
        expect(
          await dialog(page)
            .getByRole('button', { name: close, exact: true })
            .locator('svg')
            .evaluate((svg) => getComputedStyle(svg).transform),
        ).toBe('none')
        await dialog(page).getByText(copyLink, { exact: true }).waitFor({ timeout: 20_000 })
        await settle(page)
        await screenshot(page, `ConnectingWalletConnect-${theme}-${locale}`)
        await closeModal(page)
        expect(demo.errors).toEqual([])
      })

      it('draws Account and Send right to left, the address left to right inside', async () => {
        const { page } = demo
        await connectDevWallet(page)
        await openView(page, 'Account')
        expect(await rootDir(page, 'appkit-modal')).toBe('rtl')
        // The address (0x…) and the balance read left to right inside the right-to-left card.
        const direction = (selector: string) =>
          dialog(page)
            .locator(selector)
            .first()
            .evaluate((element) => getComputedStyle(element).direction)
        expect(await direction('.lk-account-name [title]')).toBe('ltr')
        expect(await direction('.lk-account-balance .lk-ltr')).toBe('ltr')
        expect(await direction('.lk-account-name')).toBe('rtl')
        await settle(page)
        await screenshot(page, `Account-${theme}-${locale}`)
        await closeModal(page)
        await openView(page, 'WalletSend')
        await settle(page)
        await screenshot(page, `WalletSend-${theme}-${locale}`)
        await closeModal(page)
        expect(demo.errors).toEqual([])
      })

      // The Swap and Buy views load their texts with them (i18n/locales/swap-ar.ts, onramp-ar.ts).
      if (locale === 'ar')
        it('draws Swap and Buy in Arabic, right to left', async () => {
          const { page } = demo
          // Connected by the test before.
          await openView(page, 'Swap')
          const pay = dialog(page).getByText('تدفع', { exact: true })
          await pay.waitFor()
          expect(await rootDir(page, 'appkit-modal')).toBe('rtl')
          expect(await textSide(pay)).toBe('right')
          expect(await textSide(dialog(page).getByText('تستلم', { exact: true }))).toBe('right')
          // The dollar value reads left to right inside ('US$ 0.00', never '$US 0.00').
          expect(
            await dialog(page)
              .locator('.lk-swap-usd .lk-ltr')
              .first()
              .evaluate((element) => getComputedStyle(element).direction),
          ).toBe('ltr')
          await settle(page)
          await screenshot(page, `Swap-${theme}-${locale}`)
          await closeModal(page)

          await openView(page, 'OnRampProviders')
          const amount = dialog(page).locator('.lk-field-label', { hasText: 'المبلغ المراد دفعه' })
          await amount.waitFor()
          expect(await textSide(amount)).toBe('right')
          await settle(page)
          await screenshot(page, `OnRampProviders-${theme}-${locale}`)
          await closeModal(page)
          expect(demo.errors).toEqual([])
        })
    })

/**
 * Pseudo-localises every text of the open dialog in place: accented letters, each longer word
 * 40 % longer (German and Finnish run that much over English), so a layout that only fits
 * English shows it.
 */
async function pseudoLocalise(page: Page): Promise<void> {
  await dialog(page).evaluate((card) => {
    const ACCENTED: Record<string, string> = {
      a: 'å',
      c: 'ç',
      e: 'é',
      i: 'î',
      n: 'ñ',
      o: 'ö',
      u: 'ü',
      y: 'ý',
      A: 'Å',
      C: 'Ç',
      E: 'É',
      I: 'Î',
      N: 'Ñ',
      O: 'Ö',
      U: 'Ü',
      Y: 'Ý',
    }
    const accent = (word: string) => word.replace(/[aceinouyACEINOUY]/g, (c) => ACCENTED[c] ?? c)
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      if (!text.trim() || node.parentElement?.closest('[dir="ltr"], code, input')) continue
      node.textContent = text.replace(/\p{L}{4,}/gu, (word) =>
        accent(word + word.slice(0, Math.ceil(word.length * 0.4))),
      )
    }
  })
}

/** Elements of the dialog whose content is wider than they are (and that do not scroll). */
function overflowing(page: Page): Promise<string[]> {
  return dialog(page).evaluate((card) =>
    [...card.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        // Text of its own (a wrapper's overflow is its child's), and seen (not visually hidden).
        const ownText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        )
        if (!ownText || element.closest('svg') || element.clientWidth <= 1) return false
        const style = getComputedStyle(element)
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') return false
        // Cut with an ellipsis on purpose (wallet names: brands, never translated).
        if (style.textOverflow === 'ellipsis') return false
        return element.scrollWidth > element.clientWidth + 1
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${element.scrollWidth} > ${element.clientWidth}): ${(element.textContent ?? '').slice(0, 40)}`,
      ),
  )
}

describe('a long pseudo-locale in the 360 px modal', () => {
  let demo: DemoPage
  beforeAll(async () => {
    if (!browser) return
    demo = await openDemo(browser, `${demoUrl}/?theme=light`)
  })
  afterAll(() => demo?.close())

  it('overflows nowhere, in any view', async () => {
    const { page } = demo
    const found: string[] = []
    const pass = async (view: string) => {
      await openView(page, view)
      await settle(page)
      await pseudoLocalise(page)
      for (const what of await overflowing(page)) found.push(`${view}: ${what}`)
      if (view === 'Connect' || view === 'Account') await screenshot(page, `${view}-light-pseudo`)
      await closeModal(page)
    }
    for (const { view } of DRAWN_VIEWS.filter((v) => v.state === 'disconnected')) await pass(view)
    await connectDevWallet(page)
    for (const { view } of DRAWN_VIEWS.filter((v) => v.state === 'connected')) await pass(view)
    expect(found).toEqual([])
  })
})

// The toasts a page showed, for the browser tests: toasts close by themselves after 2.5 s, and
// `<appkit-modal>` exists only once the page is idle or the modal opens, so the page looks every
// 50 ms.
import type { Page } from 'playwright-core'

/** Keeps every toast text the modal shows in window.__toasts. */
export async function recordToasts(p: Page): Promise<void> {
  await p.evaluate(() => {
    const w = window as unknown as { __toasts: string[] }
    w.__toasts = []
    // A toast counts when it appears: one still up from before a clear is not counted again.
    let visible = new Set<string>()
    setInterval(() => {
      const root = document.querySelector('appkit-modal')?.shadowRoot
      const now = new Set<string>()
      for (const toast of root?.querySelectorAll('[aria-live] > *') ?? []) {
        const text = (toast.textContent ?? '').trim()
        if (text) now.add(text)
      }
      for (const text of now) if (!visible.has(text)) w.__toasts.push(text)
      visible = now
    }, 50)
  })
}

export async function toasts(p: Page): Promise<string[]> {
  return p.evaluate(() => [...(window as unknown as { __toasts: string[] }).__toasts])
}

export async function clearToasts(p: Page): Promise<void> {
  await p.evaluate(() => {
    ;(window as unknown as { __toasts: string[] }).__toasts.length = 0
  })
}

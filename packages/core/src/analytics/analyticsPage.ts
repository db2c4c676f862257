import { whenIdle } from '../time/whenIdle'

/** What the analytics queue needs from the page; every part is absent on a server. */
export interface AnalyticsPage {
  /** Runs `callback` when the main thread is idle (requestIdleCallback with a timeout). */
  whenIdle?(callback: () => void): void
  /**
   * Calls `onHide` each time the page is hidden or left (`visibilitychange` to hidden,
   * `pagehide`); returns the function that stops listening.
   */
  onHide?(onHide: () => void): () => void
  /** `navigator.sendBeacon`: true once the browser took the data to send. */
  sendBeacon?(url: string, data: Blob): boolean
}

interface BrowserGlobals {
  window?: unknown
  addEventListener?: (type: string, listener: () => void) => void
  removeEventListener?: (type: string, listener: () => void) => void
  document?: {
    visibilityState?: string
    addEventListener(type: string, listener: () => void): void
    removeEventListener(type: string, listener: () => void): void
  }
  navigator?: { sendBeacon?: (url: string, data: Blob) => boolean }
}

/** The page this code runs in, read from the globals at each call (a server has none of them). */
export function browserPage(): AnalyticsPage {
  const g = globalThis as BrowserGlobals
  return {
    whenIdle(callback) {
      // Without a page (a server, a worker) the debounce alone decides when.
      if (g.window === undefined) callback()
      else whenIdle(callback)
    },
    onHide(onHide) {
      const doc = g.document
      if (!doc || typeof g.addEventListener !== 'function') return () => undefined
      const onVisibility = () => {
        if (doc.visibilityState === 'hidden') onHide()
      }
      doc.addEventListener('visibilitychange', onVisibility)
      g.addEventListener('pagehide', onHide)
      return () => {
        doc.removeEventListener('visibilitychange', onVisibility)
        g.removeEventListener?.('pagehide', onHide)
      }
    },
    sendBeacon(url, data) {
      const send = g.navigator?.sendBeacon
      if (typeof send !== 'function') return false
      try {
        return send.call(g.navigator, url, data)
      } catch {
        // Some browsers throw (e.g. over their size quota) where others return false.
        return false
      }
    },
  }
}

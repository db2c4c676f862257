interface IdleGlobal {
  window?: unknown
  document?: { readyState?: string }
  addEventListener?(type: 'load', listener: () => void, options?: { once?: boolean }): void
  removeEventListener?(type: 'load', listener: () => void): void
  requestIdleCallback?(callback: () => void, options?: { timeout?: number }): number
  cancelIdleCallback?(handle: number): void
  setTimeout(callback: () => void, ms?: number): unknown
  clearTimeout(handle: unknown): void
}

/** How long an idle callback may wait for idle time before it runs anyway. */
export const IDLE_TIMEOUT_MS = 2_000

/**
 * Runs `callback` once the page has loaded and is idle (never before the `load` event, so what
 * it fetches never competes with the page's own start-up). Nothing runs where there is no page
 * (a server, a worker): the work it would warm up is loaded on first need there. Returns a cancel.
 */
export function whenIdle(callback: () => void): () => void {
  const page = globalThis as unknown as IdleGlobal
  // `window` first: a server (or a test) may trap `document`, and only a page has a window.
  if (page.window === undefined || !page.document || typeof page.addEventListener !== 'function')
    return () => {}
  let cancelled = false
  let idleHandle: number | undefined
  let timer: unknown
  const run = () => {
    if (!cancelled) callback()
  }
  const afterLoad = () => {
    if (cancelled) return
    if (page.requestIdleCallback)
      idleHandle = page.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    else timer = page.setTimeout(run, 1)
  }
  if (page.document.readyState === 'complete') afterLoad()
  else page.addEventListener('load', afterLoad, { once: true })
  return () => {
    cancelled = true
    page.removeEventListener?.('load', afterLoad)
    if (idleHandle !== undefined) page.cancelIdleCallback?.(idleHandle)
    if (timer !== undefined) page.clearTimeout(timer)
  }
}

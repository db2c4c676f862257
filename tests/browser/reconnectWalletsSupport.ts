// What the reconnect browser tests of the non-injected connectors share (issue 36): a
// frame-by-frame record of what the page showed from its first paint (the connect button, the
// status hook, one account button per namespace, the toasts), a Chromium profile that outlives a
// browser restart, and the stored state.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { expect } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'

/** What one painted frame showed; a frame is recorded only when something in it changed. */
export interface Frame {
  /** Milliseconds since the document started. */
  at: number
  /** The text of `<appkit-button>`'s own button ('' before it is drawn). */
  button: string
  /** The hooks panel's status ('' before it is drawn). */
  status: string
  /** Each watched namespace's `<appkit-account-button namespace=…>` text ('' when it shows none). */
  accounts: Record<string, string>
  /** Every toast up in this frame. */
  toasts: string[]
}

/**
 * An init script for every page of `context`: puts one `<appkit-account-button>` per namespace
 * into the page (balance hidden, so it shows the namespace's short address only) and records,
 * every animation frame from the first, what the page shows into window.__frames.
 */
export async function recordFrames(
  context: BrowserContext,
  namespaces: readonly string[],
): Promise<void> {
  await context.addInitScript((watched: string[]) => {
    const w = window as unknown as { __frames: unknown[] }
    w.__frames = []
    const text = (node: Element | null | undefined) =>
      (node?.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim()
    const put = () => {
      const holder = document.createElement('div')
      holder.id = 'reconnect-accounts'
      for (const namespace of watched) {
        const button = document.createElement('appkit-account-button')
        button.setAttribute('namespace', namespace)
        button.setAttribute('balance', 'hide')
        holder.append(button)
      }
      document.body.append(holder)
    }
    if (document.body) put()
    else document.addEventListener('DOMContentLoaded', put, { once: true })
    let last = ''
    const look = () => {
      const accounts: Record<string, string> = {}
      for (const namespace of watched)
        accounts[namespace] = text(
          document.querySelector(`#reconnect-accounts [namespace="${namespace}"]`),
        )
      const toastRoot = document.querySelector('appkit-modal')?.shadowRoot
      const toasts = [...(toastRoot?.querySelectorAll('[aria-live] > *') ?? [])]
        .map((toast) => (toast.textContent ?? '').trim())
        .filter(Boolean)
      const frame = {
        button: text(document.querySelector('appkit-button')),
        status: (document.querySelector('[data-testid="hook-status"]')?.textContent ?? '').trim(),
        accounts,
        toasts,
      }
      const key = JSON.stringify(frame)
      if (key !== last) {
        last = key
        w.__frames.push({ at: Math.round(performance.now()), ...frame })
      }
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  }, namespaces as string[])
}

export async function frames(page: Page): Promise<Frame[]> {
  return page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames)
}

/** The short address an account button shows (ui's shortAddress: the first 6 … the last 4). */
export function short(address: string): string {
  return address.length <= 11 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
}

/**
 * SPEC §4 restore, as painted: until the first frame that shows the namespace's account, the
 * connect button never reads 'Connect wallet' (it reads 'Connecting', or is not drawn yet) and
 * the status is never 'disconnected'; and some frame said it was restoring.
 */
export function expectRestoringFrames(seen: Frame[], namespace: string): void {
  const first = seen.findIndex((f) => f.accounts[namespace])
  expect(first, `no frame showed the ${namespace} account: ${framesText(seen)}`).toBeGreaterThan(-1)
  const before = seen.slice(0, first)
  for (const frame of before) {
    expect(frame.button, framesText(seen)).not.toContain('Connect wallet')
    expect(frame.status, framesText(seen)).not.toBe('disconnected')
  }
  expect(
    before.some((f) => f.button.includes('Connecting') || f.status === 'connecting'),
    framesText(seen),
  ).toBe(true)
}

/** The frames, one line each, for a failure message. */
export function framesText(seen: Frame[]): string {
  return `\n${seen
    .map(
      (f) =>
        `${f.at} ms: button "${f.button}", status "${f.status}", ${Object.entries(f.accounts)
          .map(([ns, text]) => `${ns} "${text}"`)
          .join(', ')}${f.toasts.length ? `, toasts ${JSON.stringify(f.toasts)}` : ''}`,
    )
    .join('\n')}`
}

/** Every toast any frame showed, once each. */
export function toastsShown(seen: Frame[]): string[] {
  return [...new Set(seen.flatMap((f) => f.toasts))]
}

/** A Chromium profile on disk: launched, closed and launched again, as a visitor's browser restarts. */
export function persistentProfile() {
  const dir = mkdtempSync(join(tmpdir(), 'latchkey-reconnect-'))
  return {
    dir,
    launch: (): Promise<BrowserContext> =>
      chromium.launchPersistentContext(dir, {
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
        headless: true,
        viewport: { width: 1280, height: 900 },
      }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** The stored state (`latchkey:store` in localStorage), parsed; null when nothing is stored. */
export async function storedState(page: Page): Promise<{
  activeNamespace?: string
  namespaces: Record<string, { connectorId?: string; caipAddress?: string }>
}> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('latchkey:store') ?? 'null'))
}

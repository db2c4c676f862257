// The start every browser test shares: the stack host's (tests/browser/stackHost.ts) local stack
// with the built demo (and the secure frame when the test needs it) and a Chromium connection;
// one call to close them in order.
import type { Browser } from 'playwright-core'
import { expect, inject } from 'vitest'
import type { Stack } from '../../stack/scripts/startStack.mjs'
import { launchChromium } from './chromium'
import type { HostedStackOptions } from './stackKey.mjs'

/** A hosted stack: its data, and a query on its provider's database (what the provider stored). */
export type HostedStack = Stack & {
  providerQuery<T>(sql: string, params?: unknown[]): Promise<T[]>
}

/** A stack whose demo is built and served. */
export type DemoStack = HostedStack & { demo: NonNullable<Stack['demo']> }

async function askHost(
  path: string,
  options: HostedStackOptions & { sql?: string; params?: unknown[] },
): Promise<Response> {
  const host = inject('stackHost')
  if (!host)
    throw new Error('no stack host: run the browser tests with tests/browser/vitest.config.ts')
  const response = await fetch(`${host}${path}`, { method: 'POST', body: JSON.stringify(options) })
  if (!response.ok)
    throw new Error(`the stack host answered ${path} with: ${await response.text()}`)
  return response
}

/**
 * The hosted stack for `options` (started on the first ask, then shared by every file asking with
 * the same options), as data: its URLs, keys and config. `own: true` gives this file a stack of
 * its own, for a file that changes state every other file would see. `stop()` closes an own
 * stack; a shared one stays up for the next file until the run ends.
 */
export async function sharedStack(
  options: Omit<HostedStackOptions, 'own'> & { own?: boolean } = {},
): Promise<HostedStack> {
  const { own, ...rest } = options
  const hosted: HostedStackOptions = {
    ...rest,
    ...(own ? { own: expect.getState().testPath ?? 'own' } : {}),
  }
  const stack = (await (await askHost('/stack', hosted)).json()) as HostedStack
  stack.providerQuery = async <T>(sql: string, params: unknown[] = []) =>
    (await (await askHost('/stack/query', { ...hosted, sql, params })).json()) as T[]
  stack.stop = async () => {
    await askHost('/stack/stop', hosted)
  }
  return stack
}

/** The hosted stack (see sharedStack), checked to serve the demo (and frame, with `frame: true`), and Chromium. */
export async function startDemoStack(
  options: Parameters<typeof sharedStack>[0] & { frame?: boolean } = {},
): Promise<{ stack: DemoStack; browser: Browser }> {
  const { frame, ...stackOptions } = options
  const stack = await sharedStack(stackOptions)
  if (!stack.demo) throw new Error('apps/demo/dist is missing: run `pnpm build` first')
  if (frame && !stack.config.secureFrameUrl) throw new Error('apps/secure-frame is not built')
  return { stack: stack as DemoStack, browser: await launchChromium() }
}

type Closable = { close(): Promise<unknown> } | { stop(): Promise<unknown> } | undefined

/** Closes pages and the browser, then stops the stack: in the order given, skipping the unset. */
export async function stopAll(...parts: Closable[]): Promise<void> {
  for (const part of parts) {
    if (!part) continue
    await ('close' in part ? part.close() : part.stop())
  }
}

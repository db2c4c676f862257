// The start every demo browser test shares: the local stack with the built demo (and the secure
// frame when the test needs it) and a Chromium; one call to stop them in order.
import type { Browser } from 'playwright-core'
import { type Stack, startStack } from '../../scripts/stack/startStack.mjs'
import { launchChromium } from './chromium'

/** A stack whose demo is built and served. */
export type DemoStack = Stack & { demo: NonNullable<Stack['demo']> }

/** Starts the stack, checks its demo (and frame, with `frame: true`) is built, launches Chromium. */
export async function startDemoStack(
  options: Parameters<typeof startStack>[0] & { frame?: boolean } = {},
): Promise<{ stack: DemoStack; browser: Browser }> {
  const { frame, ...stackOptions } = options
  const stack = await startStack(stackOptions)
  if (!stack.demo) {
    await stack.stop()
    throw new Error('apps/demo/dist is missing: run `pnpm build` first')
  }
  if (frame && !stack.config.secureFrameUrl) {
    await stack.stop()
    throw new Error('apps/secure-frame is not built')
  }
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

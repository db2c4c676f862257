import { vi } from 'vitest'
import type { FrameBridge } from '../src/bridge/createFrameBridge'

export const FRAME_URL = 'https://frame.latchkey.test'
export const FRAME_ORIGIN = 'https://frame.latchkey.test'

/**
 * Plays the frame's side for a bridge under test: records what the app posts and answers it as
 * a message from the frame's window and origin (or, to test the checks, from elsewhere).
 */
export function fakeFrame(bridge: FrameBridge) {
  const posted: { message: { id: string; type: string; payload?: unknown }; origin: string }[] = []
  // The test DOM loads no frame page: the frame's window is this stand-in.
  const stub = {
    postMessage: vi.fn((message: never, origin: string) => {
      posted.push({ message, origin })
    }),
  }
  const frameWindow = () => stub
  const spy = () => {
    Object.defineProperty(bridge.iframe, 'contentWindow', { value: stub, configurable: true })
  }
  const send = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: from.origin ?? FRAME_ORIGIN,
        source: (from.source ?? frameWindow()) as Window,
      }),
    )
  return {
    posted,
    spy,
    send,
    ready: () => send({ type: '@latchkey/frame/READY' }),
    last: () => posted.at(-1)?.message as { id: string; type: string; payload?: unknown },
  }
}

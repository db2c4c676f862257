import {
  type AppMessage,
  type AppMessageType,
  FRAME_EVENTS,
  type FrameErrorPayload,
  type FrameEventType,
  isAppMessage,
} from '@latchkey/embedded-wallet'
import { originMatches, parseOriginPattern } from '../../../../provider/src/projects/originPattern'

export type MessageHandler = (message: AppMessage, origin: string) => Promise<unknown>

/**
 * The frame's side of the bridge. A message counts only when it comes from the window that
 * embeds the frame and from an origin of the project's allowlist (the same list frame-ancestors
 * was built from); the first such origin is then the only one the frame talks to.
 */
export function openHostChannel(
  allowedOrigins: readonly string[],
  handle: MessageHandler,
  target: Pick<Window, 'addEventListener' | 'parent'> = window,
) {
  const patterns = allowedOrigins.flatMap((o) => parseOriginPattern(o) ?? [])
  let hostOrigin: string | undefined

  const post = (message: unknown) => {
    if (hostOrigin) target.parent.postMessage(message, hostOrigin)
  }

  target.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== target.parent || target.parent === (target as unknown)) return
    if (hostOrigin ? event.origin !== hostOrigin : !originMatches(event.origin, patterns)) return
    if (!isAppMessage(event.data)) return
    hostOrigin = event.origin
    const message = event.data
    handle(message, event.origin).then(
      (payload) => post({ id: message.id, type: `${message.type}_SUCCESS`, payload }),
      (error: unknown) =>
        post({ id: message.id, type: `${message.type}_ERROR`, payload: toErrorPayload(error) }),
    )
  })

  return {
    /** Tells the host the frame needs to be seen (a prompt) or no longer. */
    emit(type: FrameEventType) {
      post({ type })
    },
    /** READY goes to the embedding origin when the browser names it, which must be allowed. */
    announce(ancestor: string | undefined) {
      if (ancestor && originMatches(ancestor, patterns))
        target.parent.postMessage({ type: FRAME_EVENTS.READY }, ancestor)
    },
    get hostOrigin() {
      return hostOrigin
    },
  }
}

export type HostChannel = ReturnType<typeof openHostChannel>

function toErrorPayload(error: unknown): FrameErrorPayload {
  const code = (error as { code?: unknown })?.code
  const message = error instanceof Error ? error.message : undefined
  return {
    ...(message ? { message } : {}),
    ...(typeof code === 'number' ? { code } : {}),
  }
}

export type { AppMessageType }

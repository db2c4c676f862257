import { createPendingRequests, type PendingRequests } from '@latchkey/controllers'
import {
  type Clock,
  CONSTANTS,
  EMBEDDED_UNSAFE_RPC_METHODS,
  latchkeyError,
  systemClock,
} from '@latchkey/core'
import {
  APP_MESSAGES,
  type AppMessageName,
  FRAME_EVENTS,
  type FramePayloads,
} from '../protocol/messages'
import { frameAnswerError } from './frameErrors'
import { HIDDEN_STYLE, SHOWN_STYLE } from './frameStyles'

// The host's syncs come with the bridge's chunk (start-up carries none of it).
export { syncHost } from './syncHost'

export interface FrameBridgeOptions {
  /** The secure frame's base URL; its origin is the only one the bridge talks to. */
  frameUrl: string
  projectId: string
  chainId: number | string
  enableLogger?: boolean
  document?: Document
  clock?: Clock
  /** How long the frame may take to load. Default 10 s (SPEC gives no figure). */
  loadTimeoutMs?: number
  /** The load time-out: SPEC §8 raises the 'Invalid App Configuration' alert. */
  onLoadTimeout?: () => void
  /** The frame showed or hid itself for a prompt. */
  onVisibilityChange?: (visible: boolean) => void
}

export interface RequestOptions {
  /** Runs when a login step times out (SPEC §9: 30 s), before it rejects. */
  onTimeout?: () => void
  /** The visitor waits on it (a login's first account read may show the recovery prompt). */
  visitorStep?: boolean
}

/** SPEC §9 login steps: each has 30 s. */
const LOGIN_STEPS = new Set<AppMessageName>([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
])
// A frame that stops answering must not hold the Disconnect button for ever: its sign-out gives
// up after the same 30 s, and the visitor sees 'Failed to disconnect' (SPEC §8).
const BOUNDED = new Set<AppMessageName>([...LOGIN_STEPS, 'SIGN_OUT'])
// What waits on the visitor (a login step, a change of e-mail, a secret shown, a prompt to
// approve): only these end when the modal closes (SPEC §4). Reads, sign-out, network and theme
// sync go on, so an app's own calls through the provider are never cut off by a close.
const VISITOR_STEPS = new Set<AppMessageName>([
  ...LOGIN_STEPS,
  'CONNECT_FARCASTER',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'EXPORT_SECRET',
])
const APPROVED_METHODS = new Set<string>(EMBEDDED_UNSAFE_RPC_METHODS)

function waitsForVisitor(name: AppMessageName, payload: unknown): boolean {
  if (name === 'RPC_REQUEST')
    return APPROVED_METHODS.has(String((payload as { method?: unknown } | undefined)?.method))
  return VISITOR_STEPS.has(name)
}
const DEFAULT_LOAD_TIMEOUT_MS = 10_000

const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')

/**
 * The app's side of SPEC §7: loads the frame from its own origin, sends each message with a
 * random id and settles it with the matching `_SUCCESS` / `_ERROR`. Anything from another
 * origin or window is ignored.
 */
export function createFrameBridge(options: FrameBridgeOptions) {
  const doc = options.document ?? globalThis.document
  const view = doc.defaultView as Window
  const clock = options.clock ?? systemClock
  const frameOrigin = new URL(options.frameUrl).origin
  // The visitor's steps join the core's list (rejected when the modal closes); the rest stay here.
  let visitorSteps: PendingRequests = createPendingRequests()
  const background = createPendingRequests()
  const settle = (settleIn: (list: PendingRequests) => boolean) =>
    settleIn(visitorSteps) || settleIn(background)
  let iframe: HTMLIFrameElement | undefined
  let loading: Promise<void> | undefined
  let markReady: (() => void) | undefined
  let shown = false

  function setShown(visible: boolean) {
    if (!iframe || shown === visible) return
    shown = visible
    iframe.setAttribute('style', visible ? SHOWN_STYLE : HIDDEN_STYLE)
    options.onVisibilityChange?.(visible)
  }

  function onMessage(event: MessageEvent) {
    if (event.origin !== frameOrigin || !iframe || event.source !== iframe.contentWindow) return
    const data = event.data as { id?: unknown; type?: unknown; payload?: unknown } | null
    if (!data || typeof data.type !== 'string') return
    if (data.type === FRAME_EVENTS.READY) return markReady?.()
    if (data.type === FRAME_EVENTS.SHOW) return setShown(true)
    if (data.type === FRAME_EVENTS.HIDE) return setShown(false)
    if (typeof data.id !== 'string') return
    // Any answer proves the frame runs (a browser that does not name the embedding origin).
    markReady?.()
    const id = data.id
    if (data.type.endsWith('_SUCCESS')) settle((list) => list.resolve(id, data.payload))
    else if (data.type.endsWith('_ERROR'))
      settle((list) => list.reject(id, frameAnswerError(data.payload)))
  }

  function post(id: string, type: string, payload: unknown) {
    iframe?.contentWindow?.postMessage({ id, type, payload }, frameOrigin)
  }

  /** Creates the frame once; resolves when it runs, rejects on time-out (SPEC §8 texts). */
  function load(): Promise<void> {
    loading ??= new Promise<void>((resolve, reject) => {
      const frame = doc.createElement('iframe')
      const query = new URLSearchParams({
        projectId: options.projectId,
        chainId: String(options.chainId),
        version: String(CONSTANTS.FRAME_SDK_VERSION),
        enableLogger: String(options.enableLogger ?? false),
      })
      frame.src = `${options.frameUrl.replace(/\/+$/, '')}/frame?${query}`
      frame.title = 'Latchkey secure wallet'
      // Scripts and its own origin's storage; no top navigation, no pop-ups.
      frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms')
      // Its passkey (WebAuthn in its own origin, issue 32): delegated to the frame's origin only.
      frame.setAttribute('allow', 'publickey-credentials-get; publickey-credentials-create')
      frame.setAttribute('style', HIDDEN_STYLE)
      iframe = frame
      view.addEventListener('message', onMessage)
      const timer = clock.setTimeout(() => {
        markReady = undefined
        options.onLoadTimeout?.()
        loading = undefined
        destroy()
        reject(latchkeyError('EMAIL_LOGIN_LOAD_FAILED'))
      }, options.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS)
      markReady = () => {
        markReady = undefined
        clock.clearTimeout(timer)
        resolve()
      }
      // Browsers that do not tell the frame who embeds it get a probe once it has loaded.
      frame.addEventListener('load', () => {
        if (markReady) post(randomId(), APP_MESSAGES.GET_CHAIN_ID, undefined)
      })
      doc.body.appendChild(frame)
    })
    return loading
  }

  async function request<N extends AppMessageName>(
    name: N,
    payload?: FramePayloads[N]['send'],
    requestOptions: RequestOptions = {},
  ): Promise<FramePayloads[N]['answer']> {
    await load()
    const id = randomId()
    const pending =
      requestOptions.visitorStep || waitsForVisitor(name, payload) ? visitorSteps : background
    let timer: unknown
    if (BOUNDED.has(name))
      timer = clock.setTimeout(() => {
        requestOptions.onTimeout?.()
        pending.reject(id, latchkeyError('REQUEST_ABORTED'))
      }, CONSTANTS.LOGIN_STEP_TIMEOUT_MS)
    const sent = pending.add<FramePayloads[N]['answer']>(id, () =>
      post(id, APP_MESSAGES[name], payload),
    )
    try {
      return await sent
    } catch (error) {
      // A prompt the host gave up on (modal closed) must not stay open in the frame.
      if (shown) reloadFrame()
      throw error
    } finally {
      if (timer !== undefined) clock.clearTimeout(timer)
    }
  }

  function reloadFrame() {
    setShown(false)
    // Same URL again: the frame starts afresh, its in-memory key and open prompt gone.
    if (iframe) iframe.setAttribute('src', iframe.getAttribute('src') ?? '')
  }

  function destroy() {
    view.removeEventListener('message', onMessage)
    iframe?.remove()
    iframe = undefined
    shown = false
  }

  return {
    load,
    request,
    /** The visitor's steps join the core's list, so closing the modal rejects them (SPEC §4). */
    usePendingRequests(next: PendingRequests) {
      visitorSteps = next
    },
    get frameOrigin() {
      return frameOrigin
    },
    get iframe() {
      return iframe
    },
    destroy() {
      visitorSteps.rejectAll(latchkeyError('REQUEST_ABORTED'))
      background.rejectAll(latchkeyError('REQUEST_ABORTED'))
      loading = undefined
      destroy()
    },
  }
}

export type FrameBridge = ReturnType<typeof createFrameBridge>

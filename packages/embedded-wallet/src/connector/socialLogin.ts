import { type DefaultSocial, isSocialProvider } from '@latchkey/core'

/** What the frame server's redirect URI page posts to the app (apps/secure-frame). */
export const SOCIAL_RESULT = '@latchkey/social/RESULT'
const POPUP_POLL_MS = 500
/**
 * The popup posts its answer and closes at once; the opener can see `closed` before the message
 * task runs (a busy machine runs the poll's timer first), so a closed popup gets this long.
 */
const CLOSED_GRACE_MS = 2_000
const RESULT_QUERY = 'result_uri'

/**
 * The social logins the frame server has configured (Farcaster among them when it reads an
 * IdRegistry), in its (SPEC §9) order; none on failure.
 */
export async function fetchSocials(frameUrl: string): Promise<DefaultSocial[]> {
  try {
    const response = await fetch(new URL('/v1/auth/socials', frameUrl))
    if (!response.ok) return []
    const body = (await response.json()) as { socials?: unknown }
    return Array.isArray(body.socials)
      ? body.socials.filter((s): s is DefaultSocial => s === 'farcaster' || isSocialProvider(s))
      : []
  } catch {
    return []
  }
}

/**
 * The redirect URI the popup reached. Only a message from that popup window and from the frame
 * server's origin counts; the popup closing with no answer rejects. `event.source` is the popup
 * even after it closed, so an answer that arrives late still counts.
 */
export function waitForPopupResult(
  popup: Window,
  frameOrigin: string,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let grace: ReturnType<typeof setTimeout> | undefined
    const done = () => {
      target.removeEventListener('message', onMessage)
      clearInterval(poll)
      clearTimeout(grace)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== popup) return
      const data = event.data as { type?: unknown; resultUri?: unknown } | undefined
      if (data?.type !== SOCIAL_RESULT || typeof data.resultUri !== 'string') return
      done()
      resolve(data.resultUri)
    }
    const poll = setInterval(() => {
      if (!popup.closed) return
      clearInterval(poll)
      grace = setTimeout(() => {
        done()
        reject(new Error('The login window was closed'))
      }, CLOSED_GRACE_MS)
    }, POPUP_POLL_MS)
    target.addEventListener('message', onMessage)
  })
}

/**
 * SPEC §7: after a full-page social login (a Telegram mini-app, a blocked popup) the app page
 * comes back with `result_uri`; it is read once and removed from the address bar.
 */
export function takeResultUri(
  win: Pick<Window, 'location' | 'history'> | undefined = globalThis.window,
): string | undefined {
  if (!win?.location) return undefined
  const url = new URL(win.location.href)
  const result = url.searchParams.get(RESULT_QUERY)
  if (result === null) return undefined
  url.searchParams.delete(RESULT_QUERY)
  win.history.replaceState(win.history.state, '', url.href)
  return result
}

/**
 * The social login's popup, held here and never in state (SPEC §3 socialWindow: a handle on a
 * window is no data). A click opens it (browsers block one opened later); the login attempt
 * that then runs takes it, and ending that attempt closes it.
 */
const opened = new WeakMap<object, Window>()
const byAttempt = new Map<number, Window>()

/** A popup for the provider's login, opened from the visitor's click (else browsers block it). */
export function openSocialPopup(): Window | undefined {
  if (typeof globalThis.open !== 'function') return undefined
  return globalThis.open('', 'latchkey-social', 'popup,width=500,height=680') ?? undefined
}

/** Keeps the popup a click opened for the login about to start (`core`: one per core). */
export function keepOpenedSocialPopup(core: object, popup: Window | undefined): void {
  opened.get(core)?.close()
  if (popup) opened.set(core, popup)
  else opened.delete(core)
}

/**
 * The popup of `attempt`: the one the click opened while still open, else one opened now when
 * `open` may (a retry is a click too); undefined means a full-page redirect.
 */
export function takeSocialPopup(
  core: object,
  attempt: number,
  open: () => Window | undefined,
): Window | undefined {
  const kept = opened.get(core)
  opened.delete(core)
  const popup = kept && !kept.closed ? kept : open()
  if (popup) byAttempt.set(attempt, popup)
  return popup
}

/** The attempt is over: its popup closes (when still open) and is let go. */
export function releaseSocialPopup(attempt: number | undefined): void {
  if (attempt === undefined) return
  const popup = byAttempt.get(attempt)
  byAttempt.delete(attempt)
  if (popup && !popup.closed) popup.close()
}

/** Popups still held: none once every attempt ended (tests). */
export function heldSocialPopups(): number {
  return byAttempt.size
}

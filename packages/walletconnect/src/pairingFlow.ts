import { type Clock, isPairingExpired, pairingExpiresAt } from '@latchkey/core'

export interface PairingFlow {
  /**
   * Resolves once a wallet approves. Shows the live pairing URI to `onUri`; starts a new
   * pairing when there is none or the current one has (nearly) expired (SPEC §4: 4 minutes,
   * expired within 10 s). Calls while one is pending share its outcome.
   */
  open(onUri?: (uri: string) => void): Promise<void>
  /** The URI on show, while it is still valid. */
  readonly uri: string | undefined
  /** Gives up the pending pairing: open() callers see `reason`. */
  cancel(reason: unknown): void
}

interface Attempt {
  /** SPEC §4 counts from when the URI is set; until then from the attempt's start. */
  expiresAt: number
  uri?: string
  /** Given up by cancel(): a wallet approving it now meets no one waiting. */
  cancelled?: boolean
}

/**
 * One pairing at a time over `start`, which runs a WalletConnect connect (reporting the URI
 * through its callback) and settles when the wallet answers. A pairing replaced by a fresh one
 * no longer counts when it fails (it expires), but still wins when its QR code is scanned.
 */
export function createPairingFlow(
  clock: Clock,
  start: (onUri: (uri: string) => void) => Promise<void>,
  /** Ends the session a wallet approved after its pairing was cancelled (no one shows it). */
  endLateSession: () => Promise<void> = async () => {},
): PairingFlow {
  let current: Attempt | undefined
  let listener: ((uri: string) => void) | undefined
  let waiting:
    | { promise: Promise<void>; resolve(): void; reject(reason: unknown): void }
    | undefined

  const isExpired = (attempt: Attempt) => isPairingExpired(attempt.expiresAt, clock.now())

  function settle(outcome: { ok: true } | { ok: false; reason: unknown }): void {
    const pending = waiting
    current = undefined
    listener = undefined
    waiting = undefined
    if (!pending) return
    if (outcome.ok) pending.resolve()
    else pending.reject(outcome.reason)
  }

  function begin(): void {
    const attempt: Attempt = { expiresAt: pairingExpiresAt(clock.now()) }
    current = attempt
    start((uri) => {
      if (current !== attempt) return
      if (attempt.uri !== uri) attempt.expiresAt = pairingExpiresAt(clock.now())
      attempt.uri = uri
      listener?.(uri)
    }).then(
      () => {
        if (attempt.cancelled) void endLateSession().catch(() => undefined)
        else settle({ ok: true })
      },
      (reason: unknown) => {
        if (current === attempt) settle({ ok: false, reason })
      },
    )
  }

  return {
    open(onUri) {
      if (!waiting) {
        let resolve!: () => void
        let reject!: (reason: unknown) => void
        const promise = new Promise<void>((res, rej) => {
          resolve = res
          reject = rej
        })
        waiting = { promise, resolve, reject }
      }
      listener = onUri
      if (!current || isExpired(current)) begin()
      else if (current.uri) onUri?.(current.uri)
      return waiting.promise
    },
    get uri() {
      return current && !isExpired(current) ? current.uri : undefined
    },
    cancel(reason) {
      if (current) current.cancelled = true
      settle({ ok: false, reason })
    },
  }
}

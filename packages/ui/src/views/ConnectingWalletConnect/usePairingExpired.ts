import type { CoreContext } from '@latchkey/controllers'
import { CONSTANTS } from '@latchkey/core'
import { useEffect, useRef, useState } from 'react'
import { useWatch } from '../../app/useWatch'

/** True once the pairing URI counts as expired (SPEC §4), re-checked on the core's clock. */
export function usePairingExpired(ctx: CoreContext, expiry: number | undefined): boolean {
  const [expired, setExpired] = useState(
    () => expiry !== undefined && ctx.connection.isPairingExpired(),
  )
  useEffect(() => {
    if (expiry === undefined) {
      setExpired(false)
      return
    }
    const remaining = expiry - CONSTANTS.PAIRING_EXPIRY_MARGIN_MS - ctx.clock.now()
    if (remaining <= 0) {
      setExpired(true)
      return
    }
    setExpired(false)
    const timer = ctx.clock.setTimeout(
      () => setExpired(ctx.connection.isPairingExpired()),
      remaining,
    )
    return () => ctx.clock.clearTimeout(timer)
  }, [ctx, expiry])
  return expired
}

/**
 * Asks once for a fresh pairing when the code on show expires (SPEC §4), while the connect still
 * waits and the modal is open: a closing modal must not start connecting again. A code that was
 * already expired when the view opened is left to the view's own first connect.
 */
export function useRenewOnExpiry(
  ctx: CoreContext,
  expired: boolean,
  waiting: boolean,
  renew: () => void,
): void {
  const { open } = useWatch(ctx.modal.state)
  const renewedFor = useRef(expired ? ctx.connection.state.wcPairingExpiry : undefined)
  useEffect(() => {
    if (!expired || !waiting || (!open && !ctx.options.state.enableEmbedded)) return
    // `expired` may lag a code the connect just set: ask the state itself.
    const expiry = ctx.connection.state.wcPairingExpiry
    if (!ctx.connection.isPairingExpired() || renewedFor.current === expiry) return
    renewedFor.current = expiry
    renew()
  }, [ctx, expired, waiting, open, renew])
}

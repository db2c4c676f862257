import type { Config } from '@latchkey/controllers'
import * as Connection from '@latchkey/controllers/connection'
import { pairingStaleAt } from '@latchkey/core'
import { useEffect, useState } from 'react'

/**
 * True once the pairing URI counts as expired (SPEC §4), re-checked on the core's clock. The
 * controller renews the code by itself; the view only stops showing a dead one meanwhile.
 */
export function usePairingExpired(ctx: Config, expiry: number | undefined): boolean {
  const [expired, setExpired] = useState(
    () => expiry !== undefined && Connection.isPairingExpired(ctx),
  )
  useEffect(() => {
    if (expiry === undefined) {
      setExpired(false)
      return
    }
    const remaining = pairingStaleAt(expiry) - ctx.clock.now()
    if (remaining <= 0) {
      setExpired(true)
      return
    }
    setExpired(false)
    const timer = ctx.clock.setTimeout(
      () => setExpired(Connection.isPairingExpired(ctx)),
      remaining,
    )
    return () => ctx.clock.clearTimeout(timer)
  }, [ctx, expiry])
  return expired
}

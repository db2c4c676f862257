import type { Config } from '@latchkey/controllers'
import { pairingStaleAt } from '@latchkey/core'
import { useEffect, useState } from 'react'

/** How long until the next change of what a countdown in whole minutes, then seconds, shows. */
export function nextTick(remaining: number): number {
  const unit = remaining >= 60_000 ? 60_000 : 1000
  return (remaining % unit) + 1
}

/**
 * Milliseconds until the pairing code stops being shown (SPEC §4: 10 s before it expires), on
 * the core's clock; re-read when the shown whole minute (or, under a minute, second) changes.
 * Undefined without a code.
 */
export function usePairingTimeLeft(ctx: Config, expiry: number | undefined): number | undefined {
  const left = () => (expiry === undefined ? undefined : pairingStaleAt(expiry) - ctx.clock.now())
  const [remaining, setRemaining] = useState(left)
  // biome-ignore lint/correctness/useExhaustiveDependencies: left reads only ctx and expiry
  useEffect(() => {
    let timer: unknown
    const tick = () => {
      const now = left()
      setRemaining(now)
      if (now !== undefined && now > 0) timer = ctx.clock.setTimeout(tick, nextTick(now))
    }
    tick()
    return () => ctx.clock.clearTimeout(timer)
  }, [ctx, expiry])
  return remaining
}

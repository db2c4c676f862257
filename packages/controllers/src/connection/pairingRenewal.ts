import { type Clock, pairingStaleAt } from '@latchkey/core'
import type { View } from '../router/views'

/** The views that show a pairing's code (QR or deep link). */
export const PAIRING_VIEWS: ReadonlySet<View> = new Set<View>([
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
])

export interface PairingRenewal {
  /** Renews when a pairing ending at `expiresAt` starts to count as expired (SPEC §4). */
  schedule(expiresAt: number): void
  cancel(): void
}

/** One timer on the core's clock that asks for a fresh pairing when the code on show expires. */
export function createPairingRenewal(clock: Clock, renew: () => void): PairingRenewal {
  let timer: ReturnType<Clock['setTimeout']> | undefined
  const cancel = () => {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
  }
  return {
    schedule(expiresAt) {
      cancel()
      timer = clock.setTimeout(
        () => {
          timer = undefined
          renew()
        },
        Math.max(0, pairingStaleAt(expiresAt) - clock.now()),
      )
    },
    cancel,
  }
}

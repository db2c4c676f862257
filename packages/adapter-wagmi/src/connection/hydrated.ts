import type { Config } from '@wagmi/core'

/** zustand's persist API on wagmi's store (present when the config has a storage). */
interface Persist {
  hasHydrated(): boolean
  onFinishHydration(listener: () => void): () => void
}

/** How long a restore waits for WagmiProvider to hydrate an SSR config before giving up. */
export const HYDRATION_WAIT_MS = 2_000

/**
 * With `ssr`, wagmi reads its storage and adds the EIP-6963 wallets only when WagmiProvider
 * mounts, then reconnects: resolves true once that has begun (its reconnect started, so
 * `settled` waits for it), false when no provider mounted within `timeoutMs`.
 */
export function hydrated(config: Config, timeoutMs = HYDRATION_WAIT_MS): Promise<boolean> {
  const { persist } = config._internal.store as unknown as { persist?: Persist }
  if (!config._internal.ssr || !persist || persist.hasHydrated()) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop()
      resolve(false)
    }, timeoutMs)
    const stop = persist.onFinishHydration(() => {
      clearTimeout(timer)
      stop()
      // The mount goes on after hydration in the same task: adding wallets, starting reconnect.
      setTimeout(() => resolve(true), 0)
    })
  })
}

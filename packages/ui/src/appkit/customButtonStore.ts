import type { ChainNamespace } from '@latchkey/core'
import { snapshot, subscribe } from 'valtio/vanilla'
import type { CustomButtonState } from '../webComponents/customButtonState'
import type { AppKit } from './createAppKit'

type Reader = typeof import('../webComponents/customButtonState').readCustomButtonState

/**
 * Wiring outside any render, as createAppKit's is (so it lives in appkit/, beside it): what
 * @latchkey/react's Custom buttons subscribe to (useSyncExternalStore): the state is read
 * again (by `read`, from the buttons' parts chunk) only when the chain, connection or network
 * slice has a new version (valtio's snapshots keep their identity until then), so it keeps its
 * identity between changes.
 */
export function customButtonStore(
  appKit: AppKit,
  namespace: ChainNamespace | undefined,
  read: Reader,
  formatAmount: (amount: string) => string,
) {
  const { store } = appKit.controllers
  let versions: unknown[] = []
  let current: CustomButtonState | undefined
  return {
    subscribe: (onChange: () => void): (() => void) => subscribe(store, onChange),
    get(): CustomButtonState {
      const { chain, connection, network } = snapshot(store)
      const now = [chain, connection, network]
      if (!current || now.some((version, i) => version !== versions[i])) {
        versions = now
        current = read(appKit, namespace, formatAmount)
      }
      return current
    },
  }
}

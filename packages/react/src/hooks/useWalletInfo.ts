import type { ConnectedWalletInfo } from '@latchkey/controllers'
import type { AppKit } from '@latchkey/ui'
import { useMemo } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import { useReadout } from '../internal/useReadout'

export interface UseWalletInfoReturnType {
  readonly walletInfo: Snapshot<ConnectedWalletInfo> | undefined
}

const read = (appKit: AppKit) => appKit.getWalletInfo()
const watch = (appKit: AppKit, onChange: () => void) => appKit.subscribeWalletInfo(onChange)

/** Name, icon and connector type of the wallet connected on the active namespace. */
export function useWalletInfo(): UseWalletInfoReturnType {
  const walletInfo = useReadout(read, watch, undefined)
  return useMemo(() => Object.freeze({ walletInfo }), [walletInfo])
}

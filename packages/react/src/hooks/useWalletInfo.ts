import type { ConnectedWalletInfo } from '@latchkey/controllers'
import { useCallback } from 'react'
import { snapshot } from 'valtio/vanilla'
import { useAppKitInstance } from '../internal/useAppKitInstance'
import { useSelected } from '../internal/useSelected'

const NONE = { walletInfo: undefined } as { walletInfo: ConnectedWalletInfo | undefined }

/** Name, icon and connector type of the wallet connected on the active namespace. */
export function useWalletInfo(): { walletInfo: ConnectedWalletInfo | undefined } {
  const appKit = useAppKitInstance()
  const subscribe = useCallback(
    (onChange: () => void) => appKit!.subscribeAccount(onChange),
    [appKit],
  )
  const select = useCallback(() => {
    const info = appKit!.controllers.chain.getAccount()?.connectedWalletInfo
    // A valtio snapshot keeps its identity until the info changes, so React re-renders only then.
    return { walletInfo: info ? (snapshot(info) as ConnectedWalletInfo) : undefined }
  }, [appKit])
  return useSelected(appKit ? subscribe : undefined, select, NONE)
}

import type { CaipNetwork, CaipNetworkId } from '@latchkey/core'
import { useCallback } from 'react'
import { useAppKitInstance } from '../internal/useAppKitInstance'
import { useSelected } from '../internal/useSelected'

export interface UseAppKitNetworkReturnType {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<void>
}

const NONE = { caipNetwork: undefined } as { caipNetwork: CaipNetwork | undefined }

/** The active network and a switch action. */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const appKit = useAppKitInstance()
  const subscribe = useCallback(
    (onChange: () => void) => appKit!.subscribeNetwork(onChange),
    [appKit],
  )
  const select = useCallback(
    () => ({ caipNetwork: appKit!.getCaipNetwork() as CaipNetwork | undefined }),
    [appKit],
  )
  const { caipNetwork } = useSelected(appKit ? subscribe : undefined, select, NONE)
  const switchNetwork = useCallback(
    async (network: CaipNetwork | CaipNetworkId) => {
      if (!appKit) return
      await appKit.switchNetwork(network)
    },
    [appKit],
  )
  return {
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    chainId: caipNetwork?.id,
    switchNetwork,
  }
}

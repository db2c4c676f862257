import type { CaipNetwork, CaipNetworkId } from '@latchkey/core'
import type { AppKit } from '@latchkey/ui'
import { useCallback, useMemo } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import { useAppKitInstance } from '../internal/useAppKitInstance'
import { useReadout } from '../internal/useReadout'
import { useInitialState } from '../ssr/initialStateContext'

export interface UseAppKitNetworkReturnType {
  readonly caipNetwork: Snapshot<CaipNetwork> | undefined
  readonly caipNetworkId: CaipNetworkId | undefined
  readonly chainId: number | string | undefined
  switchNetwork(network: CaipNetwork | Snapshot<CaipNetwork> | CaipNetworkId): Promise<void>
}

const read = (appKit: AppKit) => appKit.getCaipNetwork()
const watch = (appKit: AppKit, onChange: () => void) => appKit.subscribeNetwork(onChange)

/** The active network and a switch action. */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const appKit = useAppKitInstance()
  const initial = useInitialState()
  const server = initial?.caipNetwork as Snapshot<CaipNetwork> | undefined
  const caipNetwork = useReadout(read, watch, server)
  const switchNetwork = useCallback(
    async (network: CaipNetwork | Snapshot<CaipNetwork> | CaipNetworkId) => {
      // The core only reads the network it is given, so a frozen one from this hook will do.
      await appKit?.switchNetwork(network as CaipNetwork | CaipNetworkId)
    },
    [appKit],
  )
  return useMemo(
    () =>
      Object.freeze({
        caipNetwork,
        caipNetworkId: caipNetwork?.caipNetworkId,
        chainId: caipNetwork?.id,
        switchNetwork,
      }),
    [caipNetwork, switchNetwork],
  )
}

import type { ModalOverview } from '@latchkey/controllers'
import { useCallback } from 'react'
import { useAppKitInstance } from '../internal/useAppKitInstance'
import { useSelected } from '../internal/useSelected'

export type UseAppKitStateReturnType = ModalOverview

const CLOSED: ModalOverview = {
  open: false,
  loading: false,
  view: 'Connect',
  activeNamespace: undefined,
  selectedNetworkId: undefined,
  status: 'disconnected',
}

/** Whether the modal is open, its view, the active namespace and network. */
export function useAppKitState(): UseAppKitStateReturnType {
  const appKit = useAppKitInstance()
  const subscribe = useCallback(
    (onChange: () => void) => appKit!.subscribeState(onChange),
    [appKit],
  )
  const select = useCallback(() => appKit!.getState(), [appKit])
  return useSelected(appKit ? subscribe : undefined, select, CLOSED)
}

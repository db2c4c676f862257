import type { ModalOverview } from '@latchkey/controllers'
import type { AppKit } from '@latchkey/ui'
import { useMemo } from 'react'
import { useReadout } from '../internal/useReadout'
import { useInitialState } from '../ssr/initialStateContext'
import { initialModalState } from '../ssr/serverSnapshots'

export type UseAppKitStateReturnType = Readonly<ModalOverview>

const CLOSED: UseAppKitStateReturnType = /* @__PURE__ */ Object.freeze({
  open: false,
  loading: false,
  view: 'Connect',
  activeNamespace: undefined,
  activeChain: undefined,
  selectedNetworkId: undefined,
  status: 'disconnected',
  initialized: false,
})

const read = (appKit: AppKit) => appKit.getState()
const watch = (appKit: AppKit, onChange: () => void) => appKit.subscribeState(onChange)

/** Whether the modal is open, its view, the active namespace (`activeChain`) and network. */
export function useAppKitState(): UseAppKitStateReturnType {
  const initial = useInitialState()
  const server = useMemo(() => (initial ? initialModalState(initial) : CLOSED), [initial])
  return useReadout(read, watch, server)
}

import type { ModalOverview } from '@latchkey/controllers'
import type { AppKit } from '@latchkey/ui'
import { useReadout } from '../internal/useReadout'

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
  return useReadout(read, watch, CLOSED)
}

import type { RouterData, View } from '@latchkey/controllers'
import { type ComponentType, lazy } from 'react'
import { AllWalletsView } from './AllWallets/AllWalletsView'
import { ConnectView } from './Connect/ConnectView'
import { ConnectingExternalView } from './ConnectingExternal/ConnectingExternalView'
import { ConnectingWalletConnectView } from './ConnectingWalletConnect/ConnectingWalletConnectView'

export type ViewComponent = ComponentType<{ data: RouterData | undefined }>

/** Loads a view's chunk only when it is first shown (SPEC §1: on-demand views). */
function onDemand<M>(load: () => Promise<M>, pick: (module: M) => ViewComponent): ViewComponent {
  return lazy(() => load().then((module) => ({ default: pick(module) })))
}

/** The views this package draws; a view not listed shows a short "not available" note. */
export const VIEW_COMPONENTS: Partial<Record<View, ViewComponent>> = {
  Connect: ConnectView,
  AllWallets: AllWalletsView,
  ConnectingExternal: ConnectingExternalView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectView,
}

export { onDemand }

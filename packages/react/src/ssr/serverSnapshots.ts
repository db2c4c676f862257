import type { AccountOverview, ModalOverview } from '@latchkey/controllers'
import { type ChainNamespace, parseCaipAddress } from '@latchkey/core'
import type { AppKitInitialState } from './cookieToInitialState'

/** useAppKitAccount's value from the initial state; undefined when that namespace is not in it. */
export function initialAccount(
  initial: AppKitInitialState | undefined,
  namespace: ChainNamespace | undefined,
): Readonly<AccountOverview> | undefined {
  const ns = namespace ?? initial?.activeNamespace
  const caipAddress = ns ? initial?.accounts[ns] : undefined
  if (!ns || !caipAddress) return undefined
  const { address } = parseCaipAddress(caipAddress)
  return Object.freeze({
    address,
    caipAddress,
    isConnected: true,
    status: 'connected',
    namespace: ns,
    allAccounts: Object.freeze([Object.freeze({ address, type: 'eoa' as const })]),
    embeddedWalletInfo: undefined,
  })
}

/** useAppKitState's value from the initial state: connected, on the stored network. */
export function initialModalState(initial: AppKitInitialState): Readonly<ModalOverview> {
  return Object.freeze({
    open: false,
    loading: false,
    view: 'Connect',
    activeNamespace: initial.activeNamespace,
    activeChain: initial.activeNamespace,
    selectedNetworkId: initial.caipNetwork?.caipNetworkId,
    status: 'connected',
    initialized: false,
  })
}

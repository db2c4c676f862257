import type { AccountOverview } from '@latchkey/controllers'
import type { ChainNamespace } from '@latchkey/core'
import type { AppKit } from '@latchkey/ui'
import { useReadout } from '../internal/useReadout'

export type UseAppKitAccountReturnType = Readonly<AccountOverview>

const DISCONNECTED: UseAppKitAccountReturnType = /* @__PURE__ */ Object.freeze({
  address: undefined,
  caipAddress: undefined,
  isConnected: false,
  status: 'disconnected',
  namespace: undefined,
  allAccounts: /* @__PURE__ */ Object.freeze([]),
  embeddedWalletInfo: undefined,
})

const read = (appKit: AppKit, namespace?: ChainNamespace) => appKit.getAccount(namespace)
const watch = (appKit: AppKit, onChange: () => void, namespace?: ChainNamespace) =>
  appKit.subscribeAccount(onChange, namespace)

/** The connected account of a namespace (the active one by default). */
export function useAppKitAccount(
  params: { namespace?: ChainNamespace } = {},
): UseAppKitAccountReturnType {
  return useReadout(read, watch, DISCONNECTED, params.namespace)
}

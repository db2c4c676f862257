import type { AccountOverview } from '@latchkey/controllers'
import type { ChainNamespace } from '@latchkey/core'
import type { AppKit } from '@latchkey/ui'
import { useMemo } from 'react'
import { useReadout } from '../internal/useReadout'
import { useInitialState } from '../ssr/initialStateContext'
import { initialAccount } from '../ssr/serverSnapshots'

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

/**
 * The connected account of a namespace (the active one by default). On the server: disconnected,
 * or the account AppKitProvider's `initialState` holds.
 */
export function useAppKitAccount(
  params: { namespace?: ChainNamespace } = {},
): UseAppKitAccountReturnType {
  const initial = useInitialState()
  const server = useMemo(
    () => initialAccount(initial, params.namespace) ?? DISCONNECTED,
    [initial, params.namespace],
  )
  return useReadout(read, watch, server, params.namespace)
}

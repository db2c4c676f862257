import type { AccountOverview } from '@latchkey/controllers'
import type { ChainNamespace } from '@latchkey/core'
import { useCallback } from 'react'
import { useAppKitInstance } from '../internal/useAppKitInstance'
import { useSelected } from '../internal/useSelected'

export type UseAppKitAccountReturnType = AccountOverview

const DISCONNECTED: AccountOverview = {
  address: undefined,
  caipAddress: undefined,
  isConnected: false,
  status: 'disconnected',
  namespace: undefined,
}

/** The connected account of a namespace (the active one by default). */
export function useAppKitAccount(
  params: { namespace?: ChainNamespace } = {},
): UseAppKitAccountReturnType {
  const appKit = useAppKitInstance()
  const { namespace } = params
  const subscribe = useCallback(
    (onChange: () => void) => appKit!.subscribeAccount(onChange, namespace),
    [appKit, namespace],
  )
  const select = useCallback(() => appKit!.getAccount(namespace), [appKit, namespace])
  return useSelected(appKit ? subscribe : undefined, select, DISCONNECTED)
}

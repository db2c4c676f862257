import { STARTUP_ERRORS } from '@latchkey/core'
import type { AppKit } from '@latchkey/ui'
import { useCallback, useMemo } from 'react'
import { useAppKitInstance } from '../internal/useAppKitInstance'

export type FetchBalanceResult = Awaited<ReturnType<AppKit['fetchBalance']>>

export interface UseAppKitBalanceReturnType {
  fetchBalance(): Promise<FetchBalanceResult>
}

/**
 * Fetches the active account's native balance through its chain adapter (the core's
 * `fetchBalance`: 'No ActiveCaipAddress found' when nothing is connected, 'Token Balance
 * Unavailable' when the adapter could not read it).
 */
export function useAppKitBalance(): UseAppKitBalanceReturnType {
  const appKit = useAppKitInstance()
  const fetchBalance = useCallback(
    async (): Promise<FetchBalanceResult> =>
      // Before createAppKit there is no core to ask, and certainly no connected account.
      appKit
        ? appKit.fetchBalance()
        : { error: STARTUP_ERRORS.NO_ACTIVE_CAIP_ADDRESS, isSuccess: false, isError: true },
    [appKit],
  )
  return useMemo(() => Object.freeze({ fetchBalance }), [fetchBalance])
}

import { errorMessage } from '@latchkey/core'
import { useCallback } from 'react'
import { useAppKitInstance } from '../internal/useAppKitInstance'

export interface FetchBalanceResult {
  data?: { balance: string; symbol: string }
  error: string | null
  isSuccess: boolean
  isError: boolean
}

/**
 * Fetches the active account's native balance through its chain adapter. Errors are the
 * catalogue's texts: 'No ActiveCaipAddress found' when nothing is connected, 'Token Balance
 * Unavailable' when the adapter could not read it.
 */
export function useAppKitBalance(): { fetchBalance(): Promise<FetchBalanceResult> } {
  const appKit = useAppKitInstance()
  const fetchBalance = useCallback(async (): Promise<FetchBalanceResult> => {
    const ctx = appKit?.controllers
    const namespace = ctx?.chain.state.activeNamespace
    if (!ctx || !namespace || !ctx.chain.isConnected(namespace)) {
      return { error: errorMessage('NO_ACTIVE_CAIP_ADDRESS'), isSuccess: false, isError: true }
    }
    await ctx.balance.fetchNativeBalance(namespace)
    const account = ctx.chain.getAccount(namespace)
    if (account?.balance === undefined || !account.balanceSymbol) {
      return { error: errorMessage('TOKEN_BALANCE_UNAVAILABLE'), isSuccess: false, isError: true }
    }
    return {
      data: { balance: account.balance, symbol: account.balanceSymbol },
      error: null,
      isSuccess: true,
      isError: false,
    }
  }, [appKit])
  return { fetchBalance }
}

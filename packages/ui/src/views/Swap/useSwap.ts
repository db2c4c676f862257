import { swapControllerOf } from '@latchkey/controllers/swap'
import { formatBalanceUsdText, messageOfError } from '@latchkey/core'
import { useEffect } from 'react'
import { activeAccount } from '../../app/activeAccount'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'

/**
 * The swap controller of this core (made on first use) and its state, for the Swap views. The
 * tokens of the current (network, account) are loaded when missing; a failure is toasted.
 */
export function useSwap() {
  const ctx = useControllers()
  const swap = swapControllerOf(ctx)
  const state = useControllerState(swap)
  // Balances, the account and the network live in the chain state: re-render on them too.
  const chain = useControllerState(ctx.chain)
  const network = chain.activeCaipNetwork?.caipNetworkId
  const address = activeAccount(chain)?.address
  const missing = state.owner === undefined && !state.loadingTokens
  useEffect(() => {
    if (!network || !address || !missing) return
    swap.initialize().catch((error: unknown) => ctx.snack.showError(messageOfError(error)))
  }, [ctx, swap, network, address, missing])
  return { ctx, swap, state, chain }
}

/** '$12.34', or undefined when there is no price to say it with. */
export const usdText = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? undefined : `$${formatBalanceUsdText(value)}`

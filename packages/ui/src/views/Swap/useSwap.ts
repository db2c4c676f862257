import * as Chain from '@latchkey/controllers/chain'
import * as Snack from '@latchkey/controllers/snack'
import * as Swap from '@latchkey/controllers/swap'
import { messageOfError } from '@latchkey/core'
import { useEffect } from 'react'
import { activeAccount } from '../../app/activeAccount'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import type { Formats } from '../../format/useFormats'

/**
 * The swap form of this core (the store's `swap` slice, made on first use) as a snapshot, for the
 * Swap views, which act on it with `Swap.fn(ctx, …)`. The tokens of the current (network,
 * account) are loaded when missing; a failure is toasted.
 */
export function useSwap() {
  const ctx = useControllers()
  const state = useControllerState(Swap.state(ctx))
  // Balances, the account and the network live in the chain state: re-render on them too.
  const chain = useControllerState(Chain.state(ctx))
  const network = chain.activeCaipNetwork?.caipNetworkId
  const address = activeAccount(chain)?.address
  const missing = state.owner === undefined && !state.loadingTokens
  useEffect(() => {
    if (!network || !address || !missing) return
    Swap.initialize(ctx).catch((error: unknown) => Snack.showError(ctx, messageOfError(error)))
  }, [ctx, network, address, missing])
  return { ctx, state, chain }
}

/** '$12.34' ('12,34 $' in de), or undefined when there is no price to say it with. */
export const usdText = (value: number | undefined, format: Formats) =>
  value === undefined || !Number.isFinite(value) ? undefined : format.fiat(value)

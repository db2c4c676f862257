import * as Chain from '@latchkey/controllers/chain'
import * as OnRamp from '@latchkey/controllers/onramp'
import * as Snack from '@latchkey/controllers/snack'
import { messageOfError } from '@latchkey/core'
import { useEffect } from 'react'
import { activeAccount } from '../../app/activeAccount'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'

/**
 * The on-ramp form of this core (the store's `onramp` slice) for the Buy views. The options of
 * the current (network, account) are loaded when missing; a failure is toasted.
 */
export function useOnRamp() {
  const ctx = useControllers()
  const state = useControllerState(OnRamp.state(ctx))
  const chain = useControllerState(Chain.state(ctx))
  const network = chain.activeCaipNetwork?.caipNetworkId
  const address = activeAccount(chain)?.address
  const missing = state.owner === undefined && !state.loadingOptions
  useEffect(() => {
    if (!network || !address || !missing) return
    OnRamp.initialize(ctx).catch((error: unknown) => Snack.showError(ctx, messageOfError(error)))
  }, [ctx, network, address, missing])
  const toast = (error: unknown) => Snack.showError(ctx, messageOfError(error))
  return { ctx, state, chain, toast }
}

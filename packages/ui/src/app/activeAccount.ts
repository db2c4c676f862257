import type { AccountState, ChainControllerState } from '@latchkey/controllers'
import type { Snapshot } from 'valtio/vanilla'

/** The active namespace's account in a chain state snapshot (what chain.getAccount() reads live). */
export function activeAccount(
  chain: Snapshot<ChainControllerState>,
): Snapshot<AccountState> | undefined {
  return chain.activeNamespace ? chain.chains[chain.activeNamespace]?.account : undefined
}

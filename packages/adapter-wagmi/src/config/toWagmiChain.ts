import { type CaipNetwork, evmChainId } from '@latchkey/core'
import type { Chain } from 'viem'

/**
 * A CaipNetwork already has a viem chain's fields (SPEC §3 names them alike); wagmi needs the id
 * as a number. Other namespaces are refused ('Unsupported chain').
 */
export function toWagmiChain(caipNetwork: CaipNetwork): Chain {
  return { ...caipNetwork, id: evmChainId(caipNetwork) } as Chain
}

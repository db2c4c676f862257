import type { CaipNetwork } from '@latchkey/core'
import { invalidInput } from '@latchkey/core'
import { defineEvmNetwork } from './defineEvmNetwork'

/** Names of the two chains `pnpm demo` starts; other ids get a numbered name. */
const LOCAL_NAMES: Record<number, string> = {
  31337: 'Latchkey Devnet',
  31338: 'Latchkey Devnet B',
}

/** The local development chain (anvil) as a testnet CaipNetwork on the given RPC URL. */
export function localDevnet(chainId: number, rpcUrl: string): CaipNetwork {
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw invalidInput('chainId', chainId, 'a positive integer')
  if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl))
    throw invalidInput('rpcUrl', rpcUrl, 'an http(s) URL')
  return defineEvmNetwork({
    id: chainId,
    name: LOCAL_NAMES[chainId] ?? `Latchkey Devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrl,
    testnet: true,
  })
}

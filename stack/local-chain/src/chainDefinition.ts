import { type Chain, defineChain } from 'viem'
import { LOCAL_CHAIN_IDS } from './constants'
import { ENS_ADDRESSES } from './ensAddresses'

function chainName(chainId: number): string {
  if (chainId === LOCAL_CHAIN_IDS.primary) return 'Latchkey Devnet'
  if (chainId === LOCAL_CHAIN_IDS.secondary) return 'Latchkey Devnet B'
  return `Latchkey Devnet ${chainId}`
}

/** A viem chain for a local chain: 'Latchkey Devnet' (31337) or 'Latchkey Devnet B' (31338). */
export function localChainDefinition(chainId: number, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name: chainName(chainId),
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    // Where deployEns puts it (a fixed address): viem's ENS actions read it from here.
    contracts: { ensUniversalResolver: { address: ENS_ADDRESSES.universalResolver } },
    testnet: true,
  })
}

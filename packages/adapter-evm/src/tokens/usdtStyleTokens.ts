import { erc20Abi } from 'viem'

/**
 * The ERC-20 ABI of USDT-type tokens (SPEC §5): transfer, transferFrom and approve return
 * nothing, so decoding their result with the standard ABI (which expects a bool) fails.
 */
export const usdtStyleAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'transferFrom',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [],
  },
  ...erc20Abi.filter(
    (item) =>
      item.type !== 'function' || !['transfer', 'transferFrom', 'approve'].includes(item.name),
  ),
] as const

/**
 * Known USDT-type contracts per chain id. Tether on Ethereum is the one in wide use; its
 * bridged copies elsewhere return a bool. Apps add theirs (and the local TUSD) via options.
 */
export const KNOWN_USDT_STYLE_TOKENS: Readonly<Record<number, readonly string[]>> = Object.freeze({
  1: Object.freeze(['0xdAC17F958D2ee523a2206206994597C13D831ec7']),
})

export type UsdtStyleTokenList = Readonly<Record<number, readonly string[]>>

/** Looks a contract up in the known list merged with the app's own (addresses compare lower-case). */
export function createUsdtStyleMatcher(extra: UsdtStyleTokenList = {}) {
  const byChain = new Map<number, Set<string>>()
  for (const list of [KNOWN_USDT_STYLE_TOKENS, extra])
    for (const [chainId, addresses] of Object.entries(list)) {
      const set = byChain.get(Number(chainId)) ?? new Set<string>()
      for (const address of addresses) set.add(address.toLowerCase())
      byChain.set(Number(chainId), set)
    }
  return (chainId: number, address: string): boolean =>
    byChain.get(chainId)?.has(address.toLowerCase()) ?? false
}

/** The ABI for an ERC-20 call on this contract: the USDT-type one when the matcher knows it. */
export function erc20AbiFor(isUsdtStyle: boolean): typeof erc20Abi | typeof usdtStyleAbi {
  return isUsdtStyle ? usdtStyleAbi : erc20Abi
}

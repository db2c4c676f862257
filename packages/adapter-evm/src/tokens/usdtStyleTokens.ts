import { erc20Abi } from 'viem'

export {
  createUsdtStyleMatcher,
  KNOWN_USDT_STYLE_TOKENS,
  type UsdtStyleTokenList,
} from './usdtStyleMatcher'

/**
 * The ERC-20 ABI of USDT-type tokens (SPEC §5): transfer, transferFrom and approve return
 * nothing, so decoding their result with the standard ABI (which expects a bool) fails.
 */
// Built in a pure call: a bundler drops it, and viem's erc20Abi with it, where nothing reads it.
export const usdtStyleAbi = (() =>
  [
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
  ] as const)()

/** The ABI for an ERC-20 call on this contract: the USDT-type one when the matcher knows it. */
export function erc20AbiFor(isUsdtStyle: boolean): typeof erc20Abi | typeof usdtStyleAbi {
  return isUsdtStyle ? usdtStyleAbi : erc20Abi
}

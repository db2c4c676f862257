import type { Abi } from 'viem'

/**
 * ERC-20 `transfer` without a declared result: the same call for tokens that return a bool and
 * for USDT-type ones that return nothing (SPEC §5), since nothing is decoded.
 */
export const tokenTransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
] as const satisfies Abi

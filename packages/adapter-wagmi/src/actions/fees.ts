import type { AdapterFeeEstimate, EvmEstimateGasParams } from '@latchkey/adapter-kit'
import { type CaipNetwork, evmChainId, invalidInput, isValidEvmAddress } from '@latchkey/core'
import { estimateGas as wagmiEstimateGas, getGasPrice as wagmiGetGasPrice } from '@wagmi/core'
import type { AdapterContext } from './AdapterContext'

/** Gas of a plain native transfer; a contract call costs more. */
const TRANSFER_GAS = 21_000n

/** The node's gas price (wei) on the network. */
export function getGasPrice(
  { config }: AdapterContext,
  { caipNetwork }: { caipNetwork: CaipNetwork },
): Promise<bigint> {
  return wagmiGetGasPrice(config, { chainId: evmChainId(caipNetwork) })
}

/** The send form's figures (SPEC §5): the gas price and a plain transfer's fee at it. */
export async function estimateFee(
  context: AdapterContext,
  params: { caipNetwork: CaipNetwork },
): Promise<AdapterFeeEstimate> {
  const feeRate = await getGasPrice(context, params)
  return { feeRate, transferFee: feeRate * TRANSFER_GAS }
}

/** eth_estimateGas on the network's node, from `from`. */
export function estimateGas(
  { config }: AdapterContext,
  { caipNetwork, from, to, value, data }: EvmEstimateGasParams,
): Promise<bigint> {
  if (!isValidEvmAddress(from)) throw invalidInput('from', from, 'an EVM address')
  if (!isValidEvmAddress(to)) throw invalidInput('to', to, 'an EVM address')
  return wagmiEstimateGas(config, {
    chainId: evmChainId(caipNetwork),
    account: from as `0x${string}`,
    to: to as `0x${string}`,
    ...(value !== undefined ? { value } : {}),
    ...(data !== undefined ? { data: data as `0x${string}` } : {}),
  })
}

import type { CaipNetwork } from '@latchkey/core'

export interface EvmSendTransactionParams {
  caipNetwork: CaipNetwork
  connectorId?: string
  from: string
  to: string
  /** Amount in wei. */
  value: bigint
  data?: string
  gas?: bigint
  gasPrice?: bigint
}

export interface EvmWriteContractParams {
  caipNetwork: CaipNetwork
  connectorId?: string
  from: string
  contractAddress: string
  functionName: string
  args: readonly unknown[]
  /** Contract ABI when the adapter needs one (the EVM adapter picks the USDT-type one itself). */
  abi?: unknown
}

export interface EvmEstimateGasParams {
  caipNetwork: CaipNetwork
  from: string
  to: string
  value?: bigint
  data?: string
}

export interface EvmCall {
  /** SPEC §5: starts with 0x (a full address is required). */
  to: string
  /** SPEC §5: when present, starts with 0x. */
  data?: string
  value?: bigint
}

export interface EvmSendCallsParams {
  caipNetwork: CaipNetwork
  connectorId?: string
  from: string
  calls: readonly EvmCall[]
  capabilities?: Record<string, unknown>
  /** Ask the wallet to run every call or none. Default false. */
  atomicRequired?: boolean
}

export interface EvmSignTypedDataParams {
  address: string
  /** EIP-712 domain, types, primaryType and message; a JSON string of the same is accepted. */
  typedData: unknown
  connectorId?: string
}

export interface EvmGetCapabilitiesParams {
  address: string
  connectorId?: string
  /** Only this chain's capabilities. */
  chainId?: number
}

/**
 * What only EVM wallets and chains do: the `evm` part of an eip155 adapter. A raw transaction
 * (a swap's) is all a wallet reached without a chain library offers; the rest needs viem.
 */
export interface EvmActions {
  sendTransaction(params: EvmSendTransactionParams): Promise<{ hash: string }>
  writeContract?(params: EvmWriteContractParams): Promise<{ hash: string }>
  estimateGas?(params: EvmEstimateGasParams): Promise<bigint>
  getGasPrice?(params: { caipNetwork: CaipNetwork }): Promise<bigint>
  signTypedData?(params: EvmSignTypedDataParams): Promise<{ signature: string }>
  /** EIP-5792 wallet_sendCalls; resolves with the batch id. */
  sendCalls?(params: EvmSendCallsParams): Promise<{ id: string }>
  /** EIP-5792 capabilities per chain id. */
  getCapabilities?(params: EvmGetCapabilitiesParams): Promise<Record<string, unknown>>
}

import type { EvmWriteContractParams } from '@latchkey/adapter-kit'
import { evmChainId, invalidInput, isValidEvmAddress, throwWalletError } from '@latchkey/core'
import { writeContract as wagmiWriteContract } from '@wagmi/core'
import type { Abi } from 'viem'
import { tokenTransferAbi } from '../abi/tokenTransferAbi'
import { connectorFor } from '../connection/findConnector'
import type { AdapterContext } from './AdapterContext'
import { forgetBalances } from './getBalance'

export type WriteContractParameters = EvmWriteContractParams
export interface WriteContractReturnType {
  hash: `0x${string}`
}

/** A contract call through wagmi's connector client; `abi` defaults to the token transfer's. */
export async function writeContract(
  context: AdapterContext,
  {
    caipNetwork,
    connectorId,
    from,
    contractAddress,
    functionName,
    args,
    abi,
  }: WriteContractParameters,
): Promise<WriteContractReturnType> {
  if (!isValidEvmAddress(from)) throw invalidInput('from', from, 'an EVM address')
  if (!isValidEvmAddress(contractAddress))
    throw invalidInput('contractAddress', contractAddress, 'an EVM address')
  if (typeof functionName !== 'string' || !Array.isArray(args))
    throw invalidInput('functionName', functionName, 'a function name and its args')
  const chainId = evmChainId(caipNetwork)
  const connector = connectorFor(context.config, connectorId)
  try {
    const hash = await wagmiWriteContract(context.config, {
      abi: (abi ?? tokenTransferAbi) as Abi,
      address: contractAddress as `0x${string}`,
      functionName,
      args,
      account: from as `0x${string}`,
      chainId,
      ...(connector ? { connector } : {}),
    })
    forgetBalances(context, chainId, [from])
    return { hash }
  } catch (error) {
    throwWalletError(error)
  }
}

import type { EvmWriteContractParams } from '@latchkey/adapter-kit'
import { evmChainId, invalidInput, latchkeyError, throwWalletError } from '@latchkey/core'
import type { Abi } from 'viem'
import { loadWalletClient } from '../clients/loadWalletClient'
import { isAddress } from '../hex/isAddress'
import { toViemChain } from '../networks/toViemChain'
import { erc20AbiFor } from '../tokens/usdtStyleTokens'
import type { AdapterContext } from './AdapterContext'
import { forgetBalances } from './forgetBalances'
import { resolveProvider } from './resolveProvider'

export type WriteContractParameters = EvmWriteContractParams
export interface WriteContractReturnType {
  hash: `0x${string}`
}

/**
 * A contract call through the wallet. Without an ABI the call is taken as ERC-20 and the ABI is
 * picked by contract: USDT-type tokens (SPEC §5) get the one whose transfer returns nothing.
 * The call is first simulated on the node, so a revert fails here instead of in the wallet.
 */
export async function writeContract(
  context: AdapterContext,
  parameters: WriteContractParameters,
): Promise<WriteContractReturnType> {
  const { caipNetwork, connectorId, from, contractAddress, functionName, args } = parameters
  if (!isAddress(from)) throw invalidInput('from', from, 'an EVM address')
  if (!isAddress(contractAddress))
    throw invalidInput('contractAddress', contractAddress, 'an EVM address')
  if (!Array.isArray(args)) throw invalidInput('args', args, 'an array')
  if (parameters.abi === undefined && functionName === 'transfer') checkTransfer(args)
  const chainId = evmChainId(caipNetwork)
  const abi = (parameters.abi ?? erc20AbiFor(context.isUsdtStyle(chainId, contractAddress))) as Abi
  const call = { address: contractAddress, abi, functionName, args, account: from } as const
  try {
    if (context.simulateWrites)
      await (await context.publicClients.get(caipNetwork)).simulateContract(call)
    const client = await loadWalletClient(await resolveProvider(context, connectorId))
    const hash = await client.writeContract({
      ...call,
      chain: toViemChain(caipNetwork, context.publicClients.rpcUrls(caipNetwork)),
    })
    forgetBalances(context, chainId, [from])
    return { hash }
  } catch (error) {
    throwWalletError(error)
  }
}

/** An ERC-20 send (SPEC §5) needs a receiver address and a non-negative amount. */
function checkTransfer(args: readonly unknown[]): void {
  const [to, amount] = args
  if (typeof to !== 'string' || !isAddress(to) || typeof amount !== 'bigint' || amount < 0n)
    throw latchkeyError('INVALID_AMOUNT_AND_RECEIVER')
}

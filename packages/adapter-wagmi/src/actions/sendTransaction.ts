import type { EvmSendTransactionParams } from '@latchkey/adapter-kit'
import {
  evmChainId,
  invalidInput,
  isValidEvmAddress,
  latchkeyError,
  throwWalletError,
} from '@latchkey/core'
import { sendTransaction as wagmiSendTransaction } from '@wagmi/core'
import { connectorFor } from '../connection/findConnector'
import type { AdapterContext } from './AdapterContext'
import { forgetBalances } from './getBalance'

export type SendTransactionParameters = EvmSendTransactionParams
export interface SendTransactionReturnType {
  hash: `0x${string}`
}

const HEX = /^0x[0-9a-fA-F]*$/

/** eth_sendTransaction through wagmi; the wallet fills what it is not given and must be on the chain. */
export async function sendTransaction(
  context: AdapterContext,
  { caipNetwork, connectorId, from, to, value, data, gas, gasPrice }: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  if (!isValidEvmAddress(from)) throw invalidInput('from', from, 'an EVM address')
  if (!isValidEvmAddress(to) || typeof value !== 'bigint' || value < 0n)
    throw latchkeyError('INVALID_AMOUNT_AND_RECEIVER')
  if (data !== undefined && !HEX.test(data)) throw invalidInput('data', data, '0x-prefixed hex')
  const chainId = evmChainId(caipNetwork)
  const connector = connectorFor(context.config, connectorId)
  try {
    const hash = await wagmiSendTransaction(context.config, {
      account: from as `0x${string}`,
      chainId,
      to: to as `0x${string}`,
      value,
      ...(connector ? { connector } : {}),
      ...(data ? { data: data as `0x${string}` } : {}),
      ...(gas !== undefined ? { gas } : {}),
      ...(gasPrice !== undefined ? { gasPrice } : {}),
    })
    forgetBalances(context, chainId, [from, to])
    return { hash }
  } catch (error) {
    throwWalletError(error)
  }
}

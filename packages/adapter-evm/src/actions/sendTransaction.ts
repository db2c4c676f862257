import type { EvmSendTransactionParams } from '@latchkey/adapter-kit'
import { evmChainId, invalidInput, latchkeyError, throwWalletError } from '@latchkey/core'
import { loadWalletClient } from '../clients/loadWalletClient'
import { isAddress } from '../hex/isAddress'
import { isHex } from '../hex/isHex'
import { toViemChain } from '../networks/toViemChain'
import type { AdapterContext } from './AdapterContext'
import { forgetBalances } from './forgetBalances'
import { resolveProvider } from './resolveProvider'

export type SendTransactionParameters = EvmSendTransactionParams
export interface SendTransactionReturnType {
  hash: `0x${string}`
}

/**
 * eth_sendTransaction through the wallet, which fills nonce, gas and fees it is not given.
 * Resolves with the hash at once; the wallet must already be on `caipNetwork`.
 */
export async function sendTransaction(
  context: AdapterContext,
  { caipNetwork, connectorId, from, to, value, data, gas, gasPrice }: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  if (!isAddress(from)) throw invalidInput('from', from, 'an EVM address')
  if (!isAddress(to) || typeof value !== 'bigint' || value < 0n)
    throw latchkeyError('INVALID_AMOUNT_AND_RECEIVER')
  if (data !== undefined && !isHex(data)) throw invalidInput('data', data, '0x-prefixed hex')
  const chainId = evmChainId(caipNetwork)
  const client = await loadWalletClient(await resolveProvider(context, connectorId))
  try {
    const hash = await client.sendTransaction({
      account: from,
      chain: toViemChain(caipNetwork, context.publicClients.rpcUrls(caipNetwork)),
      to,
      value,
      ...(data ? { data } : {}),
      ...(gas !== undefined ? { gas } : {}),
      ...(gasPrice !== undefined ? { gasPrice } : {}),
    })
    forgetBalances(context, chainId, [from, to])
    return { hash }
  } catch (error) {
    throwWalletError(error)
  }
}

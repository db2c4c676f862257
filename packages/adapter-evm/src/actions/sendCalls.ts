import type { CaipNetwork } from '@latchkey/core'
import { evmChainId, invalidInput, throwWalletError } from '@latchkey/core'
import { loadWalletClient } from '../clients/loadWalletClient'
import { isAddress } from '../hex/isAddress'
import { numberToHex } from '../hex/numberToHex'
import type { AdapterContext } from './AdapterContext'
import { resolveProvider } from './resolveProvider'
import { type EvmCall, validateCalls } from './validateCalls'

export type { EvmCall }

export interface SendCallsParameters {
  caipNetwork: CaipNetwork
  from: string
  calls: readonly EvmCall[]
  capabilities?: Record<string, unknown>
  /** Ask the wallet to run every call or none. Default false. */
  atomicRequired?: boolean
  connectorId?: string
}
export interface SendCallsReturnType {
  /** The batch id for wallet_getCallsStatus. */
  id: string
  capabilities?: Record<string, unknown>
}

/** EIP-5792 wallet_sendCalls: the wallet runs the batch (atomically when it can). */
export async function sendCalls(
  context: AdapterContext,
  parameters: SendCallsParameters,
): Promise<SendCallsReturnType> {
  const { caipNetwork, from, capabilities, atomicRequired = false, connectorId } = parameters
  const calls = validateCalls(parameters.calls)
  if (!isAddress(from)) throw invalidInput('from', from, 'an EVM address')
  const chainId = numberToHex(evmChainId(caipNetwork))
  const client = await loadWalletClient(await resolveProvider(context, connectorId))
  try {
    const answer = (await client.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId,
          from,
          atomicRequired,
          calls,
          ...(capabilities ? { capabilities } : {}),
        },
      ],
    } as never)) as unknown
    // EIP-5792 v1 wallets answer with the bare id.
    if (typeof answer === 'string') return { id: answer }
    return answer as SendCallsReturnType
  } catch (error) {
    throwWalletError(error)
  }
}

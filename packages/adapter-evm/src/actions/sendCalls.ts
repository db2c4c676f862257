import type { CaipNetwork } from '@latchkey/core'
import type { Hex } from 'viem'
import { loadWalletClient } from '../clients/loadWalletClient'
import { invalidInput } from '../errors/invalidInput'
import { throwWalletError } from '../errors/walletErrors'
import { isAddress } from '../hex/isAddress'
import { isHex } from '../hex/isHex'
import { numberToHex } from '../hex/numberToHex'
import { evmChainId } from '../networks/evmChainId'
import type { AdapterContext } from './AdapterContext'
import { resolveProvider } from './resolveProvider'

export interface EvmCall {
  /** SPEC §5: starts with 0x (a full address is required). */
  to: string
  /** SPEC §5: when present, starts with 0x. */
  data?: string
  value?: bigint
}

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

/** Checks each call (SPEC §5) and returns them in wire form; nothing is sent when one is bad. */
export function validateCalls(calls: readonly EvmCall[]): { to: Hex; data?: Hex; value?: Hex }[] {
  if (!Array.isArray(calls) || calls.length === 0)
    throw invalidInput('calls', calls, 'a non-empty list')
  return calls.map((call, index) => {
    const { to, data, value } = (call ?? {}) as Partial<EvmCall>
    if (typeof to !== 'string' || !to.startsWith('0x') || !isAddress(to))
      throw invalidInput(`calls[${index}].to`, to, 'an address starting with 0x')
    if (data !== undefined && (typeof data !== 'string' || !data.startsWith('0x') || !isHex(data)))
      throw invalidInput(`calls[${index}].data`, data, 'hex starting with 0x')
    if (value !== undefined && (typeof value !== 'bigint' || value < 0n))
      throw invalidInput(`calls[${index}].value`, value, 'a non-negative bigint')
    return {
      to,
      ...(data !== undefined ? { data } : {}),
      ...(value !== undefined ? { value: numberToHex(value) } : {}),
    }
  })
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

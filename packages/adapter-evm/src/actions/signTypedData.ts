import { invalidInput, throwWalletError } from '@latchkey/core'
import type { TypedDataDefinition } from 'viem'
import { loadWalletClient } from '../clients/loadWalletClient'
import { isAddress } from '../hex/isAddress'
import type { AdapterContext } from './AdapterContext'
import { resolveProvider } from './resolveProvider'

export interface SignTypedDataParameters {
  address: string
  /** EIP-712 domain, types, primaryType and message; a JSON string of the same is accepted. */
  typedData: TypedDataDefinition | string
  connectorId?: string
}
export interface SignTypedDataReturnType {
  signature: `0x${string}`
}

/** eth_signTypedData_v4 by `address`; viem checks the data against its types before the wallet sees it. */
export async function signTypedData(
  context: AdapterContext,
  { address, typedData, connectorId }: SignTypedDataParameters,
): Promise<SignTypedDataReturnType> {
  if (!isAddress(address)) throw invalidInput('address', address, 'an EVM address')
  const definition = parseTypedData(typedData)
  const client = await loadWalletClient(await resolveProvider(context, connectorId))
  try {
    return { signature: await client.signTypedData({ ...definition, account: address }) }
  } catch (error) {
    throwWalletError(error)
  }
}

function parseTypedData(typedData: TypedDataDefinition | string): TypedDataDefinition {
  let value: unknown = typedData
  if (typeof typedData === 'string')
    try {
      value = JSON.parse(typedData)
    } catch {
      throw invalidInput('typedData', typedData, 'EIP-712 typed data')
    }
  const shape = value as Partial<TypedDataDefinition> | null
  if (!shape || typeof shape !== 'object' || typeof shape.primaryType !== 'string' || !shape.types)
    throw invalidInput('typedData', typedData, 'EIP-712 typed data')
  return shape as TypedDataDefinition
}

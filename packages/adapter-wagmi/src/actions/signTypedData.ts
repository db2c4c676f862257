import type { EvmSignTypedDataParams } from '@latchkey/adapter-kit'
import { invalidInput, isValidEvmAddress, throwWalletError } from '@latchkey/core'
import { signTypedData as wagmiSignTypedData } from '@wagmi/core'
import { connectorFor } from '../connection/findConnector'
import type { AdapterContext } from './AdapterContext'

/** EIP-712 (eth_signTypedData_v4) by `address`; a JSON string of the typed data is accepted. */
export async function signTypedData(
  { config }: AdapterContext,
  { address, typedData, connectorId }: EvmSignTypedDataParams,
): Promise<{ signature: `0x${string}` }> {
  if (!isValidEvmAddress(address)) throw invalidInput('address', address, 'an EVM address')
  const data = parseTypedData(typedData)
  const connector = connectorFor(config, connectorId)
  try {
    const signature = await wagmiSignTypedData(config, {
      ...(data as Parameters<typeof wagmiSignTypedData>[1]),
      account: address as `0x${string}`,
      ...(connector ? { connector } : {}),
    })
    return { signature }
  } catch (error) {
    throwWalletError(error)
  }
}

function parseTypedData(value: unknown): Record<string, unknown> {
  let data = value
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value)
    } catch {
      throw invalidInput('typedData', value, 'EIP-712 typed data')
    }
  }
  const typed = data as Record<string, unknown> | null
  if (!typed || typeof typed !== 'object' || !typed.types || typeof typed.primaryType !== 'string')
    throw invalidInput('typedData', value, 'EIP-712 typed data')
  return typed
}

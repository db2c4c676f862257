import { invalidInput, throwWalletError } from '@latchkey/core'
import { loadWalletClient } from '../clients/loadWalletClient'
import { isAddress } from '../hex/isAddress'
import type { AdapterContext } from './AdapterContext'
import { resolveProvider } from './resolveProvider'

export interface GetCapabilitiesParameters {
  address: string
  connectorId?: string
  /** Only this chain's capabilities. */
  chainId?: number
}
/** Capabilities per chain id (EIP-5792), or one chain's when `chainId` is given. */
export type GetCapabilitiesReturnType = Record<string, unknown>

/** EIP-5792 wallet_getCapabilities for `address`. */
export async function getCapabilities(
  context: AdapterContext,
  { address, connectorId, chainId }: GetCapabilitiesParameters,
): Promise<GetCapabilitiesReturnType> {
  if (!isAddress(address)) throw invalidInput('address', address, 'an EVM address')
  const client = await loadWalletClient(await resolveProvider(context, connectorId))
  try {
    return (await client.getCapabilities({
      account: address,
      ...(chainId !== undefined ? { chainId } : {}),
    })) as GetCapabilitiesReturnType
  } catch (error) {
    throwWalletError(error)
  }
}

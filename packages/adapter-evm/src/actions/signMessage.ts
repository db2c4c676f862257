import type { AdapterSignMessageParams } from '@latchkey/adapter-kit'
import { invalidInput, throwWalletError } from '@latchkey/core'
import { loadWalletClient } from '../clients/loadWalletClient'
import { isAddress } from '../hex/isAddress'
import type { AdapterContext } from './AdapterContext'
import { resolveProvider } from './resolveProvider'

export type SignMessageParameters = AdapterSignMessageParams
export interface SignMessageReturnType {
  signature: `0x${string}`
}

/** personal_sign of a UTF-8 message (EIP-191) by `address`. */
export async function signMessage(
  context: AdapterContext,
  { message, address, connectorId }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  if (typeof message !== 'string') throw invalidInput('message', message, 'a string')
  if (!isAddress(address)) throw invalidInput('address', address, 'an EVM address')
  const client = await loadWalletClient(await resolveProvider(context, connectorId))
  try {
    return { signature: await client.signMessage({ account: address, message }) }
  } catch (error) {
    throwWalletError(error)
  }
}

import type { AdapterSignMessageParams } from '@latchkey/adapter-kit'
import { invalidInput, isValidEvmAddress, throwWalletError } from '@latchkey/core'
import { signMessage as wagmiSignMessage } from '@wagmi/core'
import { connectorFor } from '../connection/findConnector'
import type { AdapterContext } from './AdapterContext'

export type SignMessageParameters = AdapterSignMessageParams
export interface SignMessageReturnType {
  signature: `0x${string}`
}

/** personal_sign (EIP-191) by `address` through wagmi's connector client. */
export async function signMessage(
  { config }: AdapterContext,
  { message, address, connectorId }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  if (typeof message !== 'string') throw invalidInput('message', message, 'a string')
  if (!isValidEvmAddress(address)) throw invalidInput('address', address, 'an EVM address')
  const connector = connectorFor(config, connectorId)
  try {
    const signature = await wagmiSignMessage(config, {
      message,
      account: address as `0x${string}`,
      ...(connector ? { connector } : {}),
    })
    return { signature }
  } catch (error) {
    throwWalletError(error)
  }
}

import type { AdapterSignMessageParams } from '@latchkey/adapter-kit'
import { requireActiveWallet } from '@latchkey/adapter-kit'
import { throwWalletError } from '@latchkey/core'
import type { AdapterContext } from './AdapterContext'

export type SignMessageParameters = AdapterSignMessageParams
export interface SignMessageReturnType {
  /** The ed25519 signature, base58. */
  signature: string
}

/** Signs a text (its UTF-8 bytes) with the connected account (`solana:signMessage`). */
export function signMessage(
  context: AdapterContext,
  { message, address, connectorId }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  return signMessageBytes(context, new TextEncoder().encode(message), address, connectorId)
}

/** Signs raw bytes with the connected account; the wallet shows them as it can. */
export async function signMessageBytes(
  context: AdapterContext,
  message: Uint8Array,
  address: string,
  connectorId?: string,
): Promise<SignMessageReturnType> {
  const { connector, caipNetwork } = requireActiveWallet(context, connectorId)
  try {
    return { signature: await connector.signer.signMessage(message, address, caipNetwork) }
  } catch (error) {
    throwWalletError(error, { refusalWords: true })
  }
}

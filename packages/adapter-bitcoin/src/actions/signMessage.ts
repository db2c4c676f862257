import type { AdapterSignMessageParams } from '@latchkey/adapter-kit'
import { requireActiveWallet } from '@latchkey/adapter-kit'
import { invalidInput, toWalletError } from '@latchkey/core'
import type { MessageProtocol } from '../connectors/BitcoinSigner'
import type { AdapterContext } from './AdapterContext'

export interface SignMessageParameters extends AdapterSignMessageParams {
  /** BIP-322 simple or the legacy ECDSA form; the wallet's own choice when absent. */
  protocol?: MessageProtocol
}
export interface SignMessageReturnType {
  /** Base64: a BIP-322 simple witness, or a 65-byte BIP-137 signature. */
  signature: string
}

/** Signs a text with one of the connected wallet's addresses (SIWX uses it, §3). */
export async function signMessage(
  context: AdapterContext,
  { message, address, connectorId, protocol }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const active = requireActiveWallet(context, connectorId)
  if (!active.accounts.some((a) => a.address === address))
    throw invalidInput('address', address, 'an address of the connected wallet')
  if (protocol !== undefined && protocol !== 'bip322' && protocol !== 'ecdsa')
    throw invalidInput('protocol', protocol, "'bip322' or 'ecdsa'")
  try {
    const signature = await active.connector.signer.signMessage({
      address,
      message,
      caipNetwork: active.caipNetwork,
      ...(protocol ? { protocol } : {}),
    })
    return { signature }
  } catch (error) {
    throw toWalletError(error, { refusalWords: true })
  }
}

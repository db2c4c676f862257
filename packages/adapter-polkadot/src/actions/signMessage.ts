import type { AdapterSignMessageParams } from '@latchkey/adapter-kit'
import { bytesToHex, WALLET_ERROR_CODES, WalletRpcError } from '@latchkey/core'
import { loadSs58 } from '../address/loadSs58'
import { invalidInput } from '../errors/invalidInput'
import { throwWalletError } from '../errors/walletErrors'
import type { AdapterContext } from './AdapterContext'
import { resolveConnection } from './resolveConnection'

export type SignMessageParameters = AdapterSignMessageParams
export interface SignMessageReturnType {
  /** The sr25519/ed25519/ecdsa signature, hex; verify with util-crypto's signatureVerify. */
  signature: string
}

/**
 * signRaw of the UTF-8 message as bytes by `address`; extensions wrap it in <Bytes>…</Bytes>
 * before signing, so it can never be a valid transaction.
 */
export async function signMessage(
  context: AdapterContext,
  { message, address, connectorId }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  if (typeof message !== 'string') throw invalidInput('message', message, 'a string')
  const connection = resolveConnection(context, connectorId)
  const { toNetworkAddress } = await loadSs58()
  const key = toNetworkAddress(address, 42)
  if (!key || !connection.accounts.some((a) => toNetworkAddress(a.address, 42) === key))
    throw invalidInput('address', address, 'an account of the connected wallet')
  const { signRaw } = connection.wallet.signer
  if (!signRaw) throw new WalletRpcError(WALLET_ERROR_CODES.UNSUPPORTED_METHOD)
  try {
    const { signature } = await signRaw.call(connection.wallet.signer, {
      address,
      data: bytesToHex(new TextEncoder().encode(message)),
      type: 'bytes',
    })
    return { signature }
  } catch (error) {
    throwWalletError(error)
  }
}

import type { AdapterSignInParams, AdapterSignInResult } from '@latchkey/adapter-kit'
import { requireActiveWallet } from '@latchkey/adapter-kit'
import { throwWalletError, WALLET_ERROR_CODES, WalletRpcError } from '@latchkey/core'
import type { SolanaSignInInput } from '@solana/wallet-standard-features'
import { signInChainId } from '../networks/walletChain'
import type { AdapterContext } from './AdapterContext'

export type SignInParameters = AdapterSignInParams
/** The wallet's text and its ed25519 signature (base58); undefined: the wallet has no signIn. */
export type SignInReturnType = AdapterSignInResult | undefined

/** The `solana:signIn` input for a sign-in's fields: the same fields, the chain as a cluster. */
export function signInInput({ data }: Pick<SignInParameters, 'data'>): SolanaSignInInput {
  const optional = ['statement', 'issuedAt', 'expirationTime', 'notBefore', 'requestId'] as const
  return {
    domain: data.domain,
    address: data.accountAddress,
    uri: data.uri,
    version: data.version,
    chainId: signInChainId(data.chainId),
    nonce: data.nonce,
    ...Object.fromEntries(optional.flatMap((k) => (data[k] === undefined ? [] : [[k, data[k]]]))),
    ...(data.resources ? { resources: [...data.resources] } : {}),
  }
}

/**
 * Signs in through the wallet's `solana:signIn` (Sign In With Solana), where it offers it: the
 * wallet writes the message from the fields and signs it; the session keeps that text.
 */
export async function signIn(
  context: AdapterContext,
  params: SignInParameters,
): Promise<SignInReturnType> {
  const { connector } = requireActiveWallet(context, params.connectorId)
  const { signer } = connector
  if (!signer.signIn) return undefined
  let output: Awaited<ReturnType<NonNullable<typeof signer.signIn>>>
  try {
    output = await signer.signIn(signInInput(params))
  } catch (error) {
    throwWalletError(error, { refusalWords: true })
  }
  // Another account's sign-in would fail verification anyway: say so where it happened.
  if (output.address !== params.address) throw new WalletRpcError(WALLET_ERROR_CODES.INTERNAL_ERROR)
  let message: string
  try {
    message = new TextDecoder('utf-8', { fatal: true }).decode(output.signedMessage)
  } catch {
    throw new WalletRpcError(WALLET_ERROR_CODES.INTERNAL_ERROR)
  }
  return { message, signature: output.signature }
}

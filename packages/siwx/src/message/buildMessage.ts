import { isCaipNetworkId, type SiwxMessageData } from '@latchkey/core'
import { CHAIN_NAMES } from './chainNames'
import { isMessageAddress } from './messageAddress'
import { FIELD_RULES, isChainReference, issuedAtRequired } from './messageFields'
import { isUri } from './messageGrammar'
import { SiwxMessageError } from './SiwxMessageError'

export type BuildMessageParameters = SiwxMessageData
export type BuildMessageReturnType = string

const REQUIRED = ['domain', 'uri', 'version', 'nonce'] as const

/**
 * The CAIP-122 text a wallet signs: EIP-4361 for eip155 (its "Chain ID" is the chain's
 * reference), the same lines with "Solana", "Bitcoin" or "Polkadot" in the header for those
 * chains. Throws SiwxMessageError when a field breaks EIP-4361's ABNF.
 */
export function buildMessage(data: BuildMessageParameters): BuildMessageReturnType {
  if (!isCaipNetworkId(data.chainId)) throw new SiwxMessageError('chainId is not a CAIP-2 id')
  const [namespace, reference] = data.chainId.split(':') as [keyof typeof CHAIN_NAMES, string]
  if (!isChainReference(namespace, reference))
    throw new SiwxMessageError(`chainId reference "${reference}" is not one for ${namespace}`)
  if (!isMessageAddress(namespace, data.accountAddress))
    throw new SiwxMessageError(`accountAddress is not a ${CHAIN_NAMES[namespace]} account address`)
  for (const key of REQUIRED)
    if (data[key] === undefined) throw new SiwxMessageError(`${key} is required`)
  if (data.issuedAt === undefined && issuedAtRequired(namespace))
    throw new SiwxMessageError('issuedAt is required')
  for (const [key, [valid, reason]] of Object.entries(FIELD_RULES))
    if (
      data[key as keyof typeof FIELD_RULES] !== undefined &&
      !valid(data[key as keyof typeof FIELD_RULES])
    )
      throw new SiwxMessageError(reason)
  if (data.resources !== undefined && !data.resources.every(isUri))
    throw new SiwxMessageError('resources must be RFC 3986 URIs')

  const scheme = data.scheme === undefined ? '' : `${data.scheme}://`
  const lines = [
    `${scheme}${data.domain} wants you to sign in with your ${CHAIN_NAMES[namespace]} account:`,
    data.accountAddress,
    '',
  ]
  // EIP-4361: [ statement LF ] LF, so no statement leaves two empty lines after the address.
  if (data.statement !== undefined) lines.push(data.statement)
  lines.push(
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
  )
  if (data.issuedAt !== undefined) lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources !== undefined) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

import { parseCaipNetworkId, type SiwxMessageData } from '@latchkey/core'
import { CHAIN_NAMES } from './chainNames'
import { SiwxMessageError } from './SiwxMessageError'

export type BuildMessageParameters = SiwxMessageData
export type BuildMessageReturnType = string

/**
 * The CAIP-122 text a wallet signs: EIP-4361 for eip155 (its "Chain ID" is the chain's
 * reference), the same lines with "Solana" or "Bitcoin" in the header for those chains.
 * Throws SiwxMessageError when a field would break the line structure.
 */
export function buildMessage(data: BuildMessageParameters): BuildMessageReturnType {
  const { chainNamespace, chainId } = parseCaipNetworkId(data.chainId)
  for (const [field, value] of Object.entries(data)) {
    const values = Array.isArray(value) ? value : [value]
    if (values.some((v) => typeof v === 'string' && /[\r\n]/.test(v)))
      throw new SiwxMessageError(`${field} must be one line`)
  }
  if (!data.domain || /\s/.test(data.domain)) throw new SiwxMessageError('domain is not a host')
  if (!data.accountAddress || /\s/.test(data.accountAddress))
    throw new SiwxMessageError('accountAddress is not an address')
  if (!data.uri || !data.version) throw new SiwxMessageError('uri and version are required')
  // EIP-4361: at least 8 alphanumeric characters, so a nonce cannot be guessed.
  if (!/^[A-Za-z0-9]{8,}$/.test(data.nonce))
    throw new SiwxMessageError('nonce must be 8 or more letters and digits')
  if (data.statement === '' || data.statement?.startsWith('URI: '))
    throw new SiwxMessageError('statement must be a non-empty line not starting "URI: "')
  if (data.resources?.some((r) => r.length === 0))
    throw new SiwxMessageError('resources must not be empty')
  const lines = [
    `${data.domain} wants you to sign in with your ${CHAIN_NAMES[chainNamespace]} account:`,
    data.accountAddress,
    '',
  ]
  if (data.statement !== undefined) lines.push(data.statement, '')
  lines.push(
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${chainId}`,
    `Nonce: ${data.nonce}`,
  )
  if (data.issuedAt !== undefined) lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources !== undefined) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

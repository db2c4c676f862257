import type { ChainNamespace, SiwxMessageData } from '@latchkey/core'
import {
  isAuthority,
  isDateTime,
  isNonce,
  isRequestId,
  isScheme,
  isStatement,
  isUri,
} from './messageGrammar'

type TextField = Exclude<keyof SiwxMessageData, 'accountAddress' | 'chainId' | 'resources'>

/** Each text field's EIP-4361 rule and the reason a value breaks it; the same for every namespace. */
export const FIELD_RULES: Readonly<Record<TextField, [(v: unknown) => boolean, string]>> = {
  scheme: [isScheme, 'scheme is not an RFC 3986 scheme'],
  domain: [isAuthority, 'domain is not an RFC 3986 authority'],
  statement: [isStatement, 'statement must be one line of RFC 3986 reserved/unreserved characters'],
  uri: [isUri, 'uri is not an RFC 3986 URI'],
  version: [(v) => v === '1', 'version must be 1'],
  nonce: [isNonce, 'nonce must be 8 or more letters and digits'],
  issuedAt: [isDateTime, 'issuedAt is not an RFC 3339 date-time that exists'],
  expirationTime: [isDateTime, 'expirationTime is not an RFC 3339 date-time that exists'],
  notBefore: [isDateTime, 'notBefore is not an RFC 3339 date-time that exists'],
  requestId: [isRequestId, 'requestId must be RFC 3986 pchar characters'],
}

/** The Chain ID line: EIP-4361 wants EIP-155 digits, others a CAIP-2 reference. */
export function isChainReference(namespace: ChainNamespace, reference: string): boolean {
  return namespace === 'eip155' ? /^\d+$/.test(reference) : /^[-_a-zA-Z0-9]{1,32}$/.test(reference)
}

/** EIP-4361 requires Issued At; CAIP-122's other chains (Solana's SIWS among them) do not. */
export const issuedAtRequired = (namespace: ChainNamespace) => namespace === 'eip155'

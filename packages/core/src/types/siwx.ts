import type { CaipNetworkId } from './caip'

/** The fields of a sign-in-with-wallet message (CAIP-122). */
export interface SiwxMessageData {
  accountAddress: string
  chainId: CaipNetworkId
  /** EIP-4361's optional `scheme://` before the domain (`https`), absent when the text has none. */
  scheme?: string
  domain: string
  uri: string
  version: string
  nonce: string
  statement?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** SPEC §3 SIWX session. */
export interface SiwxSession {
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: unknown
}

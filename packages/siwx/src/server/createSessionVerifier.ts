import type { CaipNetworkId, SiwxMessageData, SiwxSession } from '@latchkey/core'
import { dateTimeToMs } from '../message/messageGrammar'
import { parseMessage } from '../message/parseMessage'
import type { SiwxVerifier } from '../verify/SiwxVerifier'
import type { NonceStore } from './nonceStore'
import {
  SiwxChainNotAllowedError,
  SiwxDataMismatchError,
  SiwxDomainMismatchError,
  SiwxExpiredError,
  SiwxIssuedInFutureError,
  SiwxMalformedMessageError,
  SiwxNonceError,
  SiwxNotYetValidError,
  SiwxSignatureError,
  SiwxUnsupportedNamespaceError,
  SiwxUriMismatchError,
} from './SiwxVerificationError'

export interface SessionVerifierOptions {
  /** The host the messages must name (`example.com`, `127.0.0.1:5173`). */
  domain: string
  /** The message's URI must start with this origin; default `https://<domain>`. */
  origin?: string
  /** The networks sign-in is accepted on. */
  chains: readonly CaipNetworkId[]
  verifiers: readonly SiwxVerifier[]
  nonces: NonceStore
  /** Tolerated difference between the wallet's clock and ours; default 60 s. */
  clockSkewMs?: number
  now?: () => number
}

/** The checked fields of a session the server accepted. */
export type VerifiedSession = SiwxSession & { data: SiwxMessageData }

const FIELDS = [
  'accountAddress',
  'chainId',
  'scheme',
  'domain',
  'uri',
  'version',
  'nonce',
  'statement',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'requestId',
] as const

// RFC 3339 read to the letter: Date.parse would take 2025-02-31 as 3 March.
function time(value: string, field: string): number {
  const t = dateTimeToMs(value)
  if (t === undefined) throw new SiwxMalformedMessageError(new Error(`${field} is not a time`))
  return t
}

/**
 * A Node host's check of a signed session: the message text is the truth (the session's data
 * must say the same), then domain, URI, chain, time bounds, signature, and last the nonce,
 * used once. Each refusal throws its own SiwxVerificationError subclass.
 */
export function createSessionVerifier(options: SessionVerifierOptions) {
  const { domain, chains, verifiers, nonces, clockSkewMs = 60_000, now = Date.now } = options
  const origin = options.origin ?? `https://${domain}`

  return async function verifySession(session: SiwxSession): Promise<VerifiedSession> {
    let data: SiwxMessageData
    const claimed = String(session.data?.chainId).split(':')[0]
    try {
      data =
        verifiers.find((v) => v.namespace === claimed)?.readMessage?.(session) ??
        parseMessage(session.message)
    } catch (error) {
      throw new SiwxMalformedMessageError(error)
    }
    for (const field of FIELDS)
      if (session.data?.[field] !== data[field]) throw new SiwxDataMismatchError(field)
    if (JSON.stringify(session.data.resources) !== JSON.stringify(data.resources))
      throw new SiwxDataMismatchError('resources')
    if (data.domain !== domain) throw new SiwxDomainMismatchError(domain, data.domain)
    // EIP-4361: a scheme before the domain must be the origin's.
    if (data.scheme !== undefined && `${data.scheme}:` !== new URL(origin).protocol)
      throw new SiwxDomainMismatchError(origin, `${data.scheme}://${data.domain}`)
    if (data.uri !== origin && !data.uri.startsWith(`${origin}/`))
      throw new SiwxUriMismatchError(data.uri)
    if (!chains.includes(data.chainId)) throw new SiwxChainNotAllowedError(data.chainId)
    const t = now()
    if (data.expirationTime && time(data.expirationTime, 'expirationTime') <= t - clockSkewMs)
      throw new SiwxExpiredError(data.expirationTime)
    if (data.notBefore && time(data.notBefore, 'notBefore') > t + clockSkewMs)
      throw new SiwxNotYetValidError(data.notBefore)
    if (data.issuedAt && time(data.issuedAt, 'issuedAt') > t + clockSkewMs)
      throw new SiwxIssuedInFutureError(data.issuedAt)
    const namespace = data.chainId.split(':')[0] ?? ''
    const verifier = verifiers.find((v) => v.namespace === namespace)
    if (!verifier) throw new SiwxUnsupportedNamespaceError(namespace)
    if (!(await verifier.verify({ ...session, data })))
      throw new SiwxSignatureError(data.accountAddress)
    // Last: a refused session leaves its nonce usable, a replayed one finds it spent.
    if (!(await nonces.consume(data.nonce))) throw new SiwxNonceError(data.nonce)
    return { ...session, data }
  }
}

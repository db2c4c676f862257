import type { SiwxMessageData, SiwxSession } from '@latchkey/core'
import { buildMessage } from '../../message/buildMessage'
import { signInChainIds } from './signInChainIds'
import { buildSignInMessage } from './signInMessage'

const TEXT_FIELDS = [
  'accountAddress',
  'chainId',
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
const REQUIRED = ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce'] as const

const oneLine = (value: unknown): value is string =>
  typeof value === 'string' && !/[\r\n]/.test(value)

/** The session's data with only the sign-in fields, when each is a one-line text. */
function cleanData(data: unknown): SiwxMessageData | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const source = data as Record<string, unknown>
  const clean: Record<string, unknown> = {}
  for (const field of TEXT_FIELDS) {
    const value = source[field]
    if (value === undefined && !(REQUIRED as readonly string[]).includes(field)) continue
    if (!oneLine(value) || value === '') return undefined
    clean[field] = value
  }
  const { resources } = source
  if (resources !== undefined) {
    if (!Array.isArray(resources) || !resources.every((r) => oneLine(r) && r !== ''))
      return undefined
    clean.resources = [...resources]
  }
  return clean as unknown as SiwxMessageData
}

/**
 * The fields a Solana sign-in message states, read against the session's own data: the message
 * must be, byte for byte, the CAIP-122 text of that data (buildMessage) or the Sign In With
 * Solana text a `solana:signIn` wallet writes for it. Undefined when it is neither.
 */
export function readSignInMessage(session: SiwxSession): SiwxMessageData | undefined {
  const data = cleanData(session?.data)
  if (!data || typeof session.message !== 'string') return undefined
  try {
    if (session.message === buildMessage(data)) return data
  } catch {
    return undefined
  }
  const { accountAddress, ...rest } = data
  for (const chainId of signInChainIds(data.chainId))
    if (session.message === buildSignInMessage({ ...rest, address: accountAddress, chainId }))
      return data
  return undefined
}

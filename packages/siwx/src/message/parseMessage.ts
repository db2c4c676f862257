import type { CaipNetworkId, SiwxMessageData } from '@latchkey/core'
import { CHAIN_NAMES, namespaceOfChainName } from './chainNames'
import { isMessageAddress } from './messageAddress'
import { FIELD_RULES, isChainReference, issuedAtRequired } from './messageFields'
import { isUri } from './messageGrammar'
import { SiwxMessageError } from './SiwxMessageError'

export type ParseMessageReturnType = SiwxMessageData

// [ scheme "://" ] domain: a scheme is letters first, then letters, digits, + - or .
const HEADER =
  /^(?:([A-Za-z][A-Za-z0-9+\-.]*):\/\/)?(.*) wants you to sign in with your ([A-Za-z]+) account:$/
// The optional fields after "Nonce", in the order EIP-4361 writes them.
const OPTIONAL = [
  ['Issued At', 'issuedAt'],
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const

/** Reads a CAIP-122 text back into its fields (the inverse of buildMessage), to EIP-4361's ABNF. */
export function parseMessage(message: string): ParseMessageReturnType {
  const lines = message.split('\n')
  let at = 0
  const fail = (reason: string): never => {
    throw new SiwxMessageError(reason, at + 1)
  }
  const check = <K extends keyof typeof FIELD_RULES>(key: K, value: string) => {
    const [valid, reason] = FIELD_RULES[key]
    if (!valid(value)) fail(reason)
    return value
  }
  const [, scheme, domain = '', chainName = ''] =
    HEADER.exec(lines[at] ?? '') ?? fail('expected the sign-in header')
  const namespace = namespaceOfChainName(chainName) ?? fail(`unknown chain "${chainName}"`)
  if (scheme !== undefined) check('scheme', scheme)
  check('domain', domain)
  at++
  const accountAddress = lines[at] ?? ''
  if (!isMessageAddress(namespace, accountAddress))
    fail(`expected a ${CHAIN_NAMES[namespace]} account address`)
  at++
  if (lines[at] !== '') fail('expected an empty line after the address')
  at++
  // EIP-4361: [ statement LF ] LF: one line of statement (perhaps empty) or none, then a gap.
  let statement: string | undefined
  if (lines[at] !== '' || lines[at + 1] === '') {
    statement = check('statement', lines[at] ?? '')
    at++
  }
  if (lines[at] !== '') fail('expected an empty line before the URI')
  at++
  const field = (label: string): string => {
    const line = lines[at] ?? ''
    if (!line.startsWith(`${label}: `)) fail(`expected "${label}"`)
    return line.slice(label.length + 2)
  }
  const uri = check('uri', field('URI'))
  at++
  const version = check('version', field('Version'))
  at++
  const reference = field('Chain ID')
  if (!isChainReference(namespace, reference)) fail('invalid chain id')
  at++
  const nonce = check('nonce', field('Nonce'))
  at++
  const data: SiwxMessageData = {
    accountAddress,
    chainId: `${namespace}:${reference}` as CaipNetworkId,
    domain,
    uri,
    version,
    nonce,
  }
  if (scheme !== undefined) data.scheme = scheme
  if (statement !== undefined) data.statement = statement
  if (issuedAtRequired(namespace) && !lines[at]?.startsWith('Issued At: '))
    fail('expected "Issued At"')
  for (const [label, key] of OPTIONAL)
    if (lines[at]?.startsWith(`${label}: `)) {
      data[key] = check(key, field(label))
      at++
    }
  if (lines[at] === 'Resources:') {
    at++
    const resources: string[] = []
    while (at < lines.length) {
      const line = lines[at] ?? ''
      if (!line.startsWith('- ') || !isUri(line.slice(2))) fail('expected a resource "- <URI>"')
      resources.push(line.slice(2))
      at++
    }
    data.resources = resources
  }
  if (at !== lines.length) fail('unexpected line')
  return data
}

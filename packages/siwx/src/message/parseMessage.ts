import { isCaipNetworkId, type SiwxMessageData } from '@latchkey/core'
import { namespaceOfChainName } from './chainNames'
import { SiwxMessageError } from './SiwxMessageError'

export type ParseMessageReturnType = SiwxMessageData

const HEADER = /^(.+) wants you to sign in with your ([A-Za-z]+) account:$/
// The optional fields after "Nonce", in the order CAIP-122 writes them.
const OPTIONAL = [
  ['Issued At', 'issuedAt'],
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const

/** Reads a CAIP-122 text back into its fields (the inverse of buildMessage), strictly. */
export function parseMessage(message: string): ParseMessageReturnType {
  const lines = message.split('\n')
  let at = 0
  const fail = (reason: string): never => {
    throw new SiwxMessageError(reason, at + 1)
  }
  const header = HEADER.exec(lines[at] ?? '') ?? fail('expected the sign-in header')
  const [, domain = '', chainName = ''] = header
  const namespace = namespaceOfChainName(chainName) ?? fail(`unknown chain "${chainName}"`)
  at++
  const accountAddress = lines[at] || fail('expected the account address')
  at++
  if (lines[at] !== '') fail('expected an empty line after the address')
  at++
  let statement: string | undefined
  if (!lines[at]?.startsWith('URI: ')) {
    statement = lines[at] ?? fail('expected a statement or the URI')
    at++
    if (lines[at] !== '') fail('expected an empty line after the statement')
    at++
  }
  const field = (label: string): string => {
    const line = lines[at] ?? ''
    if (!line.startsWith(`${label}: `)) fail(`expected "${label}"`)
    at++
    return line.slice(label.length + 2)
  }
  const uri = field('URI')
  const version = field('Version')
  const chainId = `${namespace}:${field('Chain ID')}`
  if (!isCaipNetworkId(chainId)) fail('invalid chain id')
  const nonce = field('Nonce')
  const data: SiwxMessageData = {
    accountAddress,
    chainId: chainId as SiwxMessageData['chainId'],
    domain,
    uri,
    version,
    nonce,
  }
  if (statement !== undefined) data.statement = statement
  for (const [label, key] of OPTIONAL)
    if (lines[at]?.startsWith(`${label}: `)) data[key] = field(label)
  if (lines[at] === 'Resources:') {
    at++
    const resources: string[] = []
    while (at < lines.length) {
      const line = lines[at] ?? ''
      if (!line.startsWith('- ') || line.length === 2) fail('expected a resource "- <uri>"')
      resources.push(line.slice(2))
      at++
    }
    data.resources = resources
  }
  if (at !== lines.length) fail('unexpected line')
  return data
}

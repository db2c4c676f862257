/**
 * Sign In With Farcaster messages (FIP-11): EIP-4361 text whose resources name the signer's FID
 * as `farcaster://fid/<fid>`, with the statement 'Farcaster Auth' and chain id 10 (the chain of
 * Farcaster's own contracts; the local registry this server reads is configured separately).
 */
export interface SiwfFields {
  domain: string
  address: `0x${string}`
  uri: string
  nonce: string
  fid: number
  /** ISO 8601. */
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
}

export const SIWF_STATEMENT = 'Farcaster Auth'
export const SIWF_CHAIN_ID = 10
const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d{0,15})$/

/** The message a Farcaster app signs for a channel (EIP-4361 layout). */
export function buildSiwfMessage(fields: SiwfFields): string {
  return [
    `${fields.domain} wants you to sign in with your Ethereum account:`,
    fields.address,
    '',
    SIWF_STATEMENT,
    '',
    `URI: ${fields.uri}`,
    'Version: 1',
    `Chain ID: ${SIWF_CHAIN_ID}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
    ...(fields.expirationTime ? [`Expiration Time: ${fields.expirationTime}`] : []),
    ...(fields.notBefore ? [`Not Before: ${fields.notBefore}`] : []),
    ...(fields.requestId ? [`Request ID: ${fields.requestId}`] : []),
    'Resources:',
    `- farcaster://fid/${fields.fid}`,
  ].join('\n')
}

/** Reads a SIWF message; anything not in the layout above is refused with the reason. */
export function parseSiwfMessage(text: string): SiwfFields {
  const lines = text.split('\n')
  const header = /^(\S+) wants you to sign in with your Ethereum account:$/.exec(lines[0] ?? '')
  if (!header) throw new SiwfFormatError('the first line is not an EIP-4361 header')
  const address = lines[1] ?? ''
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new SiwfFormatError('no address')
  if (lines[2] !== '' || lines[3] !== SIWF_STATEMENT || lines[4] !== '')
    throw new SiwfFormatError(`the statement must be '${SIWF_STATEMENT}'`)
  const fields = new Map<string, string>()
  let index = 5
  for (; index < lines.length && lines[index] !== 'Resources:'; index++) {
    const match = /^([A-Z][A-Za-z ]+): (.+)$/.exec(lines[index] as string)
    if (!match || fields.has(match[1] as string))
      throw new SiwfFormatError(`unreadable line ${index + 1}`)
    fields.set(match[1] as string, match[2] as string)
  }
  const resources = lines.slice(index + 1)
  if (lines[index] !== 'Resources:' || resources.length !== 1)
    throw new SiwfFormatError('exactly one resource, farcaster://fid/<fid>, is expected')
  const fid = FID_RESOURCE.exec((resources[0] as string).replace(/^- /, ''))
  if (!fid || !(resources[0] as string).startsWith('- '))
    throw new SiwfFormatError('the resource is not farcaster://fid/<fid>')
  const known = new Set([
    'URI',
    'Version',
    'Chain ID',
    'Nonce',
    'Issued At',
    'Expiration Time',
    'Not Before',
    'Request ID',
  ])
  for (const name of fields.keys())
    if (!known.has(name)) throw new SiwfFormatError(`unknown field ${name}`)
  if (fields.get('Version') !== '1') throw new SiwfFormatError('Version must be 1')
  if (fields.get('Chain ID') !== String(SIWF_CHAIN_ID))
    throw new SiwfFormatError(`Chain ID must be ${SIWF_CHAIN_ID}`)
  const required = (name: string) => {
    const value = fields.get(name)
    if (!value) throw new SiwfFormatError(`${name} is missing`)
    return value
  }
  const nonce = required('Nonce')
  if (!/^[A-Za-z0-9]{8,64}$/.test(nonce)) throw new SiwfFormatError('the nonce is not alphanumeric')
  const issuedAt = required('Issued At')
  for (const name of ['Issued At', 'Expiration Time', 'Not Before'])
    if (fields.has(name) && Number.isNaN(Date.parse(fields.get(name) as string)))
      throw new SiwfFormatError(`${name} is not a date`)
  return {
    domain: header[1] as string,
    address: address as `0x${string}`,
    uri: required('URI'),
    nonce,
    fid: Number(fid[1]),
    issuedAt,
    ...(fields.has('Expiration Time')
      ? { expirationTime: fields.get('Expiration Time') as string }
      : {}),
    ...(fields.has('Not Before') ? { notBefore: fields.get('Not Before') as string } : {}),
    ...(fields.has('Request ID') ? { requestId: fields.get('Request ID') as string } : {}),
  }
}

export class SiwfFormatError extends Error {
  override name = 'SiwfFormatError'
}

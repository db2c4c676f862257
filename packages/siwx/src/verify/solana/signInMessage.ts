/** The fields of a Sign In With Solana message (Wallet Standard `SolanaSignInInput`). */
export interface SignInMessageFields {
  domain: string
  address: string
  statement?: string | undefined
  uri?: string | undefined
  version?: string | undefined
  chainId?: string | undefined
  nonce?: string | undefined
  issuedAt?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}
export type BuildSignInMessageReturnType = string

const LABELS = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
] as const

/**
 * The text a Sign In With Solana wallet signs for these fields (the SIWS spec's ABNF, as
 * `createSignInMessage` writes it). It differs from CAIP-122 text: every field is optional, the
 * chain is a cluster name, and with no statement one empty line, not two, precedes the fields.
 */
export function buildSignInMessage(fields: SignInMessageFields): BuildSignInMessageReturnType {
  let text = `${fields.domain} wants you to sign in with your Solana account:\n${fields.address}`
  if (fields.statement) text += `\n\n${fields.statement}`
  const lines: string[] = []
  for (const [key, label] of LABELS) if (fields[key]) lines.push(`${label}: ${fields[key]}`)
  if (fields.resources) lines.push('Resources:', ...fields.resources.map((r) => `- ${r}`))
  if (lines.length > 0) text += `\n\n${lines.join('\n')}`
  return text
}

import type { SolanaSignInInput } from '@solana/wallet-standard-features'

export type SignInMessageFields = SolanaSignInInput & { domain: string; address: string }

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
 * The text a Sign In With Solana wallet signs (the SIWS spec's ABNF): header and address, the
 * statement after an empty line, then after another the fields the input gives, in order.
 */
export function signInMessage(fields: SignInMessageFields): string {
  let text = `${fields.domain} wants you to sign in with your Solana account:\n${fields.address}`
  if (fields.statement) text += `\n\n${fields.statement}`
  const lines: string[] = []
  for (const [key, label] of LABELS) if (fields[key]) lines.push(`${label}: ${fields[key]}`)
  if (fields.resources) lines.push('Resources:', ...fields.resources.map((r) => `- ${r}`))
  if (lines.length > 0) text += `\n\n${lines.join('\n')}`
  return text
}

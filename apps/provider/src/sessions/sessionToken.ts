import { createHash, randomBytes } from 'node:crypto'

// 32 random bytes in base64url: what the session's owner shows to list its sessions.
const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** A new session token and the hash the database keeps of it (never the token itself). */
export function issueSessionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashSessionToken(token) }
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The token of an `Authorization: Bearer <token>` header, or undefined when there is none. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+)$/i.exec(header ?? '')
  return match && TOKEN.test(match[1]!) ? match[1] : undefined
}

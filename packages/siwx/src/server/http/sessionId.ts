import { randomBytes } from 'node:crypto'

/** A new browser session id: 256 random bits, base64url (43 characters). */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url')
}

/** Whether a cookie value could be an id `newSessionId` made (before asking the store). */
export function isSessionId(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value)
}

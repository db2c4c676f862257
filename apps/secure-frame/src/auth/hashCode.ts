import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

/** Codes are kept only as keyed hashes: a database leak gives no usable code. */
export function hashCode(secret: Uint8Array, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('base64url')
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Six digits, uniformly drawn. */
export const newOtp = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

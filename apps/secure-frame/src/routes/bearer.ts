import type { Context } from 'hono'

/** The session token of `Authorization: Bearer …`. */
export function bearer(c: Context): string | undefined {
  const header = c.req.header('authorization')
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined
}

import { z } from 'zod'

/** Where a history page ends: the sort key of its last transaction. */
export interface HistoryCursor {
  minedAt: string
  chainId: string
  blockNumber: number
  txIndex: number
}

const tuple = z.tuple([
  z.iso.datetime(),
  z.string().min(1).max(100),
  z.number().int().nonnegative(),
  z.number().int().nonnegative(),
])

/** An opaque cursor string (base64url JSON). */
export function encodeHistoryCursor(c: HistoryCursor): string {
  return Buffer.from(JSON.stringify([c.minedAt, c.chainId, c.blockNumber, c.txIndex])).toString(
    'base64url',
  )
}

/** Decodes a cursor made by encodeHistoryCursor; undefined when it is not one. */
export function decodeHistoryCursor(text: string): HistoryCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return undefined
  try {
    const parsed = tuple.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')))
    if (!parsed.success) return undefined
    const [minedAt, chainId, blockNumber, txIndex] = parsed.data
    return { minedAt, chainId, blockNumber, txIndex }
  } catch {
    return undefined
  }
}

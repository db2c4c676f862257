import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/** Where a history page ends: the sort key of its last transaction. */
export interface HistoryCursor {
  minedAt: string
  chainId: string
  blockNumber: number
  txIndex: number
  /** The last transaction's hash: where a chain read live (bip122's Esplora) resumes its own paging. */
  txHash?: string
}

/** Turns page ends into opaque, signed cursor strings and back. */
export interface HistoryCursorCodec {
  encode(cursor: HistoryCursor): string
  /** The cursor a string encodes; undefined when this codec did not make it or it was altered. */
  decode(text: string): HistoryCursor | undefined
}

// Each field is checked against its column too: tx_index is a Postgres integer, mined_at a date.
const keyFields = [
  z.iso
    .datetime()
    .refine((s) => /^(19[7-9]\d|[2-9]\d{3})-/.test(s) && !Number.isNaN(Date.parse(s))),
  z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/),
  z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
] as const
const fields = z.union([
  z.tuple(keyFields),
  z.tuple([...keyFields, z.string().regex(/^[0-9A-Za-z]{1,100}$/)]),
])

const MAC_BYTES = 16

/** A codec whose cursors are base64url JSON with an HMAC-SHA256 tag made with `secret`. */
export function historyCursorCodec(secret: Uint8Array): HistoryCursorCodec {
  const tag = (payload: string) =>
    createHmac('sha256', secret).update(payload).digest().subarray(0, MAC_BYTES)
  return {
    encode(c) {
      const key = [c.minedAt, c.chainId, c.blockNumber, c.txIndex]
      const json = JSON.stringify(c.txHash === undefined ? key : [...key, c.txHash])
      const payload = Buffer.from(json).toString('base64url')
      return `${payload}.${tag(payload).toString('base64url')}`
    },
    decode(text) {
      const match = /^([A-Za-z0-9_-]{1,300})\.([A-Za-z0-9_-]{22})$/.exec(text)
      if (!match) return undefined
      const [, payload = '', mac = ''] = match
      const given = Buffer.from(mac, 'base64url')
      if (given.length !== MAC_BYTES || !timingSafeEqual(given, tag(payload))) return undefined
      try {
        const parsed = fields.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString()))
        if (!parsed.success) return undefined
        const [minedAt, chainId, blockNumber, txIndex, txHash] = parsed.data
        return { minedAt, chainId, blockNumber, txIndex, ...(txHash ? { txHash } : {}) }
      } catch {
        return undefined
      }
    },
  }
}

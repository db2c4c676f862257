import type { Context } from 'hono'
import { ApiError, badRequest } from './ApiError'

/** Reads a JSON body no larger than `maxBytes`; too large → 413, unparsable → 400. */
export async function readJsonBody(c: Context, maxBytes: number): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > maxBytes) throw tooLarge(maxBytes)
  const text = await c.req.text()
  if (Buffer.byteLength(text) > maxBytes) throw tooLarge(maxBytes)
  if (text.trim() === '') throw badRequest('Invalid body: expected JSON, got an empty body')
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest('Invalid body: not valid JSON')
  }
}

const tooLarge = (maxBytes: number) =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', `Body larger than ${maxBytes} bytes`)

import { parseInput, readJsonBody } from '@latchkey/provider'
import type { Context } from 'hono'
import type { z } from 'zod'
import { FrameError } from './FrameError'

const MAX_BODY_BYTES = 16 * 1024

/**
 * A JSON body checked against its schema. JSON only: a form post from another site (which needs
 * no CORS preflight) is refused before anything happens.
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('application/json'))
    throw new FrameError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send application/json')
  return parseInput(schema, await readJsonBody(c, MAX_BODY_BYTES), 'body')
}

import type { z } from 'zod'
import { badRequest } from './ApiError'

/** Parses a request part with a zod schema; a failure becomes a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  part: 'query' | 'body' | 'path',
): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const details = result.error.issues
    .slice(0, 5)
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ')
  throw badRequest(`Invalid ${part}: ${details}`)
}

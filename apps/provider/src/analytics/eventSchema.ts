import { z } from 'zod'
import { sdkQuery } from '../http/schemas'
import { isStorableText, storableJsonProblem } from '../http/storableJson'

/** The SDK's props are a few levels deep; deeper ones are refused before JSON.stringify recurses. */
export const MAX_PROPS_DEPTH = 10

const text = (max: number) =>
  z.string().max(max).refine(isStorableText, 'must not hold NUL or unpaired surrogate characters')

/** One SDK event as SPEC §7 sends it to POST /e (and, many at once, to POST /e/batch). */
export const analyticsEvent = z.object({
  eventId: text(100).min(1),
  url: text(2000),
  domain: text(255),
  timestamp: z.number().int().min(0).max(8.64e15).describe('milliseconds since 1970'),
  props: z.record(z.string(), z.unknown()).superRefine((props, ctx) => {
    const problem = storableJsonProblem(props, MAX_PROPS_DEPTH)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  }),
})

export type AnalyticsEvent = z.output<typeof analyticsEvent>

/** projectId, and the SDK's type (st) and version (sv). */
export const eventQuery = z.object({
  ...sdkQuery,
  st: text(100).optional(),
  sv: text(100).optional(),
})

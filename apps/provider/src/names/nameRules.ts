import { isValidName } from '@latchkey/core'
import { z } from 'zod'

const MAX_LABEL = 63

/** SPEC §5 name rule for the label before the zone, at most a DNS label long. */
export const nameLabel = z
  .string()
  .max(MAX_LABEL, `must be at most ${MAX_LABEL} characters`)
  .refine(isValidName, 'must be at least 4 characters: only letters, digits and hyphens')

/** The label of `name` when it is `label.zone` (or a bare label), lower-cased; undefined otherwise. */
export function labelOf(name: string, zone: string): string | undefined {
  const lower = name.toLowerCase()
  const suffix = `.${zone}`
  const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
  return nameLabel.safeParse(label).success ? label : undefined
}

/** A full name of the zone: `label.zone`, lower-cased. */
export const fullName = (label: string, zone: string) => `${label.toLowerCase()}.${zone}`

import { isValidName, lowerCaseName } from '@latchkey/core'

/** Why a label breaks the name rule (core's isValidName: SPEC §5 and DNS labels). */
export const NAME_RULE =
  '4 to 63 letters, digits or hyphens, no hyphen first or last, no "--" in positions 3 and 4'

/**
 * The label of a name looked up (`label.zone` or a bare label), as names are kept: ASCII letters
 * lower-cased, nothing else folded. Undefined when the label breaks the name rule.
 */
export function labelOf(name: string, zone: string): string | undefined {
  const lower = lowerCaseName(name)
  const suffix = `.${zone}`
  const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
  return isValidName(label) ? label : undefined
}

/**
 * Why a signed name cannot be kept as signed, or undefined when it can: it must be exactly
 * `label.zone`, in lower case, so the name kept is the signed text byte for byte.
 */
export function signedNameProblem(name: string, zone: string): string | undefined {
  const suffix = `.${zone}`
  if (!name.endsWith(suffix)) return `must be a name of .${zone}, such as alice.${zone}`
  const label = name.slice(0, -suffix.length)
  if (!isValidName(label)) return `${NAME_RULE}, then .${zone}`
  if (lowerCaseName(label) !== label) return 'must be signed in lower case, as names are kept'
  return undefined
}

/** A full name of the zone: `label.zone`, the label as kept (lower-case). */
export const fullName = (label: string, zone: string) => `${label}.${zone}`

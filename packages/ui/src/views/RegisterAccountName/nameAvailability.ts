import { isValidName, type NameSuggestion } from '@latchkey/core'

export interface NameAvailability {
  /** No answer for the typed name yet. */
  checking: boolean
  available: boolean
  taken: boolean
  /** The other suggestions, each with the label to register it by. */
  others: (Readonly<NameSuggestion> & { label: string })[]
}

/**
 * What the provider's suggestions (SPEC §7) say about the typed name: only an answer for exactly
 * this input counts. The asked name comes back among them with whether it is registered.
 */
export function nameAvailability(
  names: { query: string; suggestions: readonly Readonly<NameSuggestion>[] },
  typed: string,
  fullName: (label: string) => string,
): NameAvailability {
  if (names.query !== typed) return { checking: true, available: false, taken: false, others: [] }
  const asked = fullName(typed).toLowerCase()
  const own = names.suggestions.find((s) => s.name.toLowerCase() === asked)
  const zone = asked.slice(typed.length)
  const others = names.suggestions
    .filter((s) => s !== own)
    .map((s) => ({
      ...s,
      label: s.name.toLowerCase().endsWith(zone) ? s.name.slice(0, -zone.length) : s.name,
    }))
    // Only names the §5 rule allows can be registered from here.
    .filter((s) => isValidName(s.label))
  return {
    checking: false,
    available: own !== undefined && own.registered !== true,
    taken: own?.registered === true,
    others,
  }
}

// Listed ASCII ranges, no `i` flag: a `u`/`i` regex would let U+212A KELVIN SIGN match "k".
// 4-63 characters, no hyphen at either end, and no "--" at 3-4 (IDNA's reserved R-LDH labels,
// "xn--" punycode among them, RFC 5890 §2.3.1).
const NAME = /^(?!..--)[A-Za-z0-9][A-Za-z0-9-]{2,61}[A-Za-z0-9]$/

/**
 * SPEC §5 account name: at least 4 characters, only letters, digits and hyphen; and a DNS label
 * that is not reserved: at most 63 characters, no edge hyphen, no "--" in positions 3 and 4.
 * Letters are ASCII of either case, as typed; the name signed and kept is `lowerCaseName` of it.
 */
export function isValidName(value: unknown): value is string {
  return typeof value === 'string' && NAME.test(value)
}

/** A name as the name service keeps it: its ASCII letters lower-cased, nothing else changed. */
export function lowerCaseName(name: string): string {
  return name.replace(/[A-Z]+/g, (upper) => upper.toLowerCase())
}

/** The name service's zone unless the host names another: names are `label.latchkey.id`. */
export const DEFAULT_NAME_ZONE = 'latchkey.id'

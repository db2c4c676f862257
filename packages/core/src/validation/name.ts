const NAME = /^[A-Za-z0-9-]{4,}$/

/** SPEC §5 account name: at least 4 characters, only letters, digits and hyphen. */
export function isValidName(value: unknown): value is string {
  return typeof value === 'string' && NAME.test(value)
}

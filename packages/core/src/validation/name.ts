const NAME = /^[A-Za-z0-9-]{4,}$/

/** SPEC §5 account name: at least 4 characters, only letters, digits and hyphen. */
export function isValidName(value: unknown): value is string {
  return typeof value === 'string' && NAME.test(value)
}

/** The name service's zone unless the host names another: names are `label.latchkey.id`. */
export const DEFAULT_NAME_ZONE = 'latchkey.id'

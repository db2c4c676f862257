import type { Params } from './interpolate'

/** `params` with each number in the locale's digits and grouping (`format`), strings as given. */
export function formatNumbers(params: Params | undefined, format: (value: number) => string) {
  return (
    params &&
    Object.fromEntries(
      Object.entries(params).map(([name, value]) => [
        name,
        typeof value === 'number' ? format(value) : value,
      ]),
    )
  )
}

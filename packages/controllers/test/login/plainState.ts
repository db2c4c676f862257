/**
 * Where `value` holds something that is no plain data: a function, a promise, a window, a class
 * instance (anything whose prototype is not Object's, Array's or null). Paths, for a test.
 */
export function nonPlainPaths(value: unknown, path = 'state', seen = new Set<unknown>()): string[] {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol' ? [path] : []
  }
  if (seen.has(value)) return []
  seen.add(value)
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== Array.prototype && prototype !== null)
    return [`${path} (${prototype?.constructor?.name ?? 'unknown'})`]
  return Object.keys(value).flatMap((key) =>
    nonPlainPaths((value as Record<string, unknown>)[key], `${path}.${key}`, seen),
  )
}

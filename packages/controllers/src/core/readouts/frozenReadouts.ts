function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/**
 * Hands out one frozen object per distinct value: a read-out is the same object until a field
 * changes, so `useSyncExternalStore` and other memoising readers see a change only on a change.
 */
export function stableReadout<T extends object>() {
  const last = new Map<string, Readonly<T>>()
  return (key: string, next: T): Readonly<T> => {
    const previous = last.get(key)
    if (previous && shallowEqual(previous, next)) return previous
    const frozen = Object.freeze(next)
    last.set(key, frozen)
    return frozen
  }
}

/**
 * Deep-frozen copies of plain data. valtio's own snapshots only make their fields read-only: a
 * reader could still add or delete fields, so hosts get these instead.
 */
export function immutableCopies() {
  // One copy per source object: valtio keeps a snapshot's identity (and each unchanged part's)
  // until it changes, and kept networks never change, so a copy lives as long as its value.
  const copies = new WeakMap<object, unknown>()
  return function immutable<T>(value: T): T {
    if (value === null || typeof value !== 'object') return value
    const isArray = Array.isArray(value)
    if (!isArray && Object.getPrototypeOf(value) !== Object.prototype) return value
    const known = copies.get(value)
    if (known) return known as T
    const copy = isArray
      ? value.map(immutable)
      : Object.fromEntries(Object.entries(value).map(([key, field]) => [key, immutable(field)]))
    Object.freeze(copy)
    copies.set(value, copy)
    return copy as T
  }
}

/**
 * A subscription in the field's manner: the listener hears the current read-out at once, then
 * each change of it (a change elsewhere in the watched state that leaves it equal is not told).
 */
export function currentThenChanges<T>(
  read: () => T,
  listener: (value: T) => void,
  watch: (notify: () => void) => () => void,
): () => void {
  let last = read()
  listener(last)
  return watch(() => {
    const next = read()
    if (Object.is(next, last)) return
    last = next
    listener(next)
  })
}

export const unsubscribeAll = (offs: (() => void)[]) => () => {
  for (const off of offs) off()
}

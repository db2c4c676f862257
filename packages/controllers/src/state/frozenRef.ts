import { ref } from 'valtio/vanilla'

/**
 * A value the state keeps whole and replaces on every change: valtio keeps it as it is (`ref`),
 * without a proxy of its own (issue 13: each proxy made inside createAppKit() costs), and it is
 * frozen, so a view that reads it from a snapshot cannot write to it, as with valtio's snapshots.
 */
export function frozenRef<T extends object>(value: T): T {
  return ref(Object.freeze(value))
}

/**
 * A shallow frozen copy of a plain object or array handed to the state; anything else (a
 * window, a class instance, a primitive) as it is.
 */
export function frozenCopy<T>(value: T): T {
  if (Array.isArray(value)) return Object.freeze([...value]) as T
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  )
    return Object.freeze({ ...value })
  return value
}

/** The empty list entries share: frozen, so no reader can fill it for every holder at once. */
export const EMPTY_LIST = Object.freeze([]) as never[]

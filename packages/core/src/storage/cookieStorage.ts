import type { KeyValueStorage } from './KeyValueStorage'
import { createMemoryStorage } from './memoryStorage'

/** Where and how long the cookies live. */
export interface CookieStorageOptions {
  /** Put before every key in the cookie's name; `latchkey.` by default. */
  prefix?: string
  /** Seconds a cookie lives; a year by default. */
  maxAge?: number
  path?: string
  sameSite?: 'Lax' | 'Strict' | 'None'
}

export const COOKIE_PREFIX = 'latchkey.'
const YEAR_SECONDS = 365 * 24 * 60 * 60

/** The `name=value` pairs of a Cookie header (or `document.cookie`), decoded. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const equals = part.indexOf('=')
    if (equals < 0) continue
    try {
      const name = decodeURIComponent(part.slice(0, equals).trim())
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(part.slice(equals + 1).trim()))
    } catch {
      // Another site's malformed cookie is not ours to read.
    }
  }
  return cookies
}

/** The JSON values a Cookie header holds under `prefix`, by key; malformed ones left out. */
export function readCookieValues(
  header: string | null | undefined,
  prefix = COOKIE_PREFIX,
): Map<string, unknown> {
  const values = new Map<string, unknown>()
  for (const [name, text] of parseCookies(header)) {
    if (!name.startsWith(prefix)) continue
    try {
      values.set(name.slice(prefix.length), JSON.parse(text))
    } catch {
      // Not a value this storage wrote.
    }
  }
  return values
}

/** `document` when this runs in a page; undefined on a server. */
function pageDocument(): { cookie: string } | undefined {
  return (globalThis as { document?: { cookie: string } }).document
}

/**
 * Storage in the page's cookies, so the server sees what the browser stored (the request's
 * Cookie header) and renders the same state: pass it as `createAppKit({ storage })` and read the
 * header with `cookieToInitialState`. Without a document (on the server) it keeps values in
 * memory. Creating it touches nothing.
 */
export function createCookieStorage(options: CookieStorageOptions = {}): KeyValueStorage {
  const prefix = options.prefix ?? COOKIE_PREFIX
  const base = `; Path=${options.path ?? '/'}; SameSite=${options.sameSite ?? 'Lax'}`
  // Secure on an https page (and always with SameSite=None, which browsers require it for).
  const attributes = () =>
    options.sameSite === 'None' ||
    (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:'
      ? `${base}; Secure`
      : base
  const maxAge = options.maxAge ?? YEAR_SECONDS
  const memory = createMemoryStorage()
  const name = (key: string) => encodeURIComponent(prefix + key)

  function write(key: string, text: string | undefined): void {
    const doc = pageDocument()
    if (!doc) return
    doc.cookie =
      text === undefined
        ? `${name(key)}=${attributes()}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`
        : `${name(key)}=${encodeURIComponent(text)}${attributes()}; Max-Age=${maxAge}`
  }

  function get<T>(key: string): T | undefined {
    const doc = pageDocument()
    if (!doc) return memory.get<T>(key)
    return readCookieValues(doc.cookie, prefix).get(key) as T | undefined
  }

  function remove(key: string): void {
    memory.remove(key)
    const doc = pageDocument()
    if (doc && readCookieValues(doc.cookie, prefix).has(key)) write(key, undefined)
  }

  return {
    get,
    set(key, value) {
      if (value === undefined) return remove(key)
      let text: string
      try {
        text = JSON.stringify(value)
      } catch {
        return
      }
      const doc = pageDocument()
      if (!doc) return memory.set(key, value)
      // A write that would change nothing is not made (a cookie write is a trip to the browser).
      const stored = readCookieValues(doc.cookie, prefix)
      if (stored.has(key) && JSON.stringify(stored.get(key)) === text) return
      write(key, text)
    },
    remove,
  }
}

/** Cookie storage with the default name prefix, path and lifetime. */
export const cookieStorage: KeyValueStorage = createCookieStorage()

import { directionOf, localeTagOf } from '../../i18n/localeTags'
import { en, type FrameTable, type FrameTextKey } from './en'
import { FRAME_LOCALE_LOADERS } from './frameLocales'

export type { FrameTextKey } from './en'

type Params = Readonly<Record<string, string | number>>

// The frame serves one host page: its locale is the page's, English until the host says.
let current: { tag: string; table: FrameTable } = { tag: 'en', table: en }
let asked = 'en'
// The last switch asked, until its table is in (prompts wait for it: localeReady).
let loading: Promise<unknown> = Promise.resolve()

/** Resolves once the locale the host asked last speaks (or has fallen back to English). */
export function localeReady(): Promise<unknown> {
  return loading
}

/** The locale the frame speaks now. */
export function frameLocale(): string {
  return current.tag
}

/**
 * Speaks the host's locale (SYNC_LOCALE): validated (localeTagOf), its table fetched, then the
 * page's lang and dir set. A table that fails to load leaves English; the last call wins.
 */
export async function setFrameLocale(requested: unknown, root?: HTMLElement): Promise<string> {
  const tag = localeTagOf(requested)
  asked = tag
  const load = tag === 'en' ? undefined : FRAME_LOCALE_LOADERS[tag]
  const fetching = load ? load().catch(() => undefined) : Promise.resolve(en)
  loading = fetching
  const table = await fetching
  if (asked !== tag) return current.tag
  current = table ? { tag, table } : { tag: 'en', table: en }
  if (root) {
    root.lang = current.tag
    root.dir = directionOf(current.tag)
  }
  return current.tag
}

/** Formats a count or a decimal amount (a string keeps every digit) in the frame's locale. */
export function formatNumber(value: number | string): string {
  try {
    return new Intl.NumberFormat(current.tag, { maximumFractionDigits: 18 }).format(value as number)
  } catch {
    return String(value)
  }
}

/** `key`'s text in the frame's locale, its `{name}` placeholders filled (numbers through Intl). */
export function ft(key: FrameTextKey, params: Params = {}): string {
  return fill(current.table[key] ?? en[key], (name) => {
    const value = params[name]
    return value === undefined ? undefined : typeof value === 'number' ? formatNumber(value) : value
  })
}

/**
 * The same as nodes, each placeholder filled by the node given (a <bdi>, so that an origin or a
 * name keeps its own direction inside a right-to-left sentence); the text between stays text.
 */
export function ftNodes(
  key: FrameTextKey,
  params: Readonly<Record<string, Node>>,
): (Node | string)[] {
  const parts: (Node | string)[] = []
  const text = current.table[key] ?? en[key]
  let last = 0
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    const node = params[match[1] as string]
    if (!node) continue
    parts.push(text.slice(last, match.index), node)
    last = (match.index ?? 0) + match[0].length
  }
  parts.push(text.slice(last))
  return parts.filter((part) => part !== '')
}

function fill(text: string, value: (name: string) => string | undefined): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => value(name) ?? whole)
}

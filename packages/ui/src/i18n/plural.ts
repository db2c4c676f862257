import type { Params } from './interpolate'

/**
 * Plural texts, in a subset of ICU MessageFormat that translators know:
 * `{count, plural, one {# wallet found} other {# wallets found}}`. Each branch is a plural
 * category of the locale (zero, one, two, few, many, other: Intl.PluralRules) or an exact
 * `=N`; `#` is the count in the locale's digits, and `{name}` placeholders work inside.
 */
const PLURAL_START = /\{(\w+),\s*plural,/g

export interface PluralBlock {
  /** The parameter that picks the branch. */
  name: string
  /** Branch text by selector ('one', 'other', '=0' …). */
  branches: Record<string, string>
  start: number
  end: number
}

/** The branches from `from` (just after `{name, plural,`) to the block's closing brace. */
function readBranches(
  text: string,
  from: number,
): { branches: Record<string, string>; end: number } | undefined {
  const branches: Record<string, string> = {}
  let i = from
  for (;;) {
    while (/\s/.test(text[i] ?? '')) i++
    if (text[i] === '}') return { branches, end: i + 1 }
    const selector = /^(=\d+|[a-z]+)\s*\{/.exec(text.slice(i))
    if (!selector?.[1]) return undefined
    i += selector[0].length
    const open = i
    for (let depth = 1; depth > 0; i++) {
      if (i >= text.length) return undefined
      if (text[i] === '{') depth++
      else if (text[i] === '}') depth--
    }
    branches[selector[1]] = text.slice(open, i - 1)
  }
}

/** Every plural block of `text`, in order; a malformed one is not a block (it shows as written). */
export function pluralBlocks(text: string): PluralBlock[] {
  const blocks: PluralBlock[] = []
  let from = 0
  for (;;) {
    PLURAL_START.lastIndex = from
    const match = PLURAL_START.exec(text)
    if (!match?.[1]) return blocks
    const read = readBranches(text, match.index + match[0].length)
    if (!read) {
      from = match.index + 1
      continue
    }
    blocks.push({ name: match[1], branches: read.branches, start: match.index, end: read.end })
    from = read.end
  }
}

/** The names a text's placeholders use, plural blocks and their branches included, sorted. */
export function placeholderNames(text: string): string[] {
  const names = new Set<string>()
  let rest = text
  for (const block of pluralBlocks(text).reverse()) {
    names.add(block.name)
    for (const branch of Object.values(block.branches))
      for (const name of placeholderNames(branch)) names.add(name)
    rest = rest.slice(0, block.start) + rest.slice(block.end)
  }
  for (const [, name] of rest.matchAll(/\{(\w+)\}/g)) if (name) names.add(name)
  return [...names].sort()
}

const countOf = (value: string | number | undefined) =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)
      ? Number(value)
      : undefined

/**
 * `template` with each plural block replaced by its branch for the count in `params` (`#` in
 * the locale's digits: `format`). A block whose count is missing stays as written, to be noticed.
 */
export function selectPlurals(
  template: string,
  params: Params | undefined,
  rules: Intl.PluralRules,
  format: (value: number) => string,
): string {
  if (!template.includes('plural,')) return template
  let out = ''
  let from = 0
  for (const block of pluralBlocks(template)) {
    const count = countOf(params?.[block.name])
    const branch =
      count === undefined
        ? undefined
        : (block.branches[`=${count}`] ??
          block.branches[rules.select(count)] ??
          block.branches.other)
    out += template.slice(from, block.start)
    out +=
      branch === undefined || count === undefined
        ? template.slice(block.start, block.end)
        : branch.replaceAll('#', format(count))
    from = block.end
  }
  return out + template.slice(from)
}

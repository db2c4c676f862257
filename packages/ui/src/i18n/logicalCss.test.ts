import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// Issue 35: the layout mirrors in Arabic, Hebrew and Persian only if its CSS is logical
// (margin-inline-start, inset-inline-end, text-align: start …). This reads every CSS text and
// inline style of the ui's source and fails on a physical left or right.
const SRC = join(import.meta.dirname, '..')

/** Physical declarations: a property with left/right in its name or value, or a 4-value shorthand. */
const PHYSICAL: readonly RegExp[] = [
  /\b(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)\b/,
  /\bborder-(?:top|bottom)-(?:left|right)-radius\b/,
  /(?:^|[\s{;])(?:left|right)\s*:/,
  /\b(?:text-align|float|clear|caption-side)\s*:\s*(?:left|right)\b/,
  // React inline styles.
  /\b(?:margin|padding|border)(?:Left|Right)\b/,
  /\btextAlign\s*:\s*['"](?:left|right)['"]/,
]

/** Declarations that must stay physical, each with its reason (file → exact line text). */
const ALLOWED: Readonly<Record<string, readonly { line: string; reason: string }[]>> = {
  'components/ListItem/listItemCss.ts': [
    {
      line: ".lk-root[dir='rtl'] .lk-list-item-name { text-align: right; }",
      reason:
        'the name has unicode-bidi: plaintext, so text-align: start would follow the name (a Latin wallet name would sit on the left); in a right-to-left modal it must sit on the right',
    },
  ],
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The lines of `text` that are CSS (inside a css template) or inline styles. */
function styleLines(text: string): string[] {
  const lines: string[] = []
  for (const [, css] of text.matchAll(/\/\*\s*css\s*\*\/\s*`([^`]*)`/g))
    lines.push(...(css ?? '').split('\n'))
  for (const [style] of text.matchAll(/style=\{\{[^}]*\}\}/g)) lines.push(style)
  return lines.map((line) => line.replace(/\/\*.*?\*\//g, '').trim()).filter(Boolean)
}

/** `margin: 0 14px 0 6px`: a 4-value shorthand whose right and left differ. */
function asymmetricShorthand(line: string): boolean {
  return [...line.matchAll(/\b(?:margin|padding|inset|border-width)\s*:\s*([^;}]+)/g)].some(
    ([, value]) => {
      const values = (value ?? '').trim().split(/\s+/)
      return values.length === 4 && values[1] !== values[3]
    },
  )
}

export function physicalLines(text: string, allowed: readonly string[] = []): string[] {
  return styleLines(text).filter(
    (line) =>
      !allowed.includes(line) &&
      (PHYSICAL.some((pattern) => pattern.test(line)) || asymmetricShorthand(line)),
  )
}

describe('logical CSS', () => {
  it('finds every physical form it is meant to find (and no logical one)', () => {
    const css = (body: string) => `const x = /* css */ \`\n${body}\n\``
    for (const physical of [
      '.a { margin-left: 4px; }',
      '.a { padding-right: 4px; }',
      '.a { border-left: 1px solid; }',
      '.a { border-top-right-radius: 4px; }',
      '.a { position: absolute; left: 0; }',
      '.a { right: 8px; }',
      '.a { text-align: left; }',
      '.a { float: right; }',
      '.a { padding: 0 14px 0 6px; }',
    ])
      expect(physicalLines(css(physical)), physical).toEqual([physical])
    expect(physicalLines('<p style={{ marginLeft: 4 }} />')).toHaveLength(1)
    expect(physicalLines("<p style={{ textAlign: 'right' }} />")).toHaveLength(1)
    for (const logical of [
      '.a { margin-inline-start: 4px; }',
      '.a { padding-inline: 6px 14px; }',
      '.a { inset-inline-end: 0; }',
      '.a { text-align: end; }',
      '.a { padding: 0 16px; }',
      '.a { margin: 4px 8px 12px; }',
      '.a { padding: 1px 2px 3px 2px; gap: 8px; }',
      '.a { padding: 0; list-style: none; }',
      '.a { border-start-end-radius: 4px; }',
      '/* reads left to right */',
    ])
      expect(physicalLines(css(logical)), logical).toEqual([])
  })

  it("uses no physical left or right in the ui's CSS but the listed ones", () => {
    const found: string[] = []
    const files = sources(SRC)
    expect(files.length).toBeGreaterThan(50)
    for (const file of files) {
      const name = relative(SRC, file).replaceAll('\\', '/')
      const allowed = (ALLOWED[name] ?? []).map((entry) => entry.line)
      for (const line of physicalLines(readFileSync(file, 'utf8'), allowed))
        found.push(`${name}: ${line}`)
    }
    expect(found).toEqual([])
  })

  it('lists no allowance that is gone (each still matches a line)', () => {
    for (const [name, entries] of Object.entries(ALLOWED)) {
      const lines = styleLines(readFileSync(join(SRC, name), 'utf8'))
      for (const { line, reason } of entries) {
        expect(lines, name).toContain(line)
        expect(reason.length).toBeGreaterThan(20)
      }
    }
  })
})

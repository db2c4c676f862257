import { describe, expect, it } from 'vitest'
import { ONRAMP_LOCALES } from '../../views/OnRamp/onrampLocales'
import { onrampMessages } from '../../views/OnRamp/onrampMessages'
import { SWAP_LOCALES } from '../../views/Swap/swapLocales'
import { swapMessages } from '../../views/Swap/swapMessages'
import { LOCALE_TAGS } from '../localeTags'
import { placeholderNames, pluralBlocks } from '../plural'

// The Swap and Buy views' texts load with the views (one chunk per locale and view), not with
// the locale tables: the same checks as locales.test.ts gives the tables.

// Words a locale writes as English does (as in locales.test.ts: each listed, any other English
// left in a view's table fails). 'Max' is each of these locales' send.max too.
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  fr: ['swap.max'],
  it: ['swap.max'],
  nl: ['swap.max', 'onramp.partners'],
  sv: ['swap.max'],
}

const VIEWS = [
  { name: 'Swap', english: swapMessages, loaders: SWAP_LOCALES },
  { name: 'OnRamp', english: onrampMessages, loaders: ONRAMP_LOCALES },
] as const

const TAGS = LOCALE_TAGS.filter((tag) => tag !== 'en')

it('has the 24 built-in locales but English, for both views', () => {
  expect(TAGS).toHaveLength(24)
  for (const { loaders } of VIEWS) expect(Object.keys(loaders).sort()).toEqual([...TAGS].sort())
})

it('English words no count (so no text needs plural forms)', () => {
  for (const { english } of VIEWS)
    for (const text of Object.values(english)) expect(pluralBlocks(text)).toEqual([])
  expect(Object.keys(swapMessages)).toHaveLength(27)
  expect(Object.keys(onrampMessages)).toHaveLength(24)
})

const tables = await Promise.all(
  VIEWS.flatMap(({ name, english, loaders }) =>
    TAGS.map(async (tag) => {
      const texts: Record<string, string> = (await (
        loaders as Record<string, () => Promise<object>>
      )[tag]!()) as Record<string, string>
      return [`${name} ${tag}`, tag, english as Record<string, string>, texts] as const
    }),
  ),
)

describe.each(tables)('%s', (_, tag, english, texts) => {
  it('has every key of English and no other', () => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort())
  })

  it('keeps the placeholders of every English text', () => {
    const wrong = Object.entries(english)
      .filter(
        ([key, text]) =>
          placeholderNames(texts[key] ?? '').join() !== placeholderNames(text).join(),
      )
      .map(([key]) => key)
    expect(wrong).toEqual([])
  })

  it('translates every text: none empty, none English but the listed words', () => {
    const same = new Set(SAME_AS_ENGLISH[tag] ?? [])
    const empty = Object.entries(texts)
      .filter(([, text]) => !text.trim())
      .map(([key]) => key)
    const untranslated = Object.entries(texts)
      .filter(([key, text]) => !same.has(key) && text === english[key])
      .map(([key]) => key)
    const needless = [...same].filter((key) => texts[key] !== english[key])
    expect({ empty, untranslated, needless }).toEqual({ empty: [], untranslated: [], needless: [] })
  })

  it('keeps every text short enough for the 360 px modal', () => {
    const long = Object.entries(texts)
      .filter(([key, text]) => text.length > Math.max(2 * (english[key] ?? '').length, 32))
      .map(([key]) => key)
    expect(long).toEqual([])
  })
})

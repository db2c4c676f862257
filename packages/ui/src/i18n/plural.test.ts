import { describe, expect, it } from 'vitest'
import { translatorFrom } from './createTranslator'
import { en } from './en'
import { EN_ALERTS, EN_ERRORS } from './enCatalogue'
import type { LocaleTable } from './LocaleTable'
import { loadLocale } from './loadLocale'
import { LOCALES } from './locales'
import { placeholderNames, pluralBlocks, selectPlurals } from './plural'

const english = new Intl.PluralRules('en')
const plain = (value: number) => String(value)

describe('plural texts ({n, plural, …})', () => {
  it('picks the branch of the category Intl.PluralRules gives, # as the count', () => {
    const text = 'Found {n, plural, one {# wallet} other {# wallets}} for {name}'
    expect(selectPlurals(text, { n: 1, name: 'x' }, english, plain)).toBe(
      'Found 1 wallet for {name}',
    )
    expect(selectPlurals(text, { n: 2 }, english, plain)).toBe('Found 2 wallets for {name}')
    expect(selectPlurals(text, { n: 0 }, english, plain)).toBe('Found 0 wallets for {name}')
  })

  it('prefers an exact =N branch, then the category, then other', () => {
    const text = '{n, plural, =0 {none} one {one} other {#}}'
    expect(selectPlurals(text, { n: 0 }, english, plain)).toBe('none')
    expect(selectPlurals(text, { n: 1 }, english, plain)).toBe('one')
    const ar = new Intl.PluralRules('ar')
    expect(selectPlurals('{n, plural, one {a} other {b}}', { n: 3 }, ar, plain)).toBe('b')
  })

  it('keeps placeholders inside branches, and a block without its count as written', () => {
    const text = '{n, plural, one {{name} has one} other {{name} has #}}'
    expect(selectPlurals(text, { n: 5 }, english, plain)).toBe('{name} has 5')
    expect(selectPlurals(text, {}, english, plain)).toBe(text)
    expect(selectPlurals(text, { n: '7' }, english, plain)).toBe('{name} has 7')
    expect(placeholderNames(text)).toEqual(['n', 'name'])
    expect(placeholderNames('{a} and {b, plural, other {#}}')).toEqual(['a', 'b'])
    // Malformed: not a block, shown as written.
    expect(pluralBlocks('{n, plural, one {x}')).toEqual([])
    expect(pluralBlocks('{n, plural, one x}')).toEqual([])
  })

  it('English has a branch for each English category', () => {
    const [block] = pluralBlocks(en['allWallets.results'])
    expect(Object.keys(block?.branches ?? {}).sort()).toEqual(
      [...english.resolvedOptions().pluralCategories].sort(),
    )
  })
})

// Real counts through the built-in tables: the category each language's grammar needs.
const table = async (tag: string) => (await loadLocale(tag)) as LocaleTable
const tables = {
  en: { messages: en, errors: EN_ERRORS, alerts: EN_ALERTS },
  de: LOCALES.de as LocaleTable,
  ar: await table('ar'),
  he: await table('he'),
  ru: await table('ru'),
  pl: await table('pl'),
  cs: await table('cs'),
  ja: await table('ja'),
  fr: await table('fr'),
  fa: await table('fa'),
}
const found = (tag: keyof typeof tables, count: number) =>
  translatorFrom(tables, tag).t('allWallets.results', { count })

describe('counts in each language', () => {
  it('English and German: one, other', () => {
    expect(found('en', 1)).toBe('1 wallet found')
    expect(found('en', 0)).toBe('0 wallets found')
    expect(found('en', 1234)).toBe('1,234 wallets found')
    expect(found('de', 1)).toBe('1 Wallet gefunden')
    expect(found('de', 1234)).toBe('1.234 Wallets gefunden')
  })

  it('Arabic: zero, one, two, few, many, other', () => {
    expect(found('ar', 0)).toBe('لم يُعثر على أي محفظة')
    expect(found('ar', 1)).toBe('تم العثور على محفظة واحدة')
    expect(found('ar', 2)).toBe('تم العثور على محفظتين')
    expect(found('ar', 3)).toBe('تم العثور على 3 محافظ')
    expect(found('ar', 11)).toBe('تم العثور على 11 محفظة')
    expect(found('ar', 100)).toBe('تم العثور على 100 محفظة')
  })

  it('Hebrew: one, two, other', () => {
    expect(found('he', 1)).toBe('נמצא ארנק אחד')
    expect(found('he', 2)).toBe('נמצאו שני ארנקים')
    expect(found('he', 7)).toBe('נמצאו 7 ארנקים')
  })

  it('Russian, Polish, Czech: one, few, many', () => {
    expect([1, 3, 5, 21, 22, 25].map((n) => found('ru', n))).toEqual([
      'Найден 1 кошелек',
      'Найдено 3 кошелька',
      'Найдено 5 кошельков',
      'Найден 21 кошелек',
      'Найдено 22 кошелька',
      'Найдено 25 кошельков',
    ])
    expect([1, 2, 5, 22].map((n) => found('pl', n))).toEqual([
      'Znaleziono 1 portfel',
      'Znaleziono 2 portfele',
      'Znaleziono 5 portfeli',
      'Znaleziono 22 portfele',
    ])
    expect([1, 3, 5].map((n) => found('cs', n))).toEqual([
      'Nalezena 1 peněženka',
      'Nalezeny 3 peněženky',
      'Nalezeno 5 peněženek',
    ])
  })

  it('Japanese: one form; French: 0 and 1 are singular; Persian digits', () => {
    expect(found('ja', 1)).toBe('1 件のウォレットが見つかりました')
    expect(found('fr', 0)).toBe('0 portefeuille trouvé')
    expect(found('fr', 2)).toBe('2 portefeuilles trouvés')
    expect(found('fr', 1_000_000)).toBe('1\u202f000\u202f000 de portefeuilles trouvés')
    expect(found('fa', 12)).toBe('۱۲ کیف پول پیدا شد')
  })

  it('§8 seconds: English is the catalogue text, the others their plural', () => {
    const wait = (tag: keyof typeof tables, seconds: number) =>
      translatorFrom(tables, tag).tError('TRY_AGAIN_AFTER_SECONDS', seconds)
    expect(wait('en', 1)).toBe('Please try again after 1 seconds')
    expect(wait('de', 1)).toBe('Bitte versuche es in 1 Sekunde erneut')
    expect(wait('de', 30)).toBe('Bitte versuche es in 30 Sekunden erneut')
    expect(wait('ru', 2)).toBe('Повторите через 2 секунды')
    expect(wait('ar', 2)).toBe('يُرجى المحاولة مرة أخرى بعد ثانيتين')
    expect(wait('ja', 5)).toBe('5 秒後にもう一度お試しください')
  })

  it('a text the locale lacks falls back to English with English plurals', () => {
    const partial = { ...tables, ja: { messages: {} } }
    expect(translatorFrom(partial, 'ja').t('allWallets.results', { count: 1 })).toBe(
      '1 wallet found',
    )
  })
})

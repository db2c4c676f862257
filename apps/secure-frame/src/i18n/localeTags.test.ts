import { describe, expect, it } from 'vitest'
import { LOCALE_TAGS as UI_LOCALE_TAGS } from '../../../../packages/ui/src/i18n/localeTags'
import { FRAME_LOCALE_LOADERS } from '../frame/i18n/frameLocales'
import { directionOf, LOCALE_TAGS, localeTagOf } from './localeTags'

// Issue 35: the modal's 25 locales, right-to-left Arabic, Hebrew and Persian among them.
const TAGS = [
  'en',
  'de',
  'ar',
  'he',
  'fa',
  'zh-Hans',
  'zh-Hant',
  'ja',
  'ko',
  'es',
  'pt-BR',
  'fr',
  'it',
  'ru',
  'uk',
  'tr',
  'id',
  'vi',
  'th',
  'hi',
  'pl',
  'nl',
  'sv',
  'cs',
  'ro',
]

it('speaks the modal’s locales: the same tags as packages/ui, English first', () => {
  expect([...LOCALE_TAGS]).toEqual(TAGS)
  expect([...LOCALE_TAGS].sort()).toEqual([...UI_LOCALE_TAGS].sort())
  // The frame loads a table for each of them but English, and no other.
  expect(Object.keys(FRAME_LOCALE_LOADERS)).toEqual(TAGS.slice(1))
})

describe('a tag sent by the host or named by a request', () => {
  it('maps a tag of ours in any letter case, anything else to English', () => {
    expect(localeTagOf('de')).toBe('de')
    expect(localeTagOf('ZH-hant')).toBe('zh-Hant')
    expect(localeTagOf('pt-br')).toBe('pt-BR')
    for (const other of [
      '',
      'xx',
      'sw',
      'de-DE',
      'de-AT',
      'en-US',
      '<script>',
      'ar\n',
      'de&x=1',
      '__proto__',
      'constructor',
      'a'.repeat(36),
    ])
      expect(localeTagOf(other), other).toBe('en')
    for (const other of [undefined, null, 7, ['de'], { de: 1 }, { toString: () => 'de' }])
      expect(localeTagOf(other)).toBe('en')
  })

  it('is right-to-left for Arabic, Hebrew and Persian only', () => {
    expect(TAGS.filter((tag) => directionOf(tag) === 'rtl')).toEqual(['ar', 'he', 'fa'])
  })
})

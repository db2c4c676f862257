import { describe, expect, it } from 'vitest'
import { LOCALE_TAGS } from '../localeTags'
import { en } from './en'
import ar from './locales/ar'
import cs from './locales/cs'
import de from './locales/de'
import es from './locales/es'
import fa from './locales/fa'
import fr from './locales/fr'
import he from './locales/he'
import hi from './locales/hi'
import id from './locales/id'
import it_ from './locales/it'
import ja from './locales/ja'
import ko from './locales/ko'
import nl from './locales/nl'
import pl from './locales/pl'
import ptBR from './locales/pt-BR'
import ro from './locales/ro'
import ru from './locales/ru'
import sv from './locales/sv'
import th from './locales/th'
import tr from './locales/tr'
import uk from './locales/uk'
import vi from './locales/vi'
import zhHans from './locales/zh-Hans'
import zhHant from './locales/zh-Hant'
import { serverLocaleOfHeader, serverText } from './serverText'

// Issue 35: the tables of the modal's locales (the tags: ../localeTags.test.ts).
const TABLES = Object.entries({
  de,
  ar,
  he,
  fa,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  ja,
  ko,
  es,
  'pt-BR': ptBR,
  fr,
  it: it_,
  ru,
  uk,
  tr,
  id,
  vi,
  th,
  hi,
  pl,
  nl,
  sv,
  cs,
  ro,
})

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
// English words none of the 24 languages writes (so a text left in English shows), once the
// brand name and the placeholders are taken out.
const ENGLISH = /\b(the|your|you|this|and|if|ignore|approve|someone|nobody|login|back|again)\b/i
// Words a language writes as English does: "login" (a loanword in Brazilian Portuguese and
// Dutch), "ignore" (Portuguese for "ignore!").
const LOANWORDS: Readonly<Record<string, RegExp>> = {
  'pt-BR': /\b(login|ignore)\b/g,
  nl: /\blogin\b/g,
}

it('has a table for each of the locales but English', () => {
  expect(TABLES.map(([tag]) => tag)).toEqual(LOCALE_TAGS.slice(1))
})

describe.each(TABLES)('server locale %s', (tag, table) => {
  const texts = table as Record<string, string>
  const english = en as Record<string, string>

  it('has every key of English and no other', () => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort())
  })

  it('keeps the placeholders of every English text, the link on a line of its own', () => {
    const wrong = Object.keys(en).filter(
      (key) => placeholders(texts[key] ?? '').join() !== placeholders(english[key] ?? '').join(),
    )
    expect(wrong).toEqual([])
    expect(texts['device.body']).toContain('\n\n{link}\n\n')
  })

  it('translates every text: none empty, no English words but the brand', () => {
    const empty = Object.keys(en).filter((key) => !texts[key]?.trim())
    const english_ = Object.keys(en).filter((key) => {
      const text = texts[key] ?? ''
      return (
        text === english[key] ||
        ENGLISH.test(text.replace(/\{\w+\}|Latchkey/g, '').replace(LOANWORDS[tag] ?? /^$/, ''))
      )
    })
    expect({ empty, english: english_ }).toEqual({ empty: [], english: [] })
  })

  it('ends each code subject with the code, as English does', () => {
    for (const key of ['otp.subject', 'updateOld.subject', 'updateNew.subject'] as const)
      expect(serverText(tag, key, { code: '042917' }), key).toMatch(/\b042917$/)
  })
})

describe('the request’s language', () => {
  it('reads a browser’s Accept-Language by weight, then by language', () => {
    expect(serverLocaleOfHeader('de-DE,de;q=0.9,en;q=0.8')).toBe('de')
    expect(serverLocaleOfHeader('en;q=0.5, ar;q=0.9')).toBe('ar')
    expect(serverLocaleOfHeader('zh-TW,zh;q=0.9')).toBe('zh-Hant')
    expect(serverLocaleOfHeader('zh-CN')).toBe('zh-Hans')
    expect(serverLocaleOfHeader('pt-PT')).toBe('pt-BR')
    expect(serverLocaleOfHeader('xx, fa;q=0.1')).toBe('fa')
    expect(serverLocaleOfHeader('de;q=0, xx')).toBe('en')
    expect(serverLocaleOfHeader('"><script>')).toBe('en')
    expect(serverLocaleOfHeader(undefined)).toBe('en')
    expect(serverLocaleOfHeader(`de,${'x'.repeat(600)}`)).toBe('en')
  })

  it('fills the placeholders and leaves the English of an unknown tag', () => {
    expect(serverText('de', 'otp.subject', { code: '123456' })).toBe(
      'Dein Latchkey-Anmeldecode: 123456',
    )
    expect(serverText('nope', 'otp.subject', { code: '123456' })).toBe(
      'Your Latchkey login code: 123456',
    )
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { en, type FrameTable } from './en'
import { FRAME_LOCALE_LOADERS } from './frameLocales'
import { formatNumber, frameLocale, ft, localeReady, setFrameLocale } from './frameText'

// Issue 35: the tables of the modal's locales (the tags: src/i18n/localeTags.test.ts).

// Words a language writes as English does (cognates the modal's tables allow too): each listed,
// so that any other English left in a table fails.
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  fr: ['detail.message'],
  nl: ['detail.parameters'],
  sv: ['detail.data', 'detail.program'],
  pl: ['detail.program'],
  cs: ['detail.data', 'detail.program'],
  ro: ['detail.program'],
  tr: ['detail.program'],
  id: ['detail.data', 'detail.program'],
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

const tables = await Promise.all(
  Object.entries(FRAME_LOCALE_LOADERS).map(async ([tag, load]) => [tag, await load()] as const),
)

afterEach(async () => {
  await setFrameLocale('en')
})

describe.each(tables)('frame locale %s', (tag, table: FrameTable) => {
  const texts = table as Record<string, string>
  const english = en as Record<string, string>
  it('has every key of English and no other', () => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort())
  })

  it('keeps the placeholders of every English text', () => {
    const wrong = Object.keys(en).filter(
      (key) => placeholders(texts[key] ?? '').join() !== placeholders(english[key] ?? '').join(),
    )
    expect(wrong).toEqual([])
  })

  it('translates every text: none empty, none English but the listed cognates', () => {
    const allowed = new Set(SAME_AS_ENGLISH[tag] ?? [])
    const empty = Object.keys(en).filter((key) => !texts[key]?.trim())
    const untranslated = Object.keys(en).filter(
      (key) => !allowed.has(key) && texts[key] === english[key],
    )
    expect({ empty, untranslated }).toEqual({ empty: [], untranslated: [] })
    // Each allowance is needed: a listed cognate that got translated leaves the list.
    for (const key of allowed) expect(texts[key], key).toBe(english[key])
  })
})

describe('the host’s tag', () => {
  it('speaks the table it names, and marks the page right-to-left for Arabic', async () => {
    const root = { lang: 'en', dir: '' } as HTMLElement
    expect(await setFrameLocale('de', root)).toBe('de')
    expect(ft('recovery.enterTitle')).toBe('Wiederherstellungspasswort eingeben')
    expect(ft('recovery.tooShort', { count: 10 })).toBe('Verwende mindestens 10 Zeichen.')
    expect({ lang: root.lang, dir: root.dir }).toEqual({ lang: 'de', dir: 'ltr' })

    expect(await setFrameLocale('ar', root)).toBe('ar')
    expect(ft('recovery.enterTitle')).toBe('أدخل كلمة مرور الاسترداد')
    expect({ lang: root.lang, dir: root.dir }).toEqual({ lang: 'ar', dir: 'rtl' })
    for (const tag of ['he', 'fa']) {
      await setFrameLocale(tag, root)
      expect(root.dir, tag).toBe('rtl')
    }
  })

  it('falls back to English for an unknown tag, after another locale too', async () => {
    const root = { lang: 'en', dir: '' } as HTMLElement
    await setFrameLocale('fr', root)
    expect(await setFrameLocale('sw', root)).toBe('en')
    expect(frameLocale()).toBe('en')
    expect(ft('recovery.enterTitle')).toBe('Enter your recovery password')
    expect({ lang: root.lang, dir: root.dir }).toEqual({ lang: 'en', dir: 'ltr' })
  })

  it('lets the last switch win when an earlier table arrives later', async () => {
    const first = setFrameLocale('ja')
    const second = setFrameLocale('ko')
    await Promise.all([first, second, localeReady()])
    expect(frameLocale()).toBe('ko')
    expect(ft('common.close')).toBe('닫기')
  })
})

describe('numbers in the frame’s locale (Intl)', () => {
  it('formats counts and exact decimal amounts', async () => {
    expect(formatNumber('1234.000000000000000001')).toBe('1,234.000000000000000001')
    await setFrameLocale('de')
    expect(formatNumber('1234.5')).toBe('1.234,5')
    await setFrameLocale('fa')
    expect(ft('recovery.tooShort', { count: 10 })).toBe('دست‌کم ۱۰ نویسه به کار ببرید.')
    expect(ft('approval.requestedByApp', { name: 'Demo', origin: 'https://a.example' })).toBe(
      'درخواست از Demo در https://a.example',
    )
  })
})

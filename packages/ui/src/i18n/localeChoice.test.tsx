import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ModalShell } from '../element/ModalShell'
import { I18nProvider } from './I18nContext'
import { loadLocale } from './loadLocale'
import { LOCALES } from './locales'
import { directionOf, LOCALE_TAGS, matchLocale, resolveLocale } from './localeTags'
import { useT } from './publicHooks'

afterEach(() => vi.restoreAllMocks())

const browserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)

describe('the locale choice', () => {
  it('has 25 built-in locales, English first', () => {
    expect(LOCALE_TAGS).toHaveLength(25)
    expect(LOCALE_TAGS[0]).toBe('en')
  })

  it('goes from region to base language to English', () => {
    expect(matchLocale('de-AT')).toBe('de')
    expect(matchLocale('fr-CA')).toBe('fr')
    expect(matchLocale('es-419')).toBe('es')
    expect(matchLocale('ar-EG')).toBe('ar')
    expect(matchLocale('xx-YY')).toBe('en')
    expect(matchLocale('')).toBe('en')
  })

  it('maps Chinese regions and scripts, Portuguese and retired codes', () => {
    expect(matchLocale('zh-CN')).toBe('zh-Hans')
    expect(matchLocale('zh-SG')).toBe('zh-Hans')
    expect(matchLocale('zh')).toBe('zh-Hans')
    expect(matchLocale('zh-TW')).toBe('zh-Hant')
    expect(matchLocale('zh-HK')).toBe('zh-Hant')
    expect(matchLocale('zh-MO')).toBe('zh-Hant')
    expect(matchLocale('zh-Hant-TW')).toBe('zh-Hant')
    expect(matchLocale('zh-Hans-HK')).toBe('zh-Hans')
    expect(matchLocale('ZH_tw')).toBe('zh-Hant')
    expect(matchLocale('pt')).toBe('pt-BR')
    expect(matchLocale('pt-BR')).toBe('pt-BR')
    expect(matchLocale('pt-PT')).toBe('pt-BR')
    expect(matchLocale('iw')).toBe('he')
    expect(matchLocale('iw-IL')).toBe('he')
    expect(matchLocale('in')).toBe('id')
  })

  it('takes the first of several tags that a locale serves', () => {
    expect(matchLocale(['xx', 'nb-NO', 'sv-FI', 'de'])).toBe('sv')
    expect(matchLocale([])).toBe('en')
  })

  it("prefers the host's option, else the browser's languages in order, else English", () => {
    browserLanguages(['xx-XX', 'he-IL', 'en-US'])
    expect(resolveLocale('ja')).toBe('ja')
    expect(resolveLocale(undefined)).toBe('he')
    // An option no locale serves gives way to the visitor's languages.
    expect(resolveLocale('tlh')).toBe('he')
    browserLanguages(['xx'])
    expect(resolveLocale(undefined)).toBe('en')
  })

  it('writes Arabic, Hebrew and Persian right to left, the others left to right', () => {
    expect(LOCALE_TAGS.filter((tag) => directionOf(tag) === 'rtl')).toEqual(['ar', 'he', 'fa'])
  })
})

function Texts() {
  const t = useT()
  return (
    <p data-testid="texts">
      {t('common.close')}|{t('connect.title')}
    </p>
  )
}

/** Records the close text of every render. */
function Spy({ seen }: { seen: string[] }) {
  seen.push(useT()('common.close'))
  return null
}

describe('the tables on demand', () => {
  it('shows nothing until a table is there, never English in its place', async () => {
    const seen: string[] = []
    render(
      <ModalShell root={null} tables={LOCALES} locale="he">
        <Texts />
        <Spy seen={seen} />
      </ModalShell>,
    )
    expect(screen.queryByTestId('texts')).toBeNull()
    expect((await screen.findByTestId('texts')).textContent).toBe('סגירה|חיבור ארנק')
    expect(seen.every((text) => text === 'סגירה')).toBe(true)
    const root = screen.getByTestId('texts').closest('.lk-root')
    expect(root?.getAttribute('dir')).toBe('rtl')
    expect(root?.getAttribute('lang')).toBe('he')
  })

  it('switches live, keeping the previous texts until the next table is there', async () => {
    const seen: string[] = []
    const tree = (locale: string) => (
      <I18nProvider tables={LOCALES} locale={locale}>
        <Texts />
        <Spy seen={seen} />
      </I18nProvider>
    )
    const { rerender } = render(tree('de'))
    expect(screen.getByTestId('texts').textContent).toBe('Schließen|Wallet verbinden')
    await act(async () => rerender(tree('zh-TW')))
    expect(await screen.findByText('關閉|連接錢包')).toBeTruthy()
    await act(async () => rerender(tree('ja')))
    expect(await screen.findByText('閉じる|ウォレットを接続')).toBeTruthy()
    expect(seen).not.toContain('Close')
    expect(new Set(seen)).toEqual(new Set(['Schließen', '關閉', '閉じる']))
  })

  it("lets the host's texts override an on-demand locale's", async () => {
    render(
      <I18nProvider tables={LOCALES} locale="ar" messages={{ 'connect.title': 'Acme' }}>
        <Texts />
      </I18nProvider>,
    )
    expect((await screen.findByTestId('texts')).textContent).toBe('إغلاق|Acme')
  })
})

// Last: the chunks stay loaded for the rest of the file.
describe('every on-demand chunk', () => {
  it('loads every locale chunk with every key', async () => {
    for (const tag of LOCALE_TAGS.filter((tag) => !(tag in LOCALES))) {
      const table = await loadLocale(tag)
      expect(table?.messages['common.close'], tag).toBeTruthy()
    }
    expect(await loadLocale('en')).toBeUndefined()
  })
})

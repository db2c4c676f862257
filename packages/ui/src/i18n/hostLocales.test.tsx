import { isLatchkeyError } from '@latchkey/core'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { directionOf } from './direction'
import { addLocale } from './hostLocales'
import { I18nProvider } from './I18nContext'
import { LOCALES, matchLocale } from './locales'
import { useT } from './TextContext'

afterEach(() => vi.restoreAllMocks())

function Texts() {
  const t = useT()
  return (
    <p>
      {t('common.back')} | {t('common.getWallet', { name: 'X' })} |{' '}
      {t('allWallets.results', { count: 2 })}
    </p>
  )
}

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('resolved')
}

describe("a host's own locale (appKit.addLocale)", () => {
  it('becomes a locale the option picks, live, missing texts in English with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(
      <I18nProvider tables={LOCALES} locale="sw-KE">
        <Texts />
      </I18nProvider>,
    )
    // No Swahili yet: the browser's language (English in the tests).
    expect(screen.getByRole('paragraph').textContent).toBe('Back | Get X | 2 wallets found')
    await act(() =>
      addLocale('sw', {
        messages: {
          'common.back': 'Rudi',
          'common.getWallet': 'Pata {name}',
          'allWallets.results':
            '{count, plural, one {Pochi # imepatikana} other {Pochi # zimepatikana}}',
        },
      }),
    )
    expect(matchLocale('sw-KE')).toBe('sw')
    expect(screen.getByRole('paragraph').textContent).toBe('Rudi | Pata X | Pochi 2 zimepatikana')
    expect(warn).toHaveBeenCalledTimes(1)
    const said = String(warn.mock.calls[0]?.[0])
    expect(said).toMatch(/^Latchkey: locale 'sw' has no text for \d+ keys, shown in en instead: /)
    expect(said).toContain('common.close')
    expect(said).not.toContain('common.back')
    // Once per locale: replacing the table says nothing again.
    await addLocale('sw', { messages: { 'common.back': 'Nyuma' } })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('paragraph').textContent).toBe('Nyuma | Get X | 2 wallets found')
  })

  it('fills a regional locale from its built-in base language before English', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await addLocale('pt-PT', { messages: { 'common.back': 'Retroceder' } })
    expect(matchLocale(['pt-PT'])).toBe('pt-PT')
    // Brazil's Portuguese is still what plain 'pt' means.
    expect(matchLocale(['pt'])).toBe('pt-BR')
    render(
      <I18nProvider tables={LOCALES} locale="pt-PT">
        <Texts />
      </I18nProvider>,
    )
    expect((await screen.findByText(/Retroceder/)).textContent).toBe(
      'Retroceder | Obter X | 2 carteiras encontradas',
    )
  })

  it("replaces a built-in locale, its own texts kept where the host's table has none", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await addLocale('it', { messages: { 'common.back': 'Torna' } })
    render(
      <I18nProvider tables={LOCALES} locale="it">
        <Texts />
      </I18nProvider>,
    )
    expect((await screen.findByText(/Torna/)).textContent).toBe(
      'Torna | Scarica X | 2 wallet trovati',
    )
  })

  it('refuses other placeholders than English, a bad tag or no texts, adding nothing', async () => {
    const wrong = await rejection(
      addLocale('xq', { messages: { 'common.getWallet': 'Get {wallet}' } }),
    )
    expect(isLatchkeyError(wrong, 'UNKNOWN_ERROR')).toBe(true)
    expect((wrong as Error).message).toBe('Unknown error')
    expect((wrong as { details?: unknown }).details).toEqual({
      field: 'messages.common.getWallet',
      value: 'Get {wallet}',
      expected: ['name'],
    })
    expect(matchLocale('xq')).toBe('en')
    const plural = await rejection(
      addLocale('xq', { messages: { 'allWallets.results': '{n, plural, other {# found}}' } }),
    )
    expect((plural as { details?: { field?: string } }).details?.field).toBe(
      'messages.allWallets.results',
    )
    const error = await rejection(
      addLocale('xq', { messages: {}, errors: { TRY_AGAIN_AFTER_SECONDS: 'Wait' } }),
    )
    expect((error as { details?: { field?: string } }).details?.field).toBe(
      'errors.TRY_AGAIN_AFTER_SECONDS',
    )
    for (const [tag, table] of [
      ['not a tag!', { messages: {} }],
      ['xq', null],
      ['xq', { messages: { 'common.back': 42 } }],
    ] as const) {
      const refused = await rejection(addLocale(tag, table as never))
      expect(isLatchkeyError(refused, 'UNKNOWN_ERROR')).toBe(true)
    }
    expect(matchLocale('xq')).toBe('en')
  })

  it("a right-to-left host language sets the root's direction", () => {
    expect(directionOf('ur')).toBe('rtl')
    expect(directionOf('ur-PK')).toBe('rtl')
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('sw')).toBe('ltr')
    expect(directionOf('hu')).toBe('ltr')
  })
})

import { ERRORS, latchkeyError, latchkeyErrorWith } from '@latchkey/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { de } from './de'
import { en } from './en'
import { createTranslator } from './fullTranslator'
import { I18nProvider } from './I18nContext'
import { interpolate } from './interpolate'
import { LOCALES, matchLocale } from './locales'
import { useT } from './publicHooks'

describe('locale matching', () => {
  it('matches full tags, then languages, then falls back to English', () => {
    expect(matchLocale('de')).toBe('de')
    expect(matchLocale('de-AT')).toBe('de')
    expect(matchLocale('DE_ch')).toBe('de')
    expect(matchLocale('fr')).toBe('en')
    expect(matchLocale(undefined)).toBe('en')
  })
})

describe('t()', () => {
  it('reads the locale table', () => {
    expect(createTranslator('de').t('common.close')).toBe('Schließen')
    expect(createTranslator('en').t('common.close')).toBe('Close')
  })

  it('falls back to English for a key the locale lacks', () => {
    // German is partial on purpose, so some key always proves the fallback.
    const missing = Object.keys(en).find((key) => !(key in de.messages)) as keyof typeof en
    expect(missing).toBeDefined()
    expect(createTranslator('de').t(missing)).toBe(en[missing])
  })

  it('lets the host override single texts', () => {
    const t = createTranslator('de', { messages: { 'common.close': 'Zu' } }).t
    expect(t('common.close')).toBe('Zu')
    expect(t('common.back')).toBe('Zurück')
  })

  it('interpolates {name} and leaves unknown placeholders visible', () => {
    expect(createTranslator('en').t('common.imageOf', { name: 'Acme' })).toBe('Logo of Acme')
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}')
    expect(interpolate('{constructor}', {})).toBe('{constructor}')
  })

  it('German has no key English lacks', () => {
    for (const key of Object.keys(de.messages)) expect(en).toHaveProperty([key])
  })
})

describe('error texts', () => {
  it('shows the exact catalogue English when the locale has no translation', () => {
    expect(createTranslator('en').tError('SIGNATURE_DECLINED')).toBe('Signature declined')
    expect(createTranslator('de').tError('NETWORK_NOT_FOUND')).toBe(ERRORS.NETWORK_NOT_FOUND)
    expect(createTranslator('en').tError('ERROR_REGISTERING_NAME', 'abcd')).toBe(
      'Error registering name abcd',
    )
  })

  it('translates by catalogue key with named arguments', () => {
    const { tError } = createTranslator('de')
    expect(tError('SIGNATURE_DECLINED')).toBe('Signatur abgelehnt')
    expect(tError('TRY_AGAIN_AFTER_SECONDS', 12)).toBe('Bitte versuche es in 12 Sekunden erneut')
    expect(tError('ERROR_REGISTERING_NAME', 'bob')).toBe('Name bob konnte nicht registriert werden')
  })

  it('errorText translates catalogue errors and keeps a server reason as it came', () => {
    const de = createTranslator('de')
    expect(de.errorText(latchkeyError('SIGNATURE_DECLINED'))).toBe('Signatur abgelehnt')
    expect(de.errorText(latchkeyError('HTTP_STATUS_CODE', 503))).toBe('HTTP status code: 503')
    expect(
      de.errorText(latchkeyErrorWith('ERROR_RESOLVING_NAME', { message: 'name too short' })),
    ).toBe('name too short')
    expect(de.errorText(new Error('boom'))).toBe('boom')
    expect(de.errorText(undefined)).toBe('Unknown error')
  })
})

function Title() {
  return <h1>{useT()('common.back')}</h1>
}

describe('I18nProvider', () => {
  it('gives components the chosen locale, and English without a provider', () => {
    const { unmount } = render(
      <I18nProvider tables={LOCALES} locale="de-DE">
        <Title />
      </I18nProvider>,
    )
    expect(screen.getByRole('heading').textContent).toBe('Zurück')
    unmount()
    render(<Title />)
    expect(screen.getByRole('heading').textContent).toBe('Back')
  })
})

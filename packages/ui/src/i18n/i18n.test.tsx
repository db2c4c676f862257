import {
  ALERTS,
  type AlertCode,
  ERRORS,
  type ErrorCode,
  errorMessageOf,
  latchkeyError,
  latchkeyErrorWith,
  type Message,
} from '@latchkey/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { translatorFrom } from './createTranslator'
import { de } from './de'
import { en } from './en'
import { createTranslator } from './fullTranslator'
import { I18nProvider } from './I18nContext'
import { interpolate } from './interpolate'
import type { LocaleTable } from './LocaleTable'
import { LOCALES, matchLocale } from './locales'
import { placeholderNames } from './plural'
import { useT } from './publicHooks'

describe('locale matching', () => {
  it('matches full tags, then languages, then falls back to English', () => {
    expect(matchLocale('de')).toBe('de')
    expect(matchLocale('de-AT')).toBe('de')
    expect(matchLocale('DE_ch')).toBe('de')
    expect(matchLocale('fr-CA')).toBe('fr')
    expect(matchLocale('xx')).toBe('en')
    expect(matchLocale(undefined)).toBe('en')
  })
})

describe('t()', () => {
  it('reads the locale table', () => {
    expect(createTranslator('de').t('common.close')).toBe('Schließen')
    expect(createTranslator('en').t('common.close')).toBe('Close')
  })

  it('falls back to English for a key the locale lacks', () => {
    const partial = translatorFrom(
      { en: { messages: en }, de: { messages: { 'common.back': 'Zurück' } } },
      'de',
    )
    expect(partial.t('common.back')).toBe('Zurück')
    expect(partial.t('common.close')).toBe('Close')
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
    expect(createTranslator('en').tError('ERROR_REGISTERING_NAME', 'abcd')).toBe(
      'Error registering name abcd',
    )
    const partial = translatorFrom({ en: LOCALES.en as LocaleTable, fr: { messages: {} } }, 'fr')
    expect(partial.tError('NETWORK_NOT_FOUND')).toBe('Network not found')
    // Tables without the catalogue (the page buttons') read core's English.
    const buttons = translatorFrom({ en: { messages: {} } }, 'en')
    expect(buttons.message({ code: 'TRY_AGAIN_AFTER_SECONDS', params: { seconds: 4 } })).toBe(
      'Please try again after 4 seconds',
    )
  })

  it('translates by catalogue key with named arguments', () => {
    const { tError } = createTranslator('de')
    expect(tError('SIGNATURE_DECLINED')).toBe('Signatur abgelehnt')
    expect(tError('TRY_AGAIN_AFTER_SECONDS', 12)).toBe('Bitte versuche es in 12 Sekunden erneut')
    expect(tError('ERROR_REGISTERING_NAME', 'bob')).toBe('Name bob konnte nicht registriert werden')
  })

  it('errorText words catalogue errors in the locale and keeps a server reason as it came', () => {
    const de = createTranslator('de')
    expect(de.errorText(latchkeyError('SIGNATURE_DECLINED'))).toBe('Signatur abgelehnt')
    expect(de.errorText(latchkeyError('HTTP_STATUS_CODE', 503))).toBe('HTTP-Statuscode: 503')
    expect(
      de.errorText(latchkeyErrorWith('ERROR_RESOLVING_NAME', { message: 'name too short' })),
    ).toBe('name too short')
    expect(de.errorText(new Error('boom'))).toBe('boom')
    expect(de.errorText(undefined)).toBe('Unbekannter Fehler')
    expect(createTranslator('en').errorText(undefined)).toBe('Unknown error')
  })
})

describe('messages in state (codes and parameters)', () => {
  it('English is the exact §8 text, parameters put in', () => {
    const { message } = createTranslator('en')
    expect(message({ code: 'TOKEN_BALANCE_UNAVAILABLE' })).toBe('Token Balance Unavailable')
    expect(message({ code: 'FAILED_TO_SEND_TRANSACTION' })).toBe(
      'Failed to send transaction. Please try again.',
    )
    expect(message({ code: 'AUTHENTICATING' })).toBe('Authenticating...')
    expect(message({ code: 'CHAIN_REQUIRED' })).toBe('Chain is required ...')
    expect(message({ code: 'ERROR_REGISTERING_NAME', params: { name: 'alice.latchkey.id' } })).toBe(
      'Error registering name alice.latchkey.id',
    )
    expect(message({ code: 'HTTP_STATUS_CODE', params: { status: 429 } })).toBe(
      'HTTP status code: 429',
    )
    expect(message({ code: 'TRY_AGAIN_AFTER_SECONDS', params: { seconds: 18 } })).toBe(
      'Please try again after 18 seconds',
    )
  })

  it('German words parameterised texts with their parameters', () => {
    const { message } = createTranslator('de-DE')
    expect(message({ code: 'ERROR_REGISTERING_NAME', params: { name: 'alice.latchkey.id' } })).toBe(
      'Name alice.latchkey.id konnte nicht registriert werden',
    )
    expect(message({ code: 'HTTP_STATUS_CODE', params: { status: 429 } })).toBe(
      'HTTP-Statuscode: 429',
    )
    expect(message({ code: 'TRY_AGAIN_AFTER_SECONDS', params: { seconds: 18 } })).toBe(
      'Bitte versuche es in 18 Sekunden erneut',
    )
    expect(message({ code: 'EMAIL_UPDATED', params: { email: 'ada@example.com' } })).toBe(
      'Deine E-Mail-Adresse ist jetzt ada@example.com',
    )
    expect(message({ code: 'TOKEN_BALANCE_UNAVAILABLE' })).toBe('Token-Guthaben nicht verfügbar')
  })

  it("the ui's notices read their UI texts", () => {
    expect(createTranslator('en').message({ code: 'ADDRESS_COPIED' })).toBe('Address copied')
    expect(createTranslator('de').message({ code: 'ADDRESS_COPIED' })).toBe('Adresse kopiert')
    expect(
      createTranslator('en').message({ code: 'EMAIL_UPDATED', params: { email: 'a@b.co' } }),
    ).toBe('Your email is now a@b.co')
  })

  it("a reason and a host's text are shown as given, in every locale", () => {
    const { message } = createTranslator('de')
    expect(message({ code: 'ERROR_RESOLVING_NAME', reason: 'Zone closed' })).toBe('Zone closed')
    expect(message({ text: 'Gespeichert!' })).toBe('Gespeichert!')
  })

  it('English covers every §8 code from the one catalogue, German every code too', () => {
    const codes = Object.keys(ERRORS) as ErrorCode[]
    expect(codes.length).toBeGreaterThan(40)
    const en = createTranslator('en')
    const german = createTranslator('de')
    for (const code of codes) {
      const params = { name: 'n', status: 1, seconds: 2 }
      expect(en.message({ code, params } as Message)).toBe(errorMessageOf(code, params))
      expect(de.errors?.[code], code).toBeTruthy()
      expect(german.message({ code, params } as Message), code).not.toBe(
        errorMessageOf(code, params),
      )
    }
    for (const key of ['account.addressCopied', 'updateEmail.done'] as const)
      expect(de.messages[key]).toBeTruthy()
  })

  it('German templates name the same parameters as English', () => {
    const names = placeholderNames
    for (const [code, template] of Object.entries(LOCALES.en?.errors ?? {}))
      expect(names(de.errors?.[code as ErrorCode] ?? ''), code).toEqual(names(template))
  })
})

describe('alerts', () => {
  it("English is core's title and explanation; German has every alert", () => {
    expect(createTranslator('en').alert('SESSION_EXPIRED')).toEqual({
      title: 'Session Expired',
      text: 'The sign-in token is no longer valid. Sign in again to continue.',
    })
    expect(createTranslator('en').alert('INVALID_PROJECT_ID').title).toBe('Invalid Project ID')
    expect(createTranslator('de').alert('INVALID_PROJECT_ID').title).toBe('Ungültige Projekt-ID')
    for (const code of Object.keys(ALERTS) as AlertCode[]) {
      expect(createTranslator('en').alert(code).title).toBe(ALERTS[code].shortMessage)
      expect(de.alerts?.[code]?.title, code).toBeTruthy()
      expect(de.alerts?.[code]?.text, code).not.toBe(ALERTS[code].longMessage)
    }
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

describe('numbers in texts', () => {
  it("go through the locale's digits and grouping", () => {
    expect(createTranslator('en').t('allWallets.results', { count: 1234 })).toBe(
      '1,234 wallets found',
    )
    expect(createTranslator('de').t('allWallets.results', { count: 1234 })).toBe(
      '1.234 Wallets gefunden',
    )
    expect(createTranslator('de').tError('TRY_AGAIN_AFTER_SECONDS', 4)).toBe(
      'Bitte versuche es in 4 Sekunden erneut',
    )
    expect(createTranslator('en').tError('HTTP_STATUS_CODE', 503)).toBe('HTTP status code: 503')
    // Strings stay as given (an amount already formatted, a name).
    expect(createTranslator('de').t('common.open', { name: '1234' })).toBe('1234 öffnen')
  })
})

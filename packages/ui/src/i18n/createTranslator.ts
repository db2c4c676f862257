import { type ErrorArgs, type ErrorCode, errorMessage, isLatchkeyError } from '@latchkey/core'
import type { MessageKey, Messages } from './en'
import { interpolate, type Params } from './interpolate'
import type { LocaleTable, LocaleTables } from './LocaleTable'
import { matchLocale } from './localeTags'

/** Names of the catalogue's template arguments, in order, for localised error templates. */
const ERROR_PARAMS: Partial<Record<ErrorCode, readonly string[]>> = {
  ERROR_REGISTERING_NAME: ['name'],
  HTTP_STATUS_CODE: ['status'],
  TRY_AGAIN_AFTER_SECONDS: ['seconds'],
}

export interface Translator {
  locale: string
  /** A UI text in the locale, else English. */
  t(key: MessageKey, params?: Params): string
  /** A catalogue error in the locale, else its exact English catalogue text. */
  tError<C extends ErrorCode>(code: C, ...args: ErrorArgs<C>): string
  /** The text to show for any thrown value: a catalogue translation, the error's own text, or 'Unknown error'. */
  errorText(error: unknown): string
}

export interface TranslatorOptions {
  /** Host overrides on top of the locale, e.g. a product name in a title. */
  messages?: Partial<Messages>
}

/** A translator over `tables` (the full ones, or the page buttons' few texts at start-up). */
export function translatorFrom(
  tables: LocaleTables,
  locale?: string,
  options: TranslatorOptions = {},
): Translator {
  const matched = matchLocale(locale)
  const english = tables.en?.messages ?? {}
  const table: LocaleTable = tables[matched] ?? { messages: english }
  const messages: Partial<Messages> = { ...table.messages, ...options.messages }

  const tError = <C extends ErrorCode>(code: C, ...args: ErrorArgs<C>): string => {
    const template = table.errors?.[code]
    if (!template) return errorMessage(code, ...args)
    const names = ERROR_PARAMS[code] ?? []
    const params = Object.fromEntries(names.map((name, i) => [name, String(args[i])]))
    return interpolate(template, params)
  }

  return {
    locale: matched,
    t: (key, params) => interpolate(messages[key] ?? english[key] ?? key, params),
    tError,
    errorText(error) {
      if (isLatchkeyError(error)) {
        // A server's own reason replaces the catalogue text and is shown as it came.
        const fixed = errorMessage(error.code as never)
        return error.message === fixed ? tError(error.code as never) : error.message
      }
      if (error instanceof Error && error.message) return error.message
      if (typeof error === 'string' && error) return error
      return tError('UNKNOWN_ERROR')
    },
  }
}

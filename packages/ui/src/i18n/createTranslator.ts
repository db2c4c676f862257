import { type ErrorArgs, type ErrorCode, errorMessage, isLatchkeyError } from '@latchkey/core'
import { interpolate } from './interpolate'
import type { LocaleTables } from './LocaleTable'
import { type TextTranslator, type TranslatorOptions, textTranslatorFrom } from './textTranslator'

export type { TranslatorOptions }

/** Names of the catalogue's template arguments, in order, for localised error templates. */
const ERROR_PARAMS: Partial<Record<ErrorCode, readonly string[]>> = {
  ERROR_REGISTERING_NAME: ['name'],
  HTTP_STATUS_CODE: ['status'],
  TRY_AGAIN_AFTER_SECONDS: ['seconds'],
}

export interface Translator extends TextTranslator {
  /** A catalogue error in the locale, else its exact English catalogue text. */
  tError<C extends ErrorCode>(code: C, ...args: ErrorArgs<C>): string
  /** The text to show for any thrown value: a catalogue translation, the error's own text, or 'Unknown error'. */
  errorText(error: unknown): string
}

/** A translator over `tables`: UI texts and catalogue errors (the modal's). */
export function translatorFrom(
  tables: LocaleTables,
  locale?: string,
  options: TranslatorOptions = {},
): Translator {
  const text = textTranslatorFrom(tables, locale, options)
  const errors = tables[text.locale]?.errors

  const tError = <C extends ErrorCode>(code: C, ...args: ErrorArgs<C>): string => {
    const template = errors?.[code]
    if (!template) return errorMessage(code, ...args)
    const names = ERROR_PARAMS[code] ?? []
    const params = Object.fromEntries(names.map((name, i) => [name, String(args[i])]))
    return interpolate(template, params)
  }

  return {
    ...text,
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

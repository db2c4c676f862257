import {
  type AlertCode,
  type ErrorArgs,
  type ErrorCode,
  errorMessageOf,
  errorParams,
  type Message,
  type MessageCode,
  messageOfError,
  type NoticeCode,
} from '@latchkey/core'
import type { MessageKey } from './en'
import { formatNumbers } from './formatNumbers'
import { interpolate, type Params } from './interpolate'
import type { AlertText, LocaleTables } from './LocaleTable'
import { type TextTranslator, type TranslatorOptions, textTranslatorFrom } from './textTranslator'

export type { TranslatorOptions }

/** The ui's notices are its own texts: each code reads the UI text of its key. */
const NOTICE_KEYS: Readonly<Record<NoticeCode, MessageKey>> = {
  ADDRESS_COPIED: 'account.addressCopied',
  EMAIL_UPDATED: 'updateEmail.done',
}

export interface Translator extends TextTranslator {
  /** The text of a message in state: a code in the locale (else English), a reason or a host's text as given. */
  message(message: Message): string
  /** A §8 alert's title and explanation in the locale, else English. */
  alert(code: AlertCode): AlertText
  /** A catalogue error in the locale, else its exact English catalogue text. */
  tError<C extends ErrorCode>(code: C, ...args: ErrorArgs<C>): string
  /** The text to show for any thrown value: its code's in the locale, its own words, or 'Unknown error'. */
  errorText(error: unknown): string
}

/** A translator over `tables`: UI texts, message codes and alerts (the modal's). */
export function translatorFrom(
  tables: LocaleTables,
  locale?: string,
  options: TranslatorOptions = {},
): Translator {
  const text = textTranslatorFrom(tables, locale, options)
  const own = tables[text.locale]
  const english = tables.en

  const codeText = (code: MessageCode, params?: Params): string => {
    const ownTemplate = own?.errors?.[code]
    const template = ownTemplate ?? english?.errors?.[code]
    if (template !== undefined) {
      if (text.render) return text.render(template, params, ownTemplate === undefined)
      return interpolate(
        template,
        text.formatNumber ? formatNumbers(params, text.formatNumber) : params,
      )
    }
    const key = (NOTICE_KEYS as Partial<Record<MessageCode, MessageKey>>)[code]
    // Tables without the catalogue (the page buttons') read core's English.
    return key ? text.t(key, params) : errorMessageOf(code as ErrorCode, params)
  }

  const message = (message: Message): string => {
    if ('text' in message) return message.text
    return message.reason || codeText(message.code, message.params)
  }

  return {
    ...text,
    message,
    alert: (code) => own?.alerts?.[code] ?? english?.alerts?.[code] ?? { title: code, text: '' },
    tError: (code, ...args) => codeText(code, errorParams(code, args)),
    errorText: (error) => message(messageOfError(error)),
  }
}

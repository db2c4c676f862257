import {
  ALERTS,
  type AlertCode,
  ERROR_PARAM_NAMES,
  ERRORS,
  type ErrorCode,
  errorMessageOf,
} from '@latchkey/core'
import type { AlertText } from './LocaleTable'

const placeholders = (code: ErrorCode) =>
  Object.fromEntries(
    ((ERROR_PARAM_NAMES as Partial<Record<ErrorCode, readonly string[]>>)[code] ?? []).map(
      (name) => [name, `{${name}}`],
    ),
  )

/**
 * English for every §8 code, from core's one catalogue: each text as it is, a parameterised one
 * as a template with `{name}` where its parameter goes (the modal's chunk: it loads with the tables).
 */
export const EN_ERRORS: Readonly<Record<ErrorCode, string>> = Object.freeze(
  Object.fromEntries(
    (Object.keys(ERRORS) as ErrorCode[]).map((code) => [
      code,
      errorMessageOf(code, placeholders(code)),
    ]),
  ) as Record<ErrorCode, string>,
)

/** English of the §8 alerts, from core's table: the title and the explanation. */
export const EN_ALERTS: Readonly<Record<AlertCode, AlertText>> = Object.freeze(
  Object.fromEntries(
    Object.values(ALERTS).map((alert) => [
      alert.code,
      { title: alert.shortMessage, text: alert.longMessage },
    ]),
  ) as Record<AlertCode, AlertText>,
)

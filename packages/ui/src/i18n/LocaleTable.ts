import type { ErrorCode } from '@latchkey/core'
import type { Messages } from './en'

/** One locale: UI texts by key, and optional translations of catalogue errors by code. */
export interface LocaleTable {
  messages: Partial<Messages>
  /** Templates use the names of ERROR_PARAMS, e.g. 'Name {name} …'. */
  errors?: Partial<Record<ErrorCode, string>>
}

/** Locale tables by BCP 47 language tag; 'en' is every other one's fallback. */
export type LocaleTables = Readonly<Record<string, LocaleTable>>

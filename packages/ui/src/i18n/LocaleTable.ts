import type { AlertCode, MessageCode } from '@latchkey/core'
import type { Messages } from './en'

/** An alert's banner: its title and its explanation. */
export interface AlertText {
  title: string
  text: string
}

/** One locale: UI texts by key, and optional texts of the message and alert codes state carries. */
export interface LocaleTable {
  messages: Partial<Messages>
  /** Texts by message code (§8 errors and statuses); templates name their parameters, e.g. 'Name {name} …'. */
  errors?: Partial<Record<MessageCode, string>>
  /** The §8 alerts' banners by alert code. */
  alerts?: Partial<Record<AlertCode, AlertText>>
}

/** Locale tables by BCP 47 language tag; 'en' is every other one's fallback. */
export type LocaleTables = Readonly<Record<string, LocaleTable>>

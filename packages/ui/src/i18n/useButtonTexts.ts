import { useEffect, useState } from 'react'
import { BUTTON_TABLES } from './buttonTables'
import type { buttonTexts } from './buttonTexts'
import type { MessageKey, Messages } from './en'
import { interpolate } from './interpolate'
import type { TextTranslator } from './textTranslator'

/** Whether the host's option, else the browser's first language, is English. */
const speaksEnglish = (locale: string | undefined) =>
  /^en\b/i.test(locale ?? globalThis.navigator?.languages?.[0] ?? 'en')

/** The page buttons' English, with the host's own texts on top. */
export function englishButtonTexts(messages?: Partial<Messages>): TextTranslator {
  const own: Partial<Record<MessageKey, string>> = BUTTON_TABLES.en.messages
  return {
    locale: 'en',
    t: (key, params) => interpolate(messages?.[key] ?? own[key] ?? key, params),
  }
}

/**
 * The page buttons' texts. English draws at once (start-up carries only its few texts); any
 * other locale (or an option no locale serves) resolves in a chunk of its own with its table:
 * undefined until then, the previous locale's texts on a live switch, never English in between.
 */
export function useButtonTexts(
  locale: string | undefined,
  messages: Partial<Messages> | undefined,
  /** The chunk with buttonTexts (the page buttons' parts: no import() of its own at start-up). */
  load: () => Promise<{ buttonTexts: typeof buttonTexts }>,
): TextTranslator | undefined {
  const english = speaksEnglish(locale)
  const [other, setOther] = useState<TextTranslator>()
  useEffect(() => {
    if (english) return
    let current = true
    load()
      .then(({ buttonTexts }) => buttonTexts(locale, messages))
      .then((texts) => current && setOther(texts))
      // The chunk did not come: English rather than no button.
      .catch(() => current && setOther(englishButtonTexts(messages)))
    return () => {
      current = false
    }
  }, [english, locale, messages, load])
  // Rebuilt on each render: cheap, and the buttons render rarely.
  return english ? englishButtonTexts(messages) : other
}

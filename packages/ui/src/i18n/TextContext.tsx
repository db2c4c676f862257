import { createContext, useContext } from 'react'
import type { TextTranslator } from './textTranslator'
import { englishButtonTexts } from './useButtonTexts'

/**
 * The UI texts of the nearest provider: the page buttons' (HostButton) or the modal's
 * (I18nProvider, which also gives the catalogue errors through I18nContext).
 */
export const TextContext = createContext<TextTranslator | undefined>(undefined)

// Every view and button renders inside a provider: outside one, the page buttons' English is
// enough, and start-up carries no full table (the modal's chunk brings them).
let buttonsEnglish: TextTranslator | undefined

/** `t` of the nearest provider (the buttons' English outside any). */
export function useT(): TextTranslator['t'] {
  buttonsEnglish ??= englishButtonTexts()
  return (useContext(TextContext) ?? buttonsEnglish).t
}

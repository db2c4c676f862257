import { isThemeMode, THEME_MODES, type ThemeMode, translateThemeVariables } from '@latchkey/core'
import type { Logger } from '../core/CoreContext'
import { createStore, type Store, slice } from '../core/store'
import { invalidInput } from '../errors/invalidInput'
import { frozenRef } from '../state/frozenRef'
import { warnUnknownThemeVariables } from './unknownThemeVariables'

declare const process: { env: { NODE_ENV?: string } } | undefined

/**
 * CSS variables a host may override (font, accent, radii, z-index …), prefixed `--lk-`; the
 * field's `--w3m-*` names are accepted too and stored as ours.
 */
export type ThemeVariables = Partial<Record<`--lk-${string}` | `--w3m-${string}`, string | number>>

export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: Partial<Record<`--lk-${string}`, string | number>>
}

/** Our names for the host's variables; each one the modal cannot use is told once, in development. */
function ourVariables(variables: ThemeVariables, told: Set<string>, logger?: Logger) {
  const { variables: ours, unknown } = translateThemeVariables(variables)
  // Inline, so a production build folds the warning away (as in AppKitCore).
  if (logger && typeof process !== 'undefined' && process.env.NODE_ENV !== 'production')
    warnUnknownThemeVariables(unknown, told, logger)
  return ours
}

/** Light or dark mode and the host's theme variables; the UI maps them to its palettes. */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const createThemeController = (function createThemeController(
  initial: { themeMode?: ThemeMode; themeVariables?: ThemeVariables } = {},
  logger?: Logger,
  store: Store = createStore(),
) {
  const told = new Set<string>()
  if (initial.themeMode !== undefined && !isThemeMode(initial.themeMode))
    throw invalidInput('themeMode', initial.themeMode, THEME_MODES)
  // The variables are replaced whole, never edited in place (frozenRef).
  const state = slice(store, 'theme', () => ({
    themeMode: initial.themeMode ?? 'dark',
    themeVariables: frozenRef(
      initial.themeVariables ? ourVariables(initial.themeVariables, told, logger) : {},
    ),
  }))

  return {
    state,

    /** SPEC §5: light or dark only; anything else is refused and changes nothing. */
    setThemeMode(mode: ThemeMode) {
      if (!isThemeMode(mode)) throw invalidInput('themeMode', mode, THEME_MODES)
      state.themeMode = mode
    },

    /** Merges variables over the current ones; a variable set to undefined is dropped. */
    setThemeVariables(variables: ThemeVariables) {
      if (typeof variables !== 'object' || variables === null)
        throw invalidInput('themeVariables', variables)
      const ours: Record<string, string | number | undefined> = ourVariables(
        variables,
        told,
        logger,
      )
      const next: ThemeState['themeVariables'] = { ...state.themeVariables }
      for (const [name, value] of Object.entries(ours)) {
        const key = name as `--lk-${string}`
        if (value === undefined) delete next[key]
        else next[key] = value
      }
      state.themeVariables = frozenRef(next)
    },
  }
})

export type ThemeController = ReturnType<typeof createThemeController>

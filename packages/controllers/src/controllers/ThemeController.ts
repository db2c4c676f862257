import { isThemeMode, THEME_MODES, type ThemeMode, translateThemeVariables } from '@latchkey/core'
import { ref } from 'valtio/vanilla'
import type { Config } from '../core/Config'
import { instanceData, slice } from '../core/store'
import { invalidInput } from '../errors/invalidInput'
import { frozenRef } from '../state/frozenRef'
import type { ThemeOption } from './ThemeTokens'
import { warnUnknownThemeVariables } from './unknownThemeVariables'

export type { Theme, ThemeOption, ThemeOverrides } from './ThemeTokens'

declare const process: { env: { NODE_ENV?: string } } | undefined

/**
 * CSS variables a host may override (font, accent, radii, z-index …), prefixed `--lk-`; the
 * field's `--w3m-*` names are accepted too and stored as ours.
 */
export type ThemeVariables = Partial<Record<`--lk-${string}` | `--w3m-${string}`, string | number>>

export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: Partial<Record<`--lk-${string}`, string | number>>
  /** The host's typed theme (issue 38), checked by whoever set it (createAppKit, setTheme). */
  theme?: ThemeOption
}

/**
 * What the theme needs: the store; the logger told of unknown variables (in development) and the
 * host's initial mode and variables, both optional so a bare `{ store }` works.
 */
type ThemeConfig = Pick<Config, 'store'> &
  Partial<Pick<Config, 'logger'>> & {
    hostOptions?: { themeMode?: ThemeMode; themeVariables?: ThemeVariables }
  }

/** The unknown variables already told (each is told once). */
const internal = instanceData(() => ({ told: new Set<string>() }))

/** Our names for the host's variables; each one the modal cannot use is told once, in development. */
function ourVariables(config: ThemeConfig, variables: ThemeVariables) {
  const { variables: ours, unknown } = translateThemeVariables(variables)
  const { logger } = config
  // Inline, so a production build folds the warning away (as in AppKitCore).
  if (logger && typeof process !== 'undefined' && process.env.NODE_ENV !== 'production')
    warnUnknownThemeVariables(unknown, internal(config).told, logger)
  return ours
}

/**
 * Light or dark mode and the host's theme variables; the UI maps them to its palettes. Made from
 * the host's options on first use, which throws (and makes nothing) on a mode not in SPEC §5.
 */
export function state(config: ThemeConfig): ThemeState {
  return slice(config.store, 'theme', () => {
    const { themeMode, themeVariables } = config.hostOptions ?? {}
    if (themeMode !== undefined && !isThemeMode(themeMode))
      throw invalidInput('themeMode', themeMode, THEME_MODES)
    // The variables are replaced whole, never edited in place (frozenRef).
    return {
      themeMode: themeMode ?? 'dark',
      themeVariables: frozenRef(themeVariables ? ourVariables(config, themeVariables) : {}),
    }
  })
}

/** SPEC §5: light or dark only; anything else is refused and changes nothing. */
export function setThemeMode(config: ThemeConfig, mode: ThemeMode): void {
  if (!isThemeMode(mode)) throw invalidInput('themeMode', mode, THEME_MODES)
  state(config).themeMode = mode
}

/** Merges variables over the current ones; a variable set to undefined is dropped. */
export function setThemeVariables(config: ThemeConfig, variables: ThemeVariables): void {
  if (typeof variables !== 'object' || variables === null)
    throw invalidInput('themeVariables', variables)
  const ours: Record<string, string | number | undefined> = ourVariables(config, variables)
  const theme = state(config)
  const next: ThemeState['themeVariables'] = { ...theme.themeVariables }
  for (const [name, value] of Object.entries(ours)) {
    const key = name as `--lk-${string}`
    if (value === undefined) delete next[key]
    else next[key] = value
  }
  theme.themeVariables = frozenRef(next)
}

/**
 * Replaces the host's typed theme whole (undefined: none). The modal's renderer checks its tokens
 * before it calls this (@latchkey/ui's setTheme); here only its shape.
 */
export function setTheme(config: ThemeConfig, theme: ThemeOption | undefined): void {
  if (theme !== undefined && (typeof theme !== 'object' || theme === null || Array.isArray(theme)))
    throw invalidInput('theme', theme)
  // A frozen copy: the host's own object stays as it is, a view cannot write the state's.
  state(config).theme = theme && ref(frozenTree(theme))
}

function frozenTree<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value
  const entries = Object.entries(value).map(([key, inner]) => [key, frozenTree(inner)])
  return Object.freeze(Object.fromEntries(entries)) as T
}

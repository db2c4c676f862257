import type { ThemeState, ThemeVariables } from '@latchkey/controllers'
import type { ThemeMode } from '@latchkey/core'
import type { AppKit, ThemeOption } from '@latchkey/ui'
import { useCallback, useMemo } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import { useAppKitInstance } from '../internal/useAppKitInstance'
import { useReadout } from '../internal/useReadout'

export interface UseAppKitThemeReturnType {
  readonly themeMode: ThemeMode
  readonly themeVariables: Snapshot<ThemeVariables>
  /** The typed theme (createAppKit's `theme`, setTheme), undefined when none is set. */
  readonly theme: Snapshot<ThemeOption> | undefined
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
  /** Replaces the typed theme live; an invalid one throws the invalid-input error. */
  setTheme(theme: ThemeOption | undefined): void
}

const DEFAULT: Snapshot<ThemeState> = /* @__PURE__ */ Object.freeze({
  themeMode: 'dark',
  themeVariables: /* @__PURE__ */ Object.freeze({}),
})

const read = (appKit: AppKit) => appKit.getTheme()
const watch = (appKit: AppKit, onChange: () => void) => appKit.subscribeTheme(onChange)

/** The modal's theme mode, variables and typed theme, with setters (bad values are refused). */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const appKit = useAppKitInstance()
  const { themeMode, themeVariables, theme } = useReadout(read, watch, DEFAULT)
  const setThemeMode = useCallback((mode: ThemeMode) => appKit?.setThemeMode(mode), [appKit])
  const setThemeVariables = useCallback(
    (variables: ThemeVariables) => appKit?.setThemeVariables(variables),
    [appKit],
  )
  const setTheme = useCallback((next: ThemeOption | undefined) => appKit?.setTheme(next), [appKit])
  return useMemo(
    () =>
      Object.freeze({
        themeMode,
        themeVariables,
        theme,
        setThemeMode,
        setThemeVariables,
        setTheme,
      }),
    [themeMode, themeVariables, theme, setThemeMode, setThemeVariables, setTheme],
  )
}

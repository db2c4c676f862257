import type { ThemeState, ThemeVariables } from '@latchkey/controllers'
import type { ThemeMode } from '@latchkey/core'
import type { AppKit } from '@latchkey/ui'
import { useCallback, useMemo } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import { useAppKitInstance } from '../internal/useAppKitInstance'
import { useReadout } from '../internal/useReadout'

export interface UseAppKitThemeReturnType {
  readonly themeMode: ThemeMode
  readonly themeVariables: Snapshot<ThemeVariables>
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
}

const DEFAULT: Snapshot<ThemeState> = /* @__PURE__ */ Object.freeze({
  themeMode: 'dark',
  themeVariables: /* @__PURE__ */ Object.freeze({}),
})

const read = (appKit: AppKit) => appKit.getTheme()
const watch = (appKit: AppKit, onChange: () => void) => appKit.subscribeTheme(onChange)

/** The modal's theme mode and variables, with setters (bad values are refused by the core). */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const appKit = useAppKitInstance()
  const { themeMode, themeVariables } = useReadout(read, watch, DEFAULT)
  const setThemeMode = useCallback((mode: ThemeMode) => appKit?.setThemeMode(mode), [appKit])
  const setThemeVariables = useCallback(
    (variables: ThemeVariables) => appKit?.setThemeVariables(variables),
    [appKit],
  )
  return useMemo(
    () => Object.freeze({ themeMode, themeVariables, setThemeMode, setThemeVariables }),
    [themeMode, themeVariables, setThemeMode, setThemeVariables],
  )
}

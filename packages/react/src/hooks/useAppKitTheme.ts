import type { ThemeVariables } from '@latchkey/controllers'
import type { ThemeMode } from '@latchkey/core'
import { useCallback } from 'react'
import { snapshot } from 'valtio/vanilla'
import { useAppKitInstance } from '../internal/useAppKitInstance'
import { useSelected } from '../internal/useSelected'

export interface UseAppKitThemeReturnType {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
}

const DEFAULT = { themeMode: 'dark' as ThemeMode, themeVariables: {} as ThemeVariables }

/** The modal's theme mode and variables, with setters (bad values are refused by the core). */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const appKit = useAppKitInstance()
  const subscribe = useCallback(
    (onChange: () => void) => appKit!.subscribeTheme(onChange),
    [appKit],
  )
  const select = useCallback(() => {
    const { themeMode, themeVariables } = snapshot(appKit!.controllers.theme.state)
    return { themeMode, themeVariables: themeVariables as ThemeVariables }
  }, [appKit])
  const theme = useSelected(appKit ? subscribe : undefined, select, DEFAULT)
  return {
    ...theme,
    setThemeMode: useCallback((mode: ThemeMode) => appKit?.setThemeMode(mode), [appKit]),
    setThemeVariables: useCallback((v: ThemeVariables) => appKit?.setThemeVariables(v), [appKit]),
  }
}

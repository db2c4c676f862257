import type { ThemeState } from '../controllers/ThemeController'
import type { ThemeOverrides } from '../controllers/ThemeTokens'

/**
 * The theme variables the embedded wallet's frame is sent (SPEC §6 sync theme: themeMode and
 * themeVariables): the typed theme's accent, its text colour, font and layering for the current
 * mode, as the variables that set them, with the host's own variables over them.
 */
export function frameThemeVariables({ themeMode, themeVariables, theme }: ThemeState) {
  const ofMode: ThemeOverrides | undefined =
    theme && 'lightMode' in theme ? theme[themeMode === 'dark' ? 'darkMode' : 'lightMode'] : theme
  const variables: Record<string, string | number> = {}
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined) variables[name] = value
  }
  set('--lk-accent', ofMode?.colors?.accent)
  set('--lk-accent-foreground', ofMode?.colors?.accentForeground)
  set('--lk-font-family', ofMode?.fonts?.body)
  set('--lk-z-index', ofMode?.zIndex)
  return { ...variables, ...(themeVariables as Record<string, string | number>) }
}

import { baseTheme } from './baseTheme'
import type { Theme } from './Theme'

/** The light palette; every text colour meets WCAG AA on the surfaces it sits on. */
export function lightPalette(): Theme {
  return {
    ...baseTheme(),
    colors: {
      accent: '#3451d1',
      accentForeground: '#ffffff',
      background: '#ffffff',
      surface: '#f2f3f6',
      surfaceHover: '#e6e8ee',
      foreground: '#15171c',
      foregroundMuted: '#565c69',
      border: '#dfe2e8',
      backdrop: 'rgba(12, 14, 20, 0.5)',
      error: '#c02626',
      success: '#237a36',
      warning: '#8a5a00',
      focusRing: '#3451d1',
      qrBackground: '#ffffff',
      qrForeground: '#15171c',
    },
    shadows: { modal: '0 8px 32px rgba(12, 14, 20, 0.18)' },
  }
}

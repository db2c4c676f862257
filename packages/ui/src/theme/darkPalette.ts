import { baseTheme } from './baseTheme'
import type { Theme } from './Theme'

/** The dark palette; every text colour meets WCAG AA on the surfaces it sits on. */
export function darkPalette(): Theme {
  return {
    ...baseTheme(),
    colors: {
      accent: '#8ea2ff',
      accentForeground: '#0d1020',
      background: '#17191f',
      surface: '#22252d',
      surfaceHover: '#2d313b',
      foreground: '#f0f2f6',
      foregroundMuted: '#a9afbd',
      border: '#343843',
      backdrop: 'rgba(0, 0, 0, 0.6)',
      error: '#ff8a8a',
      success: '#6ede86',
      warning: '#f5c15c',
      focusRing: '#8ea2ff',
      qrBackground: '#ffffff',
      qrForeground: '#15171c',
    },
    shadows: { modal: '0 8px 32px rgba(0, 0, 0, 0.5)' },
  }
}

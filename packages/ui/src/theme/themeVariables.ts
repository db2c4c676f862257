import { THEME_VARIABLE_NAMES } from '@latchkey/core'
import { FONT_SIZE_SCALE, RADIUS_SCALE, scaleFrom } from './scales'
import type { Theme } from './Theme'

/** The host's overrides, named like the custom properties they set. */
export interface ThemeVariables {
  '--lk-accent'?: string
  '--lk-accent-foreground'?: string
  '--lk-font-family'?: string
  '--lk-font-size-master'?: string
  '--lk-border-radius-master'?: string
  '--lk-z-index'?: string | number
}

// The names live in core, beside the field's `--w3m-*` ones that the theme controller maps to them.
export { THEME_VARIABLE_NAMES }

// A value may not close the declaration or the rule, load a resource or start a comment.
const UNSAFE_CSS = /[;{}<>\\@!\n\r]|\/\*|url\s*\(|image-set\s*\(|expression\s*\(/i

/** True when a host value can go into a stylesheet without escaping its declaration. */
export function isSafeCssValue(value: string): boolean {
  return value.trim().length > 0 && value.length <= 200 && !UNSAFE_CSS.test(value)
}

/** Keeps only known names with safe values; anything else is dropped, never interpolated. */
export function sanitizeThemeVariables(variables: ThemeVariables = {}): ThemeVariables {
  const clean: ThemeVariables = {}
  for (const name of THEME_VARIABLE_NAMES) {
    const raw = variables[name]
    if (raw === undefined || raw === null) continue
    const value = String(raw).trim()
    if (name === '--lk-z-index' ? /^-?\d{1,10}$/.test(value) : isSafeCssValue(value))
      clean[name] = value
  }
  return clean
}

/** The theme with the host's overrides applied on top. */
export function applyThemeVariables(theme: Theme, variables: ThemeVariables = {}): Theme {
  const v = sanitizeThemeVariables(variables)
  const accent = v['--lk-accent']
  return {
    ...theme,
    colors: {
      ...theme.colors,
      ...(accent && {
        accent,
        focusRing: accent,
        accentForeground: v['--lk-accent-foreground'] ?? readableOn(accent),
      }),
      ...(!accent &&
        v['--lk-accent-foreground'] && { accentForeground: v['--lk-accent-foreground'] }),
    },
    fonts: { ...theme.fonts, ...(v['--lk-font-family'] && { body: v['--lk-font-family'] }) },
    fontSizes: v['--lk-font-size-master']
      ? scaleFrom(v['--lk-font-size-master'], FONT_SIZE_SCALE)
      : theme.fontSizes,
    radii: v['--lk-border-radius-master']
      ? {
          ...scaleFrom(v['--lk-border-radius-master'], RADIUS_SCALE),
          full: theme.radii.full,
          button: theme.radii.button,
        }
      : theme.radii,
    zIndex: String(v['--lk-z-index'] ?? theme.zIndex),
  }
}

/** Black or white text, whichever reads better on a hex colour; white for non-hex colours. */
export function readableOn(color: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1]
  if (!hex) return '#ffffff'
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  const [r, g, b] = [0, 2, 4].map((i) => linear(Number.parseInt(full.slice(i, i + 2), 16) / 255))
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  // Contrast against white vs. against near-black (#111): pick the larger.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0557 ? '#ffffff' : '#111111'
}

function linear(channel: number): number {
  return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
}

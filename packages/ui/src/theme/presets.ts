import { baseTheme, SYSTEM_FONTS } from './baseTheme'
import { darkPalette } from './darkPalette'
import { lightPalette } from './lightPalette'
import { RADIUS_SCALE, scaleFrom } from './scales'
import type { Theme } from './Theme'
import { isCssColor, themeInputError } from './themeOverrides'
import { isSafeCssValue, readableOn } from './themeVariables'

/** The common knobs of a preset (issue 38), as RainbowKit's presets take them. */
export interface ThemeOptions {
  /** Buttons, links, the focus ring: any CSS colour. */
  accentColor?: string
  /** Text on the accent; by default black or white, whichever reads better on it. */
  accentColorForeground?: string
  borderRadius?: 'none' | 'small' | 'medium' | 'large'
  /** 'system' (the default), 'rounded', or a CSS font list of fonts the page already has. */
  fontStack?: 'system' | 'rounded' | (string & {})
  /** Blur of the page behind the open modal. */
  overlayBlur?: 'none' | 'small' | 'large'
  /** The modal's card and the page buttons: any CSS colour. */
  modalBackground?: string
}

/** Radius master (px) and page-button radius per knob; 'medium' is the built-in look. */
const RADII = {
  none: [0, '0px'],
  small: [2, '8px'],
  medium: [4, '9999px'],
  large: [6, '9999px'],
} as const

const BLURS = { none: 'none', small: 'blur(4px)', large: 'blur(20px)' } as const

/** Rounded faces the visitor's system may have, then its own: no font file is fetched. */
export const ROUNDED_FONTS =
  'ui-rounded, "SF Pro Rounded", "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, "Arial Rounded MT", "Arial Rounded MT Bold", Calibri, sans-serif'

const KNOBS = [
  'accentColor',
  'accentColorForeground',
  'borderRadius',
  'fontStack',
  'overlayBlur',
  'modalBackground',
]

function pick<T extends object>(table: T, field: string, value: unknown): T[keyof T] {
  if (typeof value !== 'string' || !Object.hasOwn(table, value))
    throw themeInputError(field, value, Object.keys(table))
  return table[value as keyof T]
}

function color(field: string, value: unknown): string {
  if (!isCssColor(value)) throw themeInputError(field, value, 'a CSS colour')
  return value
}

/** A palette with the knobs turned; a knob it does not know, or a bad value, throws. */
function withOptions(theme: Theme, options: ThemeOptions = {}): Theme {
  if (typeof options !== 'object' || options === null) throw themeInputError('theme', options)
  for (const key of Object.keys(options))
    if (!KNOBS.includes(key)) throw themeInputError(key, options[key as keyof ThemeOptions], KNOBS)
  const { accentColor, accentColorForeground, borderRadius, fontStack, overlayBlur } = options
  const { colors } = theme
  if (accentColor !== undefined) {
    colors.accent = color('accentColor', accentColor)
    colors.focusRing = accentColor
    colors.accentForeground = readableOn(accentColor)
  }
  if (accentColorForeground !== undefined)
    colors.accentForeground = color('accentColorForeground', accentColorForeground)
  if (options.modalBackground !== undefined)
    colors.background = color('modalBackground', options.modalBackground)
  if (borderRadius !== undefined) {
    const [master, button] = pick(RADII, 'borderRadius', borderRadius)
    theme.radii = { ...scaleFrom(master, RADIUS_SCALE), full: theme.radii.full, button }
  }
  if (fontStack === 'rounded') theme.fonts.body = ROUNDED_FONTS
  else if (fontStack === 'system') theme.fonts.body = SYSTEM_FONTS
  else if (fontStack !== undefined) {
    if (typeof fontStack !== 'string' || !isSafeCssValue(fontStack) || /[()]/.test(fontStack))
      throw themeInputError('fontStack', fontStack, ['system', 'rounded', 'a CSS font list'])
    theme.fonts.body = fontStack
  }
  if (overlayBlur !== undefined)
    theme.blurs = { modalOverlay: pick(BLURS, 'overlayBlur', overlayBlur) }
  return theme
}

/** The light preset: dark text on white. */
export function lightTheme(options?: ThemeOptions): Theme {
  return withOptions(lightPalette(), options)
}

/** The dark preset: light text on grey-blue. */
export function darkTheme(options?: ThemeOptions): Theme {
  return withOptions(darkPalette(), options)
}

/** The midnight preset: light text on near-black, for dark sites (OLED black). */
export function midnightTheme(options?: ThemeOptions): Theme {
  return withOptions(
    {
      ...baseTheme(),
      colors: {
        accent: '#9aa9ff',
        accentForeground: '#0b0d1a',
        background: '#000000',
        surface: '#121317',
        surfaceHover: '#1d1f25',
        foreground: '#f5f6f8',
        foregroundMuted: '#a3a8b5',
        border: '#26282f',
        backdrop: 'rgba(0, 0, 0, 0.75)',
        error: '#ff8f8f',
        success: '#72e08a',
        warning: '#f6c462',
        focusRing: '#9aa9ff',
        qrBackground: '#ffffff',
        qrForeground: '#15171c',
      },
      shadows: { modal: '0 8px 32px rgba(0, 0, 0, 0.8)' },
    },
    options,
  )
}

import { LIMITS } from '@latchkey/core'
import type { Theme } from './Theme'

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** Every theme value as a `--lk-*` custom property: colors.accent → --lk-color-accent. */
export function themeCustomProperties(theme: Theme): Record<string, string> {
  const props: Record<string, string> = {}
  const group = (prefix: string, values: Record<string, string>) => {
    for (const [key, value] of Object.entries(values)) props[`--lk-${prefix}-${kebab(key)}`] = value
  }
  group('color', theme.colors)
  group('font', theme.fonts)
  group('font-size', theme.fontSizes)
  group('radius', theme.radii)
  group('shadow', theme.shadows)
  group('blur', theme.blurs)
  props['--lk-font-family'] = theme.fonts.body
  props['--lk-z-index'] = theme.zIndex
  props['--lk-modal-width'] = `${LIMITS.MODAL_WIDTH_PX}px`
  return props
}

/** The theme as one `:host` rule for a constructed stylesheet. */
export function themeCss(theme: Theme, selector = ':host'): string {
  const body = Object.entries(themeCustomProperties(theme))
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n')
  return `${selector} {\n${body}\n}\n`
}

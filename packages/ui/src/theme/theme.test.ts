import { describe, expect, it } from 'vitest'
import { darkTheme, lightTheme } from './presets'
import { resolveTheme } from './resolveTheme'
import { themeCss, themeCustomProperties } from './themeCustomProperties'
import { applyThemeVariables, readableOn, sanitizeThemeVariables } from './themeVariables'

describe('palettes', () => {
  it('light and dark differ in colours and share sizes and layering', () => {
    const light = lightTheme()
    const dark = darkTheme()
    expect(light.colors.background).not.toBe(dark.colors.background)
    expect(light.colors.foreground).not.toBe(dark.colors.foreground)
    expect(dark.radii).toEqual(light.radii)
    expect(dark.fontSizes).toEqual(light.fontSizes)
  })

  it('returns a fresh object each call, so a host can edit its copy', () => {
    const a = lightTheme()
    a.colors.accent = 'red'
    expect(lightTheme().colors.accent).not.toBe('red')
  })
})

describe('theme custom properties', () => {
  it('maps every theme value to an --lk-* property', () => {
    const props = themeCustomProperties(lightTheme())
    expect(props['--lk-color-accent']).toBe('#3451d1')
    expect(props['--lk-color-foreground-muted']).toBe('#565c69')
    expect(props['--lk-font-size-body']).toBe('14px')
    expect(props['--lk-radius-modal']).toBe('24px')
    expect(props['--lk-modal-width']).toBe('360px')
    expect(props['--lk-z-index']).toBe('999')
    expect(Object.keys(props).every((name) => name.startsWith('--lk-'))).toBe(true)
  })

  it('writes one :host rule', () => {
    const css = themeCss(darkTheme())
    expect(css.startsWith(':host {')).toBe(true)
    expect(css).toContain('--lk-color-background: #17191f;')
  })
})

describe('themeVariables overrides', () => {
  it('sets accent, font family, radius master, font size master and z-index', () => {
    const theme = resolveTheme('dark', {
      '--lk-accent': '#ff0000',
      '--lk-font-family': 'Inter, sans-serif',
      '--lk-border-radius-master': '2px',
      '--lk-font-size-master': '12px',
      '--lk-z-index': 5000,
    })
    const props = themeCustomProperties(theme)
    expect(props['--lk-color-accent']).toBe('#ff0000')
    expect(props['--lk-color-focus-ring']).toBe('#ff0000')
    expect(props['--lk-font-family']).toBe('Inter, sans-serif')
    expect(props['--lk-radius-modal']).toBe('12px')
    expect(props['--lk-radius-full']).toBe('9999px')
    expect(props['--lk-font-size-body']).toBe('16.8px')
    expect(props['--lk-z-index']).toBe('5000')
    expect(props['--lk-color-background']).toBe(darkTheme().colors.background)
  })

  it('scales non-px masters with calc()', () => {
    const theme = applyThemeVariables(lightTheme(), { '--lk-border-radius-master': '0.25rem' })
    expect(theme.radii.item).toBe('calc(0.25rem * 4)')
  })

  it('chooses a readable text colour on a custom accent', () => {
    expect(resolveTheme('light', { '--lk-accent': '#ffe066' }).colors.accentForeground).toBe(
      '#111111',
    )
    expect(resolveTheme('light', { '--lk-accent': '#1a1a80' }).colors.accentForeground).toBe(
      '#ffffff',
    )
    expect(readableOn('#fff')).toBe('#111111')
  })

  it('drops values that could escape their declaration or load a resource', () => {
    const clean = sanitizeThemeVariables({
      '--lk-accent': 'red; } :host { background: url(https://evil.test/x)',
      '--lk-font-family': 'x/* comment */',
      '--lk-border-radius-master': 'url(https://evil.test)',
      '--lk-font-size-master': '1px\\3b',
      '--lk-z-index': '10; color: red',
      // @ts-expect-error unknown names are ignored, not written
      '--lk-unknown': 'blue',
    })
    expect(clean).toEqual({})
    const css = themeCss(resolveTheme('light', { '--lk-accent': 'red; } * { color: red' } as never))
    expect(css).not.toContain('color: red')
  })
})

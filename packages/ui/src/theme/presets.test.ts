import { isLatchkeyError } from '@latchkey/core'
import { describe, expect, it } from 'vitest'
import { darkTheme, lightTheme, midnightTheme } from './presets'
import { resolveTheme } from './resolveTheme'
import type { Theme, ThemeOption } from './Theme'
import { themeCustomProperties } from './themeCustomProperties'
import { checkThemeOption, isCssColor, overrideTheme } from './themeOverrides'

/** The invalid-input error of the catalogue ('Unknown error'), naming the field. */
function invalid(field: string) {
  return expect.objectContaining({
    message: 'Unknown error',
    details: expect.objectContaining({ field }),
  })
}

describe('presets (issue 38)', () => {
  it('lightTheme(), darkTheme() and midnightTheme() are the built-in palettes, each token typed', () => {
    expect(lightTheme().colors).toMatchObject({ accent: '#3451d1', background: '#ffffff' })
    expect(darkTheme().colors).toMatchObject({ accent: '#8ea2ff', background: '#17191f' })
    expect(midnightTheme().colors).toMatchObject({ accent: '#9aa9ff', background: '#000000' })
    expect(darkTheme().radii).toEqual({
      modal: '24px',
      item: '16px',
      control: '12px',
      small: '8px',
      full: '9999px',
      button: '9999px',
    })
    expect(lightTheme().blurs).toEqual({ modalOverlay: 'none' })
    expect(lightTheme().fonts.body).toBe(
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    )
  })

  it('turns the knobs: accent and its readable foreground, modal background', () => {
    const theme = darkTheme({ accentColor: '#ff0000', modalBackground: '#101010' })
    expect(theme.colors.accent).toBe('#ff0000')
    expect(theme.colors.focusRing).toBe('#ff0000')
    // Pure red: white text reads worse (4.0:1) than near-black (5.0:1).
    expect(theme.colors.accentForeground).toBe('#111111')
    expect(theme.colors.background).toBe('#101010')
    expect(lightTheme({ accentColor: '#ffe066' }).colors.accentForeground).toBe('#111111')
    expect(
      lightTheme({ accentColor: 'rebeccapurple', accentColorForeground: 'white' }).colors
        .accentForeground,
    ).toBe('white')
  })

  it('border radius none, small, medium (the built-in look) and large', () => {
    expect(lightTheme({ borderRadius: 'none' }).radii).toEqual({
      modal: '0px',
      item: '0px',
      control: '0px',
      small: '0px',
      full: '9999px',
      button: '0px',
    })
    expect(lightTheme({ borderRadius: 'small' }).radii).toMatchObject({
      modal: '12px',
      item: '8px',
      button: '8px',
    })
    expect(lightTheme({ borderRadius: 'medium' }).radii).toEqual(lightTheme().radii)
    expect(lightTheme({ borderRadius: 'large' }).radii).toMatchObject({
      modal: '36px',
      item: '24px',
      button: '9999px',
    })
  })

  it('font stacks are local fonts only; overlay blur none, small, large', () => {
    expect(lightTheme({ fontStack: 'rounded' }).fonts.body).toMatch(/^ui-rounded, "SF Pro Rounded"/)
    expect(lightTheme({ fontStack: 'system' }).fonts.body).toBe(lightTheme().fonts.body)
    expect(lightTheme({ fontStack: '"Inter", sans-serif' }).fonts.body).toBe('"Inter", sans-serif')
    expect(lightTheme({ overlayBlur: 'small' }).blurs.modalOverlay).toBe('blur(4px)')
    expect(lightTheme({ overlayBlur: 'large' }).blurs.modalOverlay).toBe('blur(20px)')
    expect(lightTheme({ overlayBlur: 'none' }).blurs.modalOverlay).toBe('none')
  })

  it('refuses an unknown knob value, a colour that is not one, a font that loads a file', () => {
    const bad: [() => unknown, string][] = [
      [() => lightTheme({ borderRadius: 'huge' as never }), 'borderRadius'],
      [() => lightTheme({ overlayBlur: 'medium' as never }), 'overlayBlur'],
      [() => darkTheme({ accentColor: 'not a colour' }), 'accentColor'],
      [() => darkTheme({ accentColor: '#12' }), 'accentColor'],
      [() => darkTheme({ modalBackground: 'url(https://evil.test/x.png)' }), 'modalBackground'],
      [() => darkTheme({ accentColorForeground: 'red; color: blue' }), 'accentColorForeground'],
      [() => darkTheme({ fontStack: 'x, url(https://fonts.test/a.woff2)' }), 'fontStack'],
      [() => darkTheme({ accent: 'red' } as never), 'accent'],
    ]
    for (const [call, field] of bad) expect(call).toThrow(invalid(field))
    try {
      lightTheme({ borderRadius: 'huge' as never })
    } catch (error) {
      expect(isLatchkeyError(error, 'UNKNOWN_ERROR')).toBe(true)
    }
  })

  it('returns a fresh object each call', () => {
    const a = darkTheme({ accentColor: 'red' })
    a.colors.accent = 'blue'
    expect(darkTheme().colors.accent).toBe('#8ea2ff')
  })
})

describe('CSS colours', () => {
  it('takes hex, colour functions and keywords; refuses anything else', () => {
    for (const color of [
      '#fff',
      '#ffff',
      '#a1b2c3',
      '#a1b2c3d4',
      'rgb(1 2 3 / 50%)',
      'rgba(0, 0, 0, 0.5)',
      'hsl(120deg 50% 50%)',
      'oklch(70% 0.1 200)',
      'red',
      'transparent',
      'currentColor',
    ])
      expect(isCssColor(color), color).toBe(true)
    for (const color of [
      '#ff',
      '#abcde',
      'rgb(',
      'url(x)',
      'red blue',
      '12px',
      'red;',
      '',
      'rgb(1 2 3) x',
      3,
    ])
      expect(isCssColor(color), String(color)).toBe(false)
  })
})

describe('a theme of tokens over the palettes', () => {
  it('lays the host’s tokens over the mode’s palette, then the theme variables over that', () => {
    const theme = resolveTheme(
      'light',
      { '--lk-z-index': 5 },
      { colors: { accent: '#00ff00' }, radii: { button: '4px' } },
    )
    const props = themeCustomProperties(theme)
    expect(props['--lk-color-accent']).toBe('#00ff00')
    expect(props['--lk-color-background']).toBe('#ffffff')
    expect(props['--lk-radius-button']).toBe('4px')
    expect(props['--lk-blur-modal-overlay']).toBe('none')
    expect(props['--lk-z-index']).toBe('5')
    // The variables win over the theme.
    expect(
      resolveTheme('light', { '--lk-accent': '#0000ff' }, { colors: { accent: '#00ff00' } }).colors
        .accent,
    ).toBe('#0000ff')
  })

  it('a { lightMode, darkMode } pair follows the mode; one theme serves both', () => {
    const pair: ThemeOption = {
      lightMode: lightTheme({ accentColor: '#aa0000' }),
      darkMode: midnightTheme(),
    }
    expect(resolveTheme('light', {}, pair).colors.accent).toBe('#aa0000')
    expect(resolveTheme('dark', {}, pair).colors.background).toBe('#000000')
    const one = darkTheme({ accentColor: '#ff0000' })
    expect(resolveTheme('light', {}, one).colors.background).toBe('#17191f')
    expect(resolveTheme('dark', {}, one).colors.accent).toBe('#ff0000')
  })

  it('refuses an unknown group or token, a bad value, half a pair; changes nothing', () => {
    const base = lightTheme()
    const before = JSON.stringify(base)
    expect(() => overrideTheme(base, { colours: {} } as never)).toThrow(invalid('theme.colours'))
    expect(() => overrideTheme(base, { colors: { accnt: 'red' } } as never)).toThrow(
      invalid('theme.colors.accnt'),
    )
    expect(() => overrideTheme(base, { colors: { accent: 'bluish' } })).not.toThrow() // a keyword: the browser's CSS decides
    expect(() => overrideTheme(base, { colors: { accent: 'blue green' } })).toThrow(
      invalid('theme.colors.accent'),
    )
    expect(() => overrideTheme(base, { fonts: { body: 'x; } * { color: red' } })).toThrow(
      invalid('theme.fonts.body'),
    )
    expect(() => overrideTheme(base, { shadows: { modal: 'url(https://evil.test/x)' } })).toThrow(
      invalid('theme.shadows.modal'),
    )
    expect(() => overrideTheme(base, { zIndex: 'auto; x' })).toThrow(invalid('theme.zIndex'))
    expect(() => overrideTheme(base, { colors: 'red' } as never)).toThrow(invalid('theme.colors'))
    expect(JSON.stringify(base)).toBe(before)
    expect(() => checkThemeOption({ lightMode: lightTheme() } as never)).toThrow(invalid('theme'))
    expect(() =>
      checkThemeOption({ lightMode: {}, darkMode: { colors: { error: 'nope nope' } } }),
    ).toThrow(invalid('theme.colors.error'))
    expect(() => checkThemeOption(null as never)).toThrow(invalid('theme'))
    expect(() => checkThemeOption('dark' as never)).toThrow(invalid('theme'))
    expect(() => checkThemeOption({ darkMode: {} } as never)).toThrow(invalid('theme'))
    expect(() => checkThemeOption(midnightTheme({ borderRadius: 'small' }))).not.toThrow()
  })

  it('types every token: an unknown key does not compile', () => {
    const typed: Theme = darkTheme()
    // @ts-expect-error not a colour token
    const a: ThemeOption = { colors: { accnt: 'red' } }
    // @ts-expect-error not a group
    const b: ThemeOption = { colours: { accent: 'red' } }
    // Never called: the type checker is the test here (the runtime refusal is tested above).
    const calls = [
      // @ts-expect-error not a knob
      () => lightTheme({ accent: 'red' }),
      // @ts-expect-error not a radius of the scale
      () => lightTheme({ borderRadius: 'huge' }),
      // @ts-expect-error not a blur of the scale
      () => lightTheme({ overlayBlur: 'medium' }),
    ]
    // @ts-expect-error a pair needs both modes
    const c: ThemeOption = { lightMode: typed }
    expect([a, b, c, ...calls]).toHaveLength(6)
  })
})

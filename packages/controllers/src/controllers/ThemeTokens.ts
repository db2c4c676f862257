/**
 * The modal's look as one typed object (issue 38): every colour, font, size, radius, shadow and
 * blur token of the modal and the page buttons, each drawn as one `--lk-*` custom property
 * (colors.accent → --lk-color-accent). The presets (`lightTheme()`, `darkTheme()`,
 * `midnightTheme()` in @latchkey/ui) return a whole one; a host may also pass only the tokens it
 * changes.
 */
export interface Theme {
  colors: {
    accent: string
    accentForeground: string
    /** The modal's card and the page buttons. */
    background: string
    surface: string
    surfaceHover: string
    foreground: string
    foregroundMuted: string
    border: string
    /** Behind the open modal. */
    backdrop: string
    error: string
    success: string
    warning: string
    focusRing: string
    /** QR codes stay dark-on-light in both modes so every scanner reads them. */
    qrBackground: string
    qrForeground: string
  }
  /** CSS font lists: local fonts only, never a font file from another host. */
  fonts: { body: string; mono: string }
  fontSizes: { small: string; body: string; title: string; large: string }
  radii: {
    modal: string
    item: string
    control: string
    small: string
    /** Pills and avatars. */
    full: string
    /** The page buttons (connect, account, network). */
    button: string
  }
  shadows: { modal: string }
  /** A CSS filter behind the open modal (`none`, `blur(4px)`). */
  blurs: { modalOverlay: string }
  zIndex: string
}

/** Only the tokens a host changes: each group partial; an unknown key is a type error. */
export type ThemeOverrides = {
  [Group in keyof Theme]?: Theme[Group] extends string ? string : Partial<Theme[Group]>
}

/**
 * The `theme` option: one theme for both modes, or one per mode (`themeMode` picks). Each is laid
 * over the mode's built-in palette, then `themeVariables` over that.
 */
export type ThemeOption = ThemeOverrides | { lightMode: ThemeOverrides; darkMode: ThemeOverrides }

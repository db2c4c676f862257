/** A complete theme: every value becomes one `--lk-*` custom property of the modal. */
export interface Theme {
  colors: {
    accent: string
    accentForeground: string
    background: string
    surface: string
    surfaceHover: string
    foreground: string
    foregroundMuted: string
    border: string
    backdrop: string
    error: string
    success: string
    warning: string
    focusRing: string
    /** QR codes stay dark-on-light in both modes so every scanner reads them. */
    qrBackground: string
    qrForeground: string
  }
  fonts: { body: string; mono: string }
  fontSizes: { small: string; body: string; title: string; large: string }
  radii: { modal: string; item: string; control: string; small: string; full: string }
  shadows: { modal: string }
  zIndex: string
  modalWidth: string
}

export type ThemeMode = 'light' | 'dark'

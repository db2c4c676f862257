/** A complete theme: every value becomes one `--lk-*` custom property of the modal. */
export type { Theme, ThemeOption, ThemeOverrides } from '@latchkey/controllers/theme'

export type ThemeMode = 'light' | 'dark'

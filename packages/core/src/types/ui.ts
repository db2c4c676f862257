export type ThemeMode = 'light' | 'dark'

/** SPEC §3 toast variants. */
export type ToastVariant = 'success' | 'error' | 'loading'

/** SPEC §3 deep-link choice: where a wallet link opens. */
export interface DeepLinkChoice {
  href: string
  name: string
}

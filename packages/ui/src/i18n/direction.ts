/** 'rtl' for Arabic, Hebrew and Persian, else 'ltr' (of a resolved tag: resolveLocale's). */
export function directionOf(locale: string): 'rtl' | 'ltr' {
  return locale === 'ar' || locale === 'he' || locale === 'fa' ? 'rtl' : 'ltr'
}

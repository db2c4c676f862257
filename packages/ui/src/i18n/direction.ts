/**
 * 'rtl' for a language written right to left (the built-in Arabic, Hebrew and Persian, and a
 * host's Urdu, Pashto, Sindhi, Uyghur, Yiddish, Dhivehi or Sorani locale), else 'ltr'.
 */
export function directionOf(locale: string): 'rtl' | 'ltr' {
  return /^(ar|he|fa|ur|ps|sd|ug|yi|dv|ckb)(-|$)/i.test(locale) ? 'rtl' : 'ltr'
}

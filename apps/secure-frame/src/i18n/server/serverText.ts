import { knownLocaleTag, type LocaleTag, localeTagOf } from '../localeTags'
import { en, type ServerTable, type ServerTextKey } from './en'
import ar from './locales/ar'
import cs from './locales/cs'
import de from './locales/de'
import es from './locales/es'
import fa from './locales/fa'
import fr from './locales/fr'
import he from './locales/he'
import hi from './locales/hi'
import id from './locales/id'
import it from './locales/it'
import ja from './locales/ja'
import ko from './locales/ko'
import nl from './locales/nl'
import pl from './locales/pl'
import ptBR from './locales/pt-BR'
import ro from './locales/ro'
import ru from './locales/ru'
import sv from './locales/sv'
import th from './locales/th'
import tr from './locales/tr'
import uk from './locales/uk'
import vi from './locales/vi'
import zhHans from './locales/zh-Hans'
import zhHant from './locales/zh-Hant'

export type { ServerTextKey } from './en'

/**
 * The server's tables by tag: the frame's locales (../localeTags.ts, the type checks that none is
 * missing). A few kilobytes, all loaded: the server writes a mail in whichever the request names.
 */
const TABLES: Readonly<Record<LocaleTag, ServerTable>> = {
  en,
  de,
  ar,
  he,
  fa,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  ja,
  ko,
  es,
  'pt-BR': ptBR,
  fr,
  it,
  ru,
  uk,
  tr,
  id,
  vi,
  th,
  hi,
  pl,
  nl,
  sv,
  cs,
  ro,
}

/**
 * The best of our tags for a browser's Accept-Language (a page a provider redirects to carries no
 * tag of ours): by weight, an exact tag first, then its language (zh-TW → zh-Hant, pt → pt-BR).
 */
export function serverLocaleOfHeader(header: string | undefined): LocaleTag {
  if (!header || header.length > 500) return 'en'
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([01](\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean)
      return { range: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((r) => r.q > 0 && /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(r.range))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { range } of ranges) {
    const exact = knownLocaleTag(range)
    if (exact) return exact
    const [language, ...rest] = range.split('-')
    if (language === 'zh')
      return rest.some((s) => ['hant', 'tw', 'hk', 'mo'].includes(s)) ? 'zh-Hant' : 'zh-Hans'
    if (language === 'pt') return 'pt-BR'
    const base = knownLocaleTag(language ?? '')
    if (base) return base
  }
  return 'en'
}

/** `key`'s text in `tag` (a tag localeTagOf gave), its `{name}` placeholders filled. */
export function serverText(
  tag: string,
  key: ServerTextKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const table = TABLES[localeTagOf(tag)]
  return (table[key] ?? en[key]).replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  )
}

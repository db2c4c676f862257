import { isPlainHttps, parseAbsoluteUrl } from './parseAbsoluteUrl'

// Schemes that run code, read local files or hold arbitrary content in the page's name.
const FORBIDDEN_SCHEMES = new Set([
  'javascript',
  'vbscript',
  'data',
  'file',
  'blob',
  'about',
  'filesystem',
  'http',
  'ws',
  'wss',
  'ftp',
  'chrome',
  'intent',
])

/** 'metamask', 'metamask:' and 'metamask://' all name the scheme 'metamask'. */
export function normaliseScheme(walletScheme: string | undefined | null): string | undefined {
  if (!walletScheme) return undefined
  const name = walletScheme
    .trim()
    .toLowerCase()
    .replace(/:(\/\/)?$/, '')
  if (!/^[a-z][a-z0-9+.-]*$/.test(name) || FORBIDDEN_SCHEMES.has(name)) return undefined
  return name
}

/**
 * A link that opens a wallet: either the wallet's own scheme (e.g. `metamask://wc?uri=…`) or an
 * https universal link. Anything else, javascript:, data:, vbscript:, file: included, is refused.
 */
export function safeDeepLink(url: unknown, walletScheme?: string | null): string | undefined {
  const parsed = parseAbsoluteUrl(url)
  if (!parsed) return undefined
  if (isPlainHttps(parsed)) return parsed.href
  const scheme = normaliseScheme(walletScheme)
  return scheme && parsed.protocol === `${scheme}:` ? parsed.href : undefined
}

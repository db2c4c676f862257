/** Schemes that run code, read files or carry content: never a wallet link. */
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

/**
 * The link that hands a pairing URI to a wallet from its registry entry's `mobile_link` (or
 * `desktop_link`): its own scheme `xyz://` → `xyz://wc?uri=…`, an https universal link
 * `https://host/app` → `https://host/app/wc?uri=…`. Undefined for anything else (javascript:,
 * data:, plain http, a malformed link), so a registry entry cannot smuggle code into a link.
 */
export function walletConnectLink(
  base: string | null | undefined,
  uri: string,
): string | undefined {
  if (typeof base !== 'string' || !uri.startsWith('wc:')) return undefined
  const link = base.trim()
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase()
  if (!scheme || FORBIDDEN_SCHEMES.has(scheme)) return undefined
  if (scheme === 'https') return universalLink(link, uri)
  // 'xyz:' and 'xyz://' both mean the wallet's own scheme.
  const root = link.replace(/^([a-z][a-z0-9+.-]*):(\/\/)?/i, '')
  if (/[\s"'<>\\]/.test(root)) return undefined
  const path = root.replace(/\/+$/, '')
  return `${scheme}://${path ? `${path}/` : ''}wc?uri=${encodeURIComponent(uri)}`
}

function universalLink(link: string, uri: string): string | undefined {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' || url.username || url.password || !url.hostname) return undefined
  const path = url.pathname.replace(/\/+$/, '')
  return `https://${url.host}${path}/wc?uri=${encodeURIComponent(uri)}`
}

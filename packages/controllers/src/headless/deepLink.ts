import type { WalletListEntry } from '@latchkey/core'

/** Links that hand a pairing URI to a wallet app: its app (own scheme or https) and its web app. */
export interface PairingLinks {
  app?: string
  web?: string
}

// Schemes a wallet may not claim: they run code, read files, or are not an app's own.
const REFUSED = new Set([
  'javascript',
  'vbscript',
  'data',
  'file',
  'blob',
  'about',
  'filesystem',
  'http',
  'https',
  'ws',
  'wss',
  'ftp',
  'chrome',
  'intent',
])

const INVISIBLE = new Set([0x00a0, 0x200b, 0x2028, 0x2029, 0xfeff])

// Controls, spaces and invisible marks: a browser drops some of them ("java\tscript:").
function hasControlOrSpace(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || INVISIBLE.has(code)) return true
  }
  return false
}

function parse(text: string): URL | undefined {
  if (text.length > 8192 || hasControlOrSpace(text)) return undefined
  return URL.canParse(text) ? new URL(text) : undefined
}

/** `base` + `/wc?uri=…`: `metamask:` → `metamask://wc?uri=…`, `https://x.test` → `https://x.test/wc?uri=…`. */
function withPairing(base: string, uri: string): string {
  const separator = base.endsWith('/') ? '' : base.endsWith(':') ? '//' : '/'
  return `${base}${separator}wc?uri=${encodeURIComponent(uri)}`
}

function httpsLink(text: string): string | undefined {
  const url = parse(text)
  return url && url.protocol === 'https:' && url.hostname && !url.username && !url.password
    ? url.href
    : undefined
}

/** The wallet's own scheme link or an https universal link; anything else (javascript:…) is refused. */
function appLink(base: string, uri: string): string | undefined {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(base)?.[1]?.toLowerCase()
  if (!scheme) return undefined
  const link = withPairing(base, uri)
  if (scheme === 'https') return httpsLink(link)
  if (REFUSED.has(scheme)) return undefined
  const url = parse(link)
  return url && url.protocol === `${scheme}:` ? url.href : undefined
}

/**
 * SPEC §2 mobile deep links: the wallet's mobile link on a phone, its desktop link elsewhere,
 * and its web app where it has one, each carrying the pairing URI. Only https and the wallet's
 * own scheme pass.
 */
export function pairingLinks(
  wallet: Pick<WalletListEntry, 'mobile_link' | 'desktop_link' | 'webapp_link'>,
  uri: string,
  isMobile: boolean,
): PairingLinks {
  const base = (isMobile ? wallet.mobile_link : wallet.desktop_link) ?? undefined
  const app = base ? appLink(base, uri) : undefined
  const web = wallet.webapp_link ? httpsLink(withPairing(wallet.webapp_link, uri)) : undefined
  return { ...(app ? { app } : {}), ...(web ? { web } : {}) }
}

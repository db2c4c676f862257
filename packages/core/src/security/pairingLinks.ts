import type { WalletListEntry } from '../types'
import { isPlainHttps, parseAbsoluteUrl } from './parseAbsoluteUrl'
import { normaliseScheme } from './safeDeepLink'
import { safeLinkUrl } from './safeLinkUrl'

/** Links that hand a WalletConnect pairing URI to a wallet: its app, and its web app. */
export interface PairingLinks {
  /** The wallet's own scheme (`metamask://wc?uri=…`) or its https universal link. */
  app?: string
  /** The wallet's web app (`https://web.wallet/wc?uri=…`), where it has one. */
  web?: string
}

const SCHEME = /^([a-z][a-z0-9+.-]*):(\/\/)?/i

/**
 * SPEC §2 deep links: `base` with the pairing URI under `wc?uri=`. `metamask:`, `metamask://`
 * → `metamask://wc?uri=…`; `rainbow://app/` → `rainbow://app/wc?uri=…`; an https universal link
 * keeps its host and path (`https://link.test/app` → `https://link.test/app/wc?uri=…`).
 * Undefined for any other scheme (javascript:, data:, plain http…), a link with credentials,
 * controls or quotes, and a `uri` that is not a WalletConnect URI: a registry entry cannot
 * smuggle code into the link a visitor's phone opens.
 */
export function pairingLink(base: unknown, uri: string): string | undefined {
  if (typeof base !== 'string' || !uri.startsWith('wc:')) return undefined
  const text = base.trim()
  const query = `wc?uri=${encodeURIComponent(uri)}`
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase()
  if (scheme === 'https') {
    const url = parseAbsoluteUrl(text)
    if (!url || !isPlainHttps(url)) return undefined
    return `https://${url.host}${url.pathname.replace(/\/+$/, '')}/${query}`
  }
  const own = normaliseScheme(scheme)
  if (!own) return undefined
  const path = text.replace(SCHEME, '').replace(/\/+$/, '')
  const link = `${own}://${path ? `${path}/` : ''}${query}`
  // The same parse a browser makes: no control, space or quote hides in the path.
  if (/["'<>\\`]/.test(path) || parseAbsoluteUrl(link)?.protocol !== `${own}:`) return undefined
  return link
}

/**
 * The pairing links of a registry wallet: its mobile link on a phone, its desktop link elsewhere,
 * and its web app (https; http only on the local stack, as `safeLinkUrl` allows).
 */
export function pairingLinks(
  wallet: Pick<WalletListEntry, 'mobile_link' | 'desktop_link' | 'webapp_link'> | undefined,
  uri: string | undefined,
  isMobile: boolean,
  pageHost: string | undefined = globalThis.location?.hostname,
): PairingLinks {
  if (!wallet || !uri) return {}
  const app = pairingLink(isMobile ? wallet.mobile_link : wallet.desktop_link, uri)
  const webBase = safeLinkUrl(wallet.webapp_link, pageHost)
  const web = webBase ? webLink(webBase, uri, pageHost) : undefined
  return { ...(app ? { app } : {}), ...(web ? { web } : {}) }
}

function webLink(base: string, uri: string, pageHost: string | undefined): string | undefined {
  if (!uri.startsWith('wc:')) return undefined
  const url = new URL(base)
  return safeLinkUrl(
    `${url.origin}${url.pathname.replace(/\/+$/, '')}/wc?uri=${encodeURIComponent(uri)}`,
    pageHost,
  )
}

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
  /**
   * Where each of them goes without the pairing (`metamask://`, `https://web.wallet/`): the
   * deep-link choice (SPEC §3) kept once the visitor opened one, that WalletConnect's client
   * opens again, with a request's id, for each request it sends the wallet.
   */
  appBase?: string
  webBase?: string
}

const SCHEME = /^([a-z][a-z0-9+.-]*):(\/\/)?/i

/**
 * The app link of a registry entry, ending in `/`, to which `wc?uri=…` (a pairing) or
 * `wc?requestId=…` (a request) is added: `metamask:`, `metamask://` → `metamask://`;
 * `rainbow://app` → `rainbow://app/`; an https universal link keeps its host and path
 * (`https://link.test/app` → `https://link.test/app/`). Undefined for any other scheme
 * (javascript:, data:, plain http…) and a link with credentials, controls or quotes: a registry
 * entry cannot smuggle code into the link a visitor's phone opens.
 */
export function appLinkBase(base: unknown): string | undefined {
  if (typeof base !== 'string') return undefined
  const text = base.trim()
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase()
  if (scheme === 'https') {
    const url = parseAbsoluteUrl(text)
    if (!url || !isPlainHttps(url)) return undefined
    return `https://${url.host}${url.pathname.replace(/\/+$/, '')}/`
  }
  const own = normaliseScheme(scheme)
  if (!own) return undefined
  const path = text.replace(SCHEME, '').replace(/\/+$/, '')
  const link = `${own}://${path ? `${path}/` : ''}`
  // The same parse a browser makes: no control, space or quote hides in the path.
  if (/["'<>\\`]/.test(path) || parseAbsoluteUrl(`${link}wc`)?.protocol !== `${own}:`)
    return undefined
  return link
}

/**
 * SPEC §2 deep links: the app link (appLinkBase) with the pairing URI under `wc?uri=`
 * (`metamask://wc?uri=…`, `https://link.test/app/wc?uri=…`); undefined for an unsafe link and
 * a `uri` that is not a WalletConnect URI.
 */
export function pairingLink(base: unknown, uri: string): string | undefined {
  if (!uri.startsWith('wc:')) return undefined
  const app = appLinkBase(base)
  return app && `${app}wc?uri=${encodeURIComponent(uri)}`
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
  const appLink = isMobile ? wallet.mobile_link : wallet.desktop_link
  const app = pairingLink(appLink, uri)
  const appBase = app && appLinkBase(appLink)
  const webSite = safeLinkUrl(wallet.webapp_link, pageHost)
  const webBase = webSite && webLinkBase(webSite, pageHost)
  const web = webBase && uri.startsWith('wc:') ? `${webBase}wc?uri=${encodeURIComponent(uri)}` : ''
  return {
    ...(app ? { app, appBase } : {}),
    ...(web ? { web, webBase } : {}),
  }
}

function webLinkBase(site: string, pageHost: string | undefined): string | undefined {
  const url = new URL(site)
  return safeLinkUrl(`${url.origin}${url.pathname.replace(/\/+$/, '')}/`, pageHost)
}

/**
 * A kept deep-link choice's href as the link it must be: a wallet's app link (appLinkBase) or
 * its web app's (https, or http on the local stack), ending in `/`. A choice kept with its
 * pairing (`…wc?uri=…`, as earlier releases kept it) is cut to the link; anything else is
 * undefined, so nothing read from storage opens an unchecked link.
 */
export function deepLinkChoiceHref(
  href: string,
  pageHost: string | undefined = globalThis.location?.hostname,
): string | undefined {
  const link = href.replace(/wc\?uri=[\s\S]*$/, '')
  const app = appLinkBase(link)
  if (app) return app
  const site = safeLinkUrl(link, pageHost)
  return site ? webLinkBase(site, pageHost) : undefined
}

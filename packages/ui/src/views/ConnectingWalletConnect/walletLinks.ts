import type { WalletListEntry } from '@latchkey/core'
import { safeDeepLink, safeLinkUrl } from '../../security'

export interface WalletLinks {
  /** Opens the wallet app with the pairing: its own scheme or its https universal link. */
  app?: string
  /** The wallet's web app, where it has one. */
  web?: string
}

/** `metamask://` + uri → `metamask://wc?uri=…`; `https://link.test/` → `https://link.test/wc?uri=…`. */
export function pairingLink(base: string, uri: string): string {
  const separator = base.endsWith('/') ? '' : base.endsWith(':') ? '//' : '/'
  return `${base}${separator}wc?uri=${encodeURIComponent(uri)}`
}

function schemeOf(base: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(base)?.[1]
}

/**
 * Links that hand a pairing URI to a registry wallet: the mobile link on phones, the desktop link
 * elsewhere. Each passes safeDeepLink with the wallet's own scheme, so a registry entry cannot
 * smuggle in javascript: or data:.
 */
export function walletLinks(
  wallet: WalletListEntry | undefined,
  uri: string | undefined,
  isMobile: boolean,
): WalletLinks {
  if (!wallet || !uri) return {}
  const base = (isMobile ? wallet.mobile_link : wallet.desktop_link) ?? undefined
  const app = base ? safeDeepLink(pairingLink(base, uri), schemeOf(base)) : undefined
  const webBase = wallet.webapp_link ? safeLinkUrl(wallet.webapp_link) : undefined
  const web = webBase ? safeLinkUrl(pairingLink(webBase, uri)) : undefined
  return { ...(app ? { app } : {}), ...(web ? { web } : {}) }
}

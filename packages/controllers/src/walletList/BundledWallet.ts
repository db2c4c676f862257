/**
 * A wallet of the list bundled for a start with no provider (scripts/update-wallet-list.mjs
 * writes them from WalletConnect's Explorer API): its links, stores and injected ids, and the
 * brand colour its monogram icon is drawn in (no image comes from another host).
 */
export interface BundledWallet {
  /** The Explorer listing id (what the field's featuredWalletIds name). */
  id: string
  name: string
  rdns: string | null
  homepage: string | null
  color: string | null
  /** The app's own scheme (`metamask://`) and its https universal link. */
  mobile: { native: string | null; universal: string | null }
  desktop: { native: string | null; universal: string | null }
  webapp: string | null
  app_store: string | null
  play_store: string | null
  injected: { namespace: string; injected_id: string }[]
  chains: string[]
}

/** A wallet of the provider's registry, as listed and stored among recent wallets. */
export interface WalletListEntry {
  id: string
  name: string
  rdns?: string | null
  homepage?: string
  image_id?: string
  image_url?: string
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  app_store?: string | null
  play_store?: string | null
  injected?: { namespace: string; injected_id: string }[] | null
  chains?: string[]
}

/** SPEC §3 recent wallet (at most CONSTANTS.MAX_RECENT_WALLETS kept). */
export type RecentWallet = WalletListEntry

export interface WalletListResponse {
  count: number
  data: WalletListEntry[]
}

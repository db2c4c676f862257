import rawWallets from './wallets.json'

/** A wallet of the registry, in the shape GET /v1/wallets answers. */
export interface RegistryWallet {
  id: string
  name: string
  rdns: string | null
  homepage: string
  image_id: string
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  injected: { namespace: string; injected_id: string }[] | null
  chains: string[]
}

export interface WalletQuery {
  page: number
  entries: number
  search?: string
  include?: string[]
  exclude?: string[]
  chains?: string[]
}

/** Search answers hold at most this many wallets (SPEC §9). */
export const SEARCH_LIMIT = 100

/** The curated wallet list, filtered and paged. */
export class WalletRegistry {
  readonly wallets: readonly RegistryWallet[]
  private readonly byImageId: ReadonlyMap<string, RegistryWallet>

  constructor(wallets: readonly Omit<RegistryWallet, 'image_id'>[] = rawWallets) {
    this.wallets = wallets.map((w) => ({ ...w, image_id: w.id }))
    this.byImageId = new Map(this.wallets.map((w) => [w.image_id, w]))
  }

  byImage(imageId: string): RegistryWallet | undefined {
    return this.byImageId.get(imageId)
  }

  /** Filters by include/exclude ids, chain namespace and name search, then pages (1-based). */
  list(query: WalletQuery): { count: number; data: RegistryWallet[] } {
    const include = query.include?.length ? new Set(query.include) : undefined
    const exclude = new Set(query.exclude ?? [])
    // EVM wallets add any network, so a chain filter matches wallets of the chain's namespace.
    const namespaces = query.chains?.length
      ? new Set(query.chains.map((c) => c.split(':')[0]))
      : undefined
    const search = query.search?.trim().toLowerCase()
    let matches = this.wallets.filter(
      (w) =>
        (!include || include.has(w.id)) &&
        !exclude.has(w.id) &&
        (!namespaces || w.chains.some((c) => namespaces.has(c.split(':')[0]))) &&
        (!search || w.name.toLowerCase().includes(search) || w.id.includes(search)),
    )
    if (search) {
      matches = matches.sort((a, b) => rank(a, search) - rank(b, search)).slice(0, SEARCH_LIMIT)
    }
    const start = (query.page - 1) * query.entries
    return { count: matches.length, data: matches.slice(start, start + query.entries) }
  }
}

// Names that start with the search come first; the list order breaks ties.
const rank = (w: RegistryWallet, search: string) =>
  w.name.toLowerCase().startsWith(search) ? 0 : 1

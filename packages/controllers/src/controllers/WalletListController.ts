import { CONSTANTS, type WalletListEntry } from '@latchkey/core'
import type { Config } from '../core/Config'
import { servicesOf } from '../core/servicesOf'
import { instanceData, slice } from '../core/store'
import * as Chain from './ChainController'
import * as Options from './OptionsController'

export interface WalletListState {
  /** All wallets loaded so far, page after page. */
  wallets: WalletListEntry[]
  /** Total the registry reports. */
  count: number
  page: number
  recommended: WalletListEntry[]
  featured: WalletListEntry[]
  search: WalletListEntry[]
  loading: boolean
}

/** What asking the registry reaches: the registry client, the host's wallet ids and the networks. */
type RegistryContext = Config

/**
 * The wallet registry's list (SPEC §9 paging: 4 recommended, pages of 40, searches of 100):
 * the store's `walletList` slice.
 */
export function state(config: Pick<Config, 'store'>): WalletListState {
  return slice(config.store, 'walletList', () => ({
    wallets: [],
    count: 0,
    page: 0,
    recommended: [],
    featured: [],
    search: [],
    loading: false,
  }))
}

const internal = instanceData(() => ({
  // Only the newest search may write its answer: an older one that returns late is dropped.
  searchSeq: 0,
}))

function chains(config: Config) {
  return (
    Chain.allNetworks(config)
      .map((n) => n.caipNetworkId)
      .join(',') || undefined
  )
}

function filters(config: Config) {
  const { includeWalletIds, excludeWalletIds } = Options.state(config)
  return {
    ...(includeWalletIds.length ? { include: [...includeWalletIds] } : {}),
    ...(excludeWalletIds.length ? { exclude: [...excludeWalletIds] } : {}),
    ...(chains(config) ? { chains: chains(config) } : {}),
  }
}

/** Recommended and featured wallets: the first open's only registry requests. */
export async function prefetch(config: RegistryContext) {
  const registry = servicesOf(config).walletRegistry()
  if (!registry) return
  const { excludeWalletIds } = Options.state(config)
  // An excluded wallet stays out even when the host also features it.
  const featuredIds = Options.state(config).featuredWalletIds.filter(
    (id) => !excludeWalletIds.includes(id),
  )
  const [recommended, featured] = await Promise.allSettled([
    registry.getWallets({ page: 1, entries: CONSTANTS.RECOMMENDED_WALLETS, ...filters(config) }),
    featuredIds.length
      ? registry.getWallets({ page: 1, entries: featuredIds.length, include: [...featuredIds] })
      : Promise.resolve({ count: 0, data: [] }),
  ])
  const list = state(config)
  if (recommended.status === 'fulfilled') list.recommended = recommended.value.data
  if (featured.status === 'fulfilled')
    list.featured = featuredIds.flatMap((id) => featured.value.data.filter((w) => w.id === id))
}

/** The next page of 40 for the All Wallets view. */
export async function fetchNextPage(config: RegistryContext) {
  const registry = servicesOf(config).walletRegistry()
  const list = state(config)
  if (!registry || list.loading) return
  if (list.page > 0 && list.wallets.length >= list.count) return
  list.loading = true
  try {
    const page = list.page + 1
    const answer = await registry.getWallets({
      page,
      entries: CONSTANTS.WALLET_PAGE_SIZE,
      ...filters(config),
    })
    const known = new Set(list.wallets.map((w) => w.id))
    list.wallets = [...list.wallets, ...answer.data.filter((w) => !known.has(w.id))]
    list.count = answer.count
    list.page = page
  } finally {
    list.loading = false
  }
}

export async function searchWallets(config: RegistryContext, search: string) {
  const registry = servicesOf(config).walletRegistry()
  if (!registry) return []
  const list = state(config)
  const data = internal(config)
  const query = search.trim()
  const seq = ++data.searchSeq
  if (!query) {
    list.search = []
    list.loading = false
    return []
  }
  list.loading = true
  try {
    const answer = await registry.getWallets({
      page: 1,
      entries: CONSTANTS.WALLET_SEARCH_LIMIT,
      search: query,
      ...filters(config),
    })
    if (seq !== data.searchSeq) return answer.data
    list.search = answer.data
    return answer.data
  } finally {
    if (seq === data.searchSeq) list.loading = false
  }
}

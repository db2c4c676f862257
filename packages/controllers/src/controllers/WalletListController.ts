import { CONSTANTS, type WalletListEntry } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import { slice } from '../core/store'

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

/** The wallet registry's list (SPEC §9 paging: 4 recommended, pages of 40, searches of 100). */
export function createWalletListController(ctx: CoreContext) {
  const state = slice(ctx.store, 'walletList', () => ({
    wallets: [],
    count: 0,
    page: 0,
    recommended: [],
    featured: [],
    search: [],
    loading: false,
  }))

  function chains() {
    return (
      ctx.chain
        .allNetworks()
        .map((n) => n.caipNetworkId)
        .join(',') || undefined
    )
  }

  // Only the newest search may write its answer: an older one that returns late is dropped.
  let searchSeq = 0

  function filters() {
    const { includeWalletIds, excludeWalletIds } = ctx.options.state
    return {
      ...(includeWalletIds.length ? { include: [...includeWalletIds] } : {}),
      ...(excludeWalletIds.length ? { exclude: [...excludeWalletIds] } : {}),
      ...(chains() ? { chains: chains() } : {}),
    }
  }

  return {
    state,

    /** Recommended and featured wallets: the first open's only registry requests. */
    async prefetch() {
      const registry = ctx.services.walletRegistry()
      if (!registry) return
      const { excludeWalletIds } = ctx.options.state
      // An excluded wallet stays out even when the host also features it.
      const featuredIds = ctx.options.state.featuredWalletIds.filter(
        (id) => !excludeWalletIds.includes(id),
      )
      const [recommended, featured] = await Promise.allSettled([
        registry.getWallets({ page: 1, entries: CONSTANTS.RECOMMENDED_WALLETS, ...filters() }),
        featuredIds.length
          ? registry.getWallets({ page: 1, entries: featuredIds.length, include: [...featuredIds] })
          : Promise.resolve({ count: 0, data: [] }),
      ])
      if (recommended.status === 'fulfilled') state.recommended = recommended.value.data
      if (featured.status === 'fulfilled')
        state.featured = featuredIds.flatMap((id) => featured.value.data.filter((w) => w.id === id))
    },

    /** The next page of 40 for the All Wallets view. */
    async fetchNextPage() {
      const registry = ctx.services.walletRegistry()
      if (!registry || state.loading) return
      if (state.page > 0 && state.wallets.length >= state.count) return
      state.loading = true
      try {
        const page = state.page + 1
        const answer = await registry.getWallets({
          page,
          entries: CONSTANTS.WALLET_PAGE_SIZE,
          ...filters(),
        })
        const known = new Set(state.wallets.map((w) => w.id))
        state.wallets = [...state.wallets, ...answer.data.filter((w) => !known.has(w.id))]
        state.count = answer.count
        state.page = page
      } finally {
        state.loading = false
      }
    },

    async searchWallets(search: string) {
      const registry = ctx.services.walletRegistry()
      if (!registry) return []
      const query = search.trim()
      const seq = ++searchSeq
      if (!query) {
        state.search = []
        state.loading = false
        return []
      }
      state.loading = true
      try {
        const answer = await registry.getWallets({
          page: 1,
          entries: CONSTANTS.WALLET_SEARCH_LIMIT,
          search: query,
          ...filters(),
        })
        if (seq !== searchSeq) return answer.data
        state.search = answer.data
        return answer.data
      } finally {
        if (seq === searchSeq) state.loading = false
      }
    },
  }
}

export type WalletListController = ReturnType<typeof createWalletListController>

import { namespaceProfile, type Transaction } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import { slice } from '../core/store'
import {
  groupTransactions,
  isSpamOnly,
  type TransactionGroup,
} from '../transactions/groupTransactions'

export interface TransactionsState {
  transactions: Transaction[]
  /** Cursor of the next page; undefined when there is none. */
  next: string | undefined
  loading: boolean
  /** Nothing to show: no activity, or the fetch failed (SPEC §8). */
  empty: boolean
  /** The last page failed: `retry()` asks for the same page again. */
  failed: boolean
  /** The visitor's own sends not yet in the provider's history, shown as pending till they are. */
  pending: Transaction[]
}

/** The activity list of the connected account, one page at a time. */
export function createTransactionsController(ctx: CoreContext) {
  const state = slice(ctx.store, 'transactions', () => ({
    transactions: [],
    next: undefined,
    loading: false,
    empty: false,
    failed: false,
    pending: [],
  }))

  // Bumped by reset, so a page still in flight for the old account or network is dropped.
  let generation = 0

  function reset() {
    generation++
    state.transactions = []
    state.next = undefined
    state.loading = false
    state.empty = false
    state.failed = false
  }

  /**
   * Loads the next page for the active account; keeps only its chain's non-spam entries.
   * The list starts over (reset) whenever the active network or account changes.
   */
  async function fetchTransactions() {
    const network = ctx.chain.state.activeCaipNetwork
    const address = ctx.chain.getAccount()?.address
    const api = ctx.services.api()
    // SPEC §9 `history` off: no Activity and no history call.
    if (!ctx.options.isFeatureOn('history')) return
    if (!network || !address || !api || state.loading) return
    // SPEC §9: no activity outside its namespaces: an empty list, no history call, no toast.
    if (!namespaceProfile(network.chainNamespace).activity) {
      state.empty = true
      return
    }
    const started = generation
    state.loading = true
    try {
      const page = await api.fetchTransactions({
        account: address,
        chainId: network.caipNetworkId,
        ...(state.next ? { cursor: state.next } : {}),
      })
      if (started !== generation) return
      const shown = page.data.filter(
        (tx) => tx.metadata.chain === network.caipNetworkId && !isSpamOnly(tx),
      )
      state.transactions = [...state.transactions, ...shown]
      state.next = page.next ?? undefined
      state.failed = false
      state.empty = state.transactions.length === 0 && !state.next
    } catch (error) {
      if (started !== generation) return
      ctx.snack.showError({ code: 'FAILED_TO_FETCH_TRANSACTIONS' })
      ctx.events.send('ERROR_FETCH_TRANSACTIONS', {
        address,
        network: network.caipNetworkId,
        message: error instanceof Error ? error.message : String(error),
      })
      // SPEC §8: the list is marked empty; the cursor stays, so a retry asks for the same page.
      state.failed = true
      state.empty = state.transactions.length === 0
    } finally {
      if (started === generation) state.loading = false
    }
  }

  return {
    state,
    reset,

    fetchTransactions,

    /** Asks again for the page that failed (or the first one), keeping what is listed. */
    retry() {
      state.failed = false
      state.empty = false
      return fetchTransactions()
    },

    /** Shows a send of the visitor's at once, as pending, until the history lists it. */
    addPending(transaction: Transaction) {
      state.pending = [transaction, ...state.pending.filter((tx) => tx.id !== transaction.id)]
      state.empty = false
    },

    /**
     * Reads the first page again in place (no flash of an empty list); a page being loaded is
     * dropped. Pending sends the history now lists leave the pending list.
     */
    async refresh(): Promise<void> {
      const network = ctx.chain.state.activeCaipNetwork
      const address = ctx.chain.getAccount()?.address
      const api = ctx.services.api()
      if (!ctx.options.isFeatureOn('history') || !network || !address || !api) return
      if (!namespaceProfile(network.chainNamespace).activity) return
      const started = ++generation
      state.loading = false
      try {
        const page = await api.fetchTransactions({
          account: address,
          chainId: network.caipNetworkId,
        })
        if (started !== generation) return
        state.transactions = page.data.filter(
          (tx) => tx.metadata.chain === network.caipNetworkId && !isSpamOnly(tx),
        )
        const listed = new Set(state.transactions.map((tx) => tx.id.toLowerCase()))
        state.pending = state.pending.filter((tx) => !listed.has(tx.id.toLowerCase()))
        state.next = page.next ?? undefined
        state.failed = false
        state.empty = state.transactions.length === 0 && !state.next
      } catch {
        // What is shown stays; the next refresh or the visitor's retry asks again.
      }
    },

    /** Grouped by year and month, newest first, labelled against the core's clock. */
    getGroups(): TransactionGroup[] {
      const network = ctx.chain.state.activeCaipNetwork?.caipNetworkId
      const address = ctx.chain.getAccount()?.address?.toLowerCase()
      // A pending send belongs to its (account, network) pair like the list itself.
      const pending = state.pending.filter(
        (tx) => tx.metadata.chain === network && tx.metadata.sentFrom.toLowerCase() === address,
      )
      return groupTransactions([...pending, ...state.transactions], ctx.clock.now())
    },
  }
}

export type TransactionsController = ReturnType<typeof createTransactionsController>

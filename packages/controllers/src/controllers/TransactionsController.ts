import { namespaceProfile, type Transaction } from '@latchkey/core'
import type { Config } from '../core/Config'
import { servicesOf } from '../core/servicesOf'
import { instanceData, slice } from '../core/store'
import {
  groupTransactions,
  isSpamOnly,
  type TransactionGroup,
} from '../transactions/groupTransactions'
import * as Chain from './ChainController'
import * as Events from './EventsController'
import * as Options from './OptionsController'
import * as Snack from './SnackController'

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

type StoreOnly = Pick<Config, 'store'>

/** What reading the history reaches: the active account, the API, the feature flag and toasts. */
type HistoryContext = Config

/** The activity list of the connected account, one page at a time: the store's `transactions` slice. */
export function state(config: StoreOnly): TransactionsState {
  return slice(config.store, 'transactions', () => ({
    transactions: [],
    next: undefined,
    loading: false,
    empty: false,
    failed: false,
    pending: [],
  }))
}

const internal = instanceData(() => ({
  // Bumped by reset, so a page still in flight for the old account or network is dropped.
  generation: 0,
}))

export function reset(config: StoreOnly) {
  internal(config).generation++
  const list = state(config)
  list.transactions = []
  list.next = undefined
  list.loading = false
  list.empty = false
  list.failed = false
}

/**
 * Loads the next page for the active account; keeps only its chain's non-spam entries.
 * The list starts over (reset) whenever the active network or account changes.
 */
export async function fetchTransactions(config: HistoryContext) {
  const list = state(config)
  const data = internal(config)
  const network = Chain.state(config).activeCaipNetwork
  const address = Chain.getAccount(config)?.address
  const api = servicesOf(config).api()
  // SPEC §9 `history` off: no Activity and no history call.
  if (!Options.isFeatureOn(config, 'history')) return
  if (!network || !address || !api || list.loading) return
  // SPEC §9: no activity outside its namespaces: an empty list, no history call, no toast.
  if (!namespaceProfile(network.chainNamespace).activity) {
    list.empty = true
    return
  }
  const started = data.generation
  list.loading = true
  try {
    const page = await api.fetchTransactions({
      account: address,
      chainId: network.caipNetworkId,
      ...(list.next ? { cursor: list.next } : {}),
    })
    if (started !== data.generation) return
    const shown = page.data.filter(
      (tx) => tx.metadata.chain === network.caipNetworkId && !isSpamOnly(tx),
    )
    list.transactions = [...list.transactions, ...shown]
    list.next = page.next ?? undefined
    list.failed = false
    list.empty = list.transactions.length === 0 && !list.next
  } catch (error) {
    if (started !== data.generation) return
    Snack.showError(config, { code: 'FAILED_TO_FETCH_TRANSACTIONS' })
    Events.send(config, 'ERROR_FETCH_TRANSACTIONS', {
      address,
      network: network.caipNetworkId,
      message: error instanceof Error ? error.message : String(error),
    })
    // SPEC §8: the list is marked empty; the cursor stays, so a retry asks for the same page.
    list.failed = true
    list.empty = list.transactions.length === 0
  } finally {
    if (started === data.generation) list.loading = false
  }
}

/** Asks again for the page that failed (or the first one), keeping what is listed. */
export function retry(config: HistoryContext) {
  const list = state(config)
  list.failed = false
  list.empty = false
  return fetchTransactions(config)
}

/** Shows a send of the visitor's at once, as pending, until the history lists it. */
export function addPending(config: StoreOnly, transaction: Transaction) {
  const list = state(config)
  list.pending = [transaction, ...list.pending.filter((tx) => tx.id !== transaction.id)]
  list.empty = false
}

/**
 * Reads the first page again in place (no flash of an empty list); a page being loaded is
 * dropped. Pending sends the history now lists leave the pending list.
 */
export async function refresh(config: Config): Promise<void> {
  const list = state(config)
  const data = internal(config)
  const network = Chain.state(config).activeCaipNetwork
  const address = Chain.getAccount(config)?.address
  const api = servicesOf(config).api()
  if (!Options.isFeatureOn(config, 'history') || !network || !address || !api) return
  if (!namespaceProfile(network.chainNamespace).activity) return
  const started = ++data.generation
  list.loading = false
  try {
    const page = await api.fetchTransactions({
      account: address,
      chainId: network.caipNetworkId,
    })
    if (started !== data.generation) return
    list.transactions = page.data.filter(
      (tx) => tx.metadata.chain === network.caipNetworkId && !isSpamOnly(tx),
    )
    const listed = new Set(list.transactions.map((tx) => tx.id.toLowerCase()))
    list.pending = list.pending.filter((tx) => !listed.has(tx.id.toLowerCase()))
    list.next = page.next ?? undefined
    list.failed = false
    list.empty = list.transactions.length === 0 && !list.next
  } catch {
    // What is shown stays; the next refresh or the visitor's retry asks again.
  }
}

/** Grouped by year and month, newest first, labelled against the core's clock. */
export function getGroups(config: Config): TransactionGroup[] {
  const network = Chain.state(config).activeCaipNetwork?.caipNetworkId
  const address = Chain.getAccount(config)?.address?.toLowerCase()
  // A pending send belongs to its (account, network) pair like the list itself.
  const pending = state(config).pending.filter(
    (tx) => tx.metadata.chain === network && tx.metadata.sentFrom.toLowerCase() === address,
  )
  return groupTransactions([...pending, ...state(config).transactions], config.clock.now())
}

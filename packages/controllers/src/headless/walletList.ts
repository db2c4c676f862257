import type { Connector } from '@latchkey/adapter-kit'
import { CONSTANTS, safeImageUrl, type WalletListEntry } from '@latchkey/core'
import { subscribe } from 'valtio/vanilla'
import { isVisibleConnector } from '../connection/connectorList'
import * as Connection from '../controllers/ConnectionController'
import * as Connectors from '../controllers/ConnectorController'
import * as Options from '../controllers/OptionsController'
import * as WalletList from '../controllers/WalletListController'
import type { Config } from '../core/Config'
import { run } from './headlessState'

/** One row of a wallet list: connect it with `connect(config, { walletId: wallet.id })`. */
export interface HeadlessWallet {
  /** The connector's id for an installed wallet, the registry's id for any other. */
  id: string
  name: string
  /** https, local http or a data: image; undefined when the wallet gave none that is safe. */
  imageUrl: string | undefined
  /** In this browser (an extension, EIP-6963): connects at once, with no QR code. */
  installed: boolean
  /**
   * `injected`: an installed wallet; `external`: a connector the host added; `walletConnect`:
   * the generic QR code; `registry`: a registry wallet, reached over WalletConnect.
   */
  kind: 'injected' | 'external' | 'walletConnect' | 'registry'
  rdns: string | undefined
}

export interface GetWalletListParameters {
  /** Filters every section by name; the registry is searched (SPEC §9: at most 100 answers). */
  search?: string
  /** The page of `all`, from 1. */
  page?: number
  /** Wallets per page of `all` (default SPEC §9's 40). */
  pageSize?: number
}

/** One page of the registry's wallets, the search applied. */
export interface WalletListPage {
  wallets: HeadlessWallet[]
  /** How many wallets the registry holds for this search. */
  total: number
  page: number
  pageSize: number
  hasMore: boolean
}

/** The sections a connect screen draws, in SPEC §2 order. */
export interface HeadlessWalletList {
  search: string
  /** Installed wallets and the host's own connectors. */
  installed: HeadlessWallet[]
  /** The last wallets used, newest first (SPEC §3: at most 2). */
  recent: HeadlessWallet[]
  /** The registry's recommended wallets (SPEC §9: 4), none already installed. */
  recommended: HeadlessWallet[]
  all: WalletListPage
}

const KINDS: Partial<Record<Connector['type'], HeadlessWallet['kind']>> = {
  INJECTED: 'injected',
  ANNOUNCED: 'injected',
  EXTERNAL: 'external',
  MULTI_CHAIN: 'external',
  WALLET_CONNECT: 'walletConnect',
}

function connectorWallet(connector: Connector): HeadlessWallet {
  const kind = KINDS[connector.type] ?? 'external'
  return {
    id: connector.id,
    name: connector.name,
    imageUrl: safeImageUrl(connector.imageUrl),
    installed: kind === 'injected',
    kind,
    rdns: connector.info?.rdns,
  }
}

/** The installed connector of a registry wallet (by registry id or rdns). */
export function installedConnectorOf(
  config: Config,
  wallet: Pick<WalletListEntry, 'id' | 'rdns'>,
): Connector | undefined {
  return Connectors.state(config).connectors.find(
    (c) =>
      c.type !== 'WALLET_CONNECT' &&
      isVisibleConnector(config, c) &&
      (c.explorerId === wallet.id || (Boolean(wallet.rdns) && c.info?.rdns === wallet.rdns)),
  )
}

function registryWallet(config: Config, entry: WalletListEntry): HeadlessWallet {
  const installed = installedConnectorOf(config, entry)
  return {
    id: entry.id,
    name: entry.name,
    imageUrl: safeImageUrl(entry.image_url),
    installed: installed !== undefined,
    kind: installed ? 'injected' : 'registry',
    rdns: entry.rdns ?? undefined,
  }
}

/** The visible connectors: installed wallets, the host's own, WalletConnect; each once. */
export function installedWallets(config: Config): HeadlessWallet[] {
  const seen = new Set<string>()
  const { enableWalletConnect } = Options.state(config)
  return Connectors.state(config)
    .connectors.filter((c) => {
      if (c.type === 'AUTH' || seen.has(c.id) || !isVisibleConnector(config, c)) return false
      if (c.type === 'WALLET_CONNECT' && !enableWalletConnect) return false
      seen.add(c.id)
      return true
    })
    .map(connectorWallet)
}

const matches = (query: string) => (wallet: { name: string }) =>
  !query || wallet.name.toLowerCase().includes(query.toLowerCase())

function notExcluded(config: Config) {
  const excluded = Options.state(config).excludeWalletIds
  return (entry: WalletListEntry) => !excluded.includes(entry.id)
}

/** Until the registry page another caller asked for (the modal, a second list) has landed. */
function pageLanded(list: ReturnType<typeof WalletList.state>): Promise<void> {
  if (!list.loading) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = subscribe(list, () => {
      if (list.loading) return
      stop()
      resolve()
    })
  })
}

/** Loads registry pages of 40 (the controllers' paging) until `count` wallets are in, or all are. */
async function loadAll(config: Config, count: number): Promise<void> {
  const list = WalletList.state(config)
  await pageLanded(list)
  while (list.page === 0 || (list.wallets.length < count && list.wallets.length < list.count)) {
    const before = list.page
    // fetchNextPage does nothing while a page is in flight: wait for that one, then look again.
    await WalletList.fetchNextPage(config)
    await pageLanded(list)
    if (list.page === before) return
  }
}

/**
 * The wallet list of SPEC §2 without the modal: installed, recent, recommended, and a page of
 * every registry wallet, all filtered by `search`. Loads what it needs from the wallet registry
 * (recommended once, then the pages the request reaches, through the same controllers the modal
 * uses, so both share one list).
 */
export function getWalletList(
  config: Config,
  parameters: GetWalletListParameters = {},
): Promise<HeadlessWalletList> {
  return run(config, async () => {
    const search = (parameters.search ?? '').trim()
    const page = Math.max(1, Math.floor(parameters.page ?? 1))
    const pageSize = Math.max(
      1,
      Math.min(Math.floor(parameters.pageSize ?? CONSTANTS.WALLET_PAGE_SIZE), 100),
    )
    Connectors.discover(config)
    const list = WalletList.state(config)
    if (list.recommended.length === 0) await WalletList.prefetch(config)
    let entries: WalletListEntry[]
    let total: number
    if (search) {
      entries = await WalletList.searchWallets(config, search)
      total = entries.length
    } else {
      await loadAll(config, page * pageSize)
      entries = list.wallets
      total = list.count
    }
    const keep = notExcluded(config)
    const wallets = entries
      .filter(keep)
      .slice((page - 1) * pageSize, page * pageSize)
      .map((entry) => registryWallet(config, entry))
    const installed = installedWallets(config).filter(matches(search))
    const notInstalled = (entry: WalletListEntry) => !installedConnectorOf(config, entry)
    return {
      search,
      installed,
      recent: Connection.state(config)
        .recentWallets.filter(keep)
        .filter(matches(search))
        .map((entry) => registryWallet(config, entry)),
      recommended: list.recommended
        .filter(keep)
        .filter(notInstalled)
        .filter(matches(search))
        .map((entry) => registryWallet(config, entry)),
      all: { wallets, total, page, pageSize, hasMore: page * pageSize < total },
    }
  })
}

/** The registry entry already loaded for `walletId` (recent, recommended, featured, pages, search). */
export function knownRegistryWallet(config: Config, walletId: string): WalletListEntry | undefined {
  const { recommended, featured, wallets, search } = WalletList.state(config)
  const { customWallets } = Options.state(config)
  return [
    ...Connection.state(config).recentWallets,
    ...recommended,
    ...featured,
    ...wallets,
    ...search,
    ...customWallets,
  ].find((entry) => entry.id === walletId)
}

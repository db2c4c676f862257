import * as Connectors from '@latchkey/controllers/connectors'
import * as Options from '@latchkey/controllers/options'
import * as Router from '@latchkey/controllers/router'
import * as WalletList from '@latchkey/controllers/wallet-list'
import type { WalletListEntry } from '@latchkey/core'
import { useEffect, useState } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import { useControllers } from '../../app/ControllersContext'
import { readControllerState, useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { Input } from '../../components/Input/Input'
import { SearchIcon } from '../../components/icons'
import { ListItem } from '../../components/ListItem/ListItem'
import { Spinner } from '../../components/Spinner/Spinner'
import { useT } from '../../i18n'
import { walletImageUrl } from '../shared/providerImageUrl'
import { ViewBody } from '../shared/ViewBody'
import { matchConnector } from './matchConnector'
import { useDebounced } from './useDebounced'

const SEARCH_DELAY_MS = 300

/** SPEC §2 AllWallets: the 4 recommended first, then pages of 40; search up to 100. */
export function AllWalletsView() {
  const ctx = useControllers()
  const t = useT()
  const list = useControllerState(WalletList.state(ctx))
  const { connectors } = useControllerState(Connectors.state(ctx))
  const options = useControllerState(Options.state(ctx))
  const [query, setQuery] = useState('')
  const search = useDebounced(query.trim(), SEARCH_DELAY_MS)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (readControllerState(WalletList.state(ctx)).page === 0)
      WalletList.fetchNextPage(ctx).catch(() => setFailed(true))
  }, [ctx])

  useEffect(() => {
    WalletList.searchWallets(ctx, search).catch(() => setFailed(true))
  }, [ctx, search])

  const searching = search !== ''
  // The host's featured wallets first, then the recommended, then the pages (each wallet once).
  const firstIds = new Set([...list.featured, ...list.recommended].map((w) => w.id))
  const featuredIds = new Set(list.featured.map((w) => w.id))
  const wallets: readonly Snapshot<WalletListEntry>[] = searching
    ? list.search
    : [
        ...list.featured,
        ...list.recommended.filter((w) => !featuredIds.has(w.id)),
        ...list.wallets.filter((w) => !firstIds.has(w.id)),
      ]
  const hasMore = !searching && list.page > 0 && list.wallets.length < list.count

  const select = (shown: Snapshot<WalletListEntry>) => {
    // Router and connect action copy the entry they keep; only its readonly type differs.
    const wallet = shown as WalletListEntry
    const match = matchConnector(wallet, connectors)
    const connector = match && Connectors.getConnector(ctx, match.id, match.chain)
    if (connector) Router.push(ctx, 'ConnectingExternal', { connector, wallet })
    else Router.push(ctx, 'ConnectingWalletConnect', { wallet })
  }

  return (
    <ViewBody>
      <Input
        label={t('allWallets.search')}
        hideLabel
        type="search"
        placeholder={t('allWallets.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        leading={<SearchIcon size={18} />}
        data-autofocus
        autoComplete="off"
      />
      {failed && <p className="lk-error-text lk-small">{t('allWallets.loadFailed')}</p>}
      <p
        className={searching && list.search.length === 0 ? 'lk-empty' : 'lk-visually-hidden'}
        role="status"
      >
        {searching && !list.loading
          ? list.search.length > 0
            ? t('allWallets.results', { count: list.search.length })
            : t('allWallets.noResults', { query: search })
          : ''}
      </p>
      <ul className="lk-list" aria-label={t('allWallets.title')}>
        {wallets.map((wallet) => {
          const installed = Boolean(matchConnector(wallet, connectors))
          return (
            <li key={wallet.id}>
              <ListItem
                name={wallet.name}
                imageUrl={walletImageUrl(options, wallet)}
                tag={installed ? t('common.installed') : undefined}
                tagTone="success"
                onClick={() => select(wallet)}
              />
            </li>
          )
        })}
      </ul>
      {list.loading && <Spinner />}
      {hasMore && !list.loading && (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => WalletList.fetchNextPage(ctx).catch(() => setFailed(true))}
        >
          {t('allWallets.more')}
        </Button>
      )}
    </ViewBody>
  )
}

import * as Router from '@latchkey/controllers/router'
import * as Swap from '@latchkey/controllers/swap'
import { useState } from 'react'
import { activeAccount } from '../../app/activeAccount'
import { Input } from '../../components/Input/Input'
import { SearchIcon } from '../../components/icons'
import { ListItem } from '../../components/ListItem/ListItem'
import { useFormats } from '../../format/useFormats'
import { useStyles } from '../../styles/StyleRootContext'
import { ViewBody } from '../shared/ViewBody'
import { swapCss } from './swapCss'
import { useSwapT } from './swapMessages'
import { useSwap } from './useSwap'

/** The token list of one swap side: searchable, the account's tokens first. */
export function SwapSelectTokenView() {
  useStyles(swapCss)
  const t = useSwapT()
  const format = useFormats()
  const { ctx, state, chain } = useSwap()
  const [search, setSearch] = useState('')
  const account = activeAccount(chain)
  const rows = Swap.orderSwapTokens(
    state.tokens,
    account?.tokenBalance ?? [],
    account?.balance,
    search,
  )
  const current = state.selecting === 'source' ? state.sourceToken : state.toToken
  return (
    <ViewBody>
      <Input
        label={t('swap.search')}
        hideLabel
        type="search"
        placeholder={t('swap.search')}
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        leading={<SearchIcon size={16} />}
        data-autofocus
      />
      {rows.length === 0 ? (
        <p className="lk-muted">{t('swap.noMatch')}</p>
      ) : (
        <ul className="lk-swap-list">
          {rows.map(({ token, held }) => (
            <li key={token.address}>
              <ListItem
                name={token.symbol}
                description={token.name}
                imageUrl={token.logoUri}
                imageShape="circle"
                tag={held ? format.amount(held) : undefined}
                aria-current={current?.address === token.address ? 'true' : undefined}
                data-testid={`swap-token-${token.symbol}`}
                onClick={() => {
                  Swap.pick(ctx, token)
                  Router.goBack(ctx)
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </ViewBody>
  )
}

import * as Balance from '@latchkey/controllers/balance'
import * as Chain from '@latchkey/controllers/chain'
import { useEffect } from 'react'
import { activeAccount } from '../../app/activeAccount'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { Spinner } from '../../components/Spinner/Spinner'
import { useT } from '../../i18n'
import { TokenRow } from './TokenRow'

/** Token balances of the account on its network, fetched when the tab shows. */
export function TokensTab() {
  const ctx = useControllers()
  const t = useT()
  const balance = useControllerState(Balance.state(ctx))
  const chain = useControllerState(Chain.state(ctx))
  const tokens = activeAccount(chain)?.tokenBalance ?? []
  useEffect(() => {
    void Balance.fetchTokenBalances(ctx)
  }, [ctx])
  if (balance.loading && tokens.length === 0) return <Spinner />
  if (tokens.length === 0) return <p className="lk-empty">{t('account.noTokens')}</p>
  return (
    <ul className="lk-list">
      {tokens.map((token) => (
        <TokenRow
          key={`${token.chainId}:${token.address ?? 'native'}`}
          token={token}
          testnet={chain.activeCaipNetwork?.testnet === true}
        />
      ))}
    </ul>
  )
}

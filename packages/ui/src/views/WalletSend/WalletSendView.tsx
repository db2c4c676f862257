import { fillMaxAmount, resolveReceiverProfile } from '@latchkey/controllers'
import * as Balance from '@latchkey/controllers/balance'
import * as Chain from '@latchkey/controllers/chain'
import * as Router from '@latchkey/controllers/router'
import * as Send from '@latchkey/controllers/send'
import { type FormEvent, useEffect, useState } from 'react'
import { activeAccount } from '../../app/activeAccount'
import { useControllers } from '../../app/ControllersContext'
import { readControllerState, useControllerState } from '../../app/controllerState'
import { Alert } from '../../components/Alert/Alert'
import { Button } from '../../components/Button/Button'
import { Input } from '../../components/Input/Input'
import { Select } from '../../components/Select/Select'
import { formatTokenAmount } from '../../format/formatTokenAmount'
import { useI18n } from '../../i18n'
import { ViewBody } from '../shared/ViewBody'
import { NATIVE, sendTokenOptions } from './sendTokenOptions'

/**
 * The send form (loaded on demand): token, amount, receiver, checked by the send controller
 * (SPEC §5), then the review step (WalletSendPreview), which sends.
 */
export function WalletSendView() {
  const ctx = useControllers()
  const { t, errorText, locale } = useI18n()
  const form = useControllerState(Send.state(ctx))
  const chain = useControllerState(Chain.state(ctx))
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const network = chain.activeCaipNetwork
  const account = activeAccount(chain)

  useEffect(() => {
    Send.fetchGasPrice(ctx).catch(() => {})
    if (readControllerState(Send.state(ctx)).tokenBalances.length === 0)
      void Balance.fetchTokenBalances(ctx)
  }, [ctx])

  if (!network || !account?.address) return null
  const tokens = form.tokenBalances
  const selected = form.token?.address ?? NATIVE
  const symbol = form.token?.symbol ?? network.nativeCurrency.symbol
  const available = form.token ? form.token.quantity.numeric : (account.balance ?? '0')
  // SPEC §5: the fee is paid in the native currency whatever is sent, a token too (issue 23).
  const lowGas = Send.hasInsufficientGas(ctx)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = Send.validate(ctx)
    if (invalid) return setProblem(errorText(invalid))
    setProblem(undefined)
    void resolveReceiverProfile(ctx)
    Router.push(ctx, 'WalletSendPreview')
  }

  return (
    <ViewBody>
      <form className="lk-section" onSubmit={submit} noValidate>
        <Select
          label={t('send.token')}
          options={sendTokenOptions(network, account.balance, tokens, locale)}
          value={selected}
          onChange={(event) =>
            Send.setToken(
              ctx,
              tokens.find((token) => token.address === event.target.value),
            )
          }
        />
        <Input
          label={t('send.amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={form.sendTokenAmount ?? ''}
          onChange={(event) => Send.setTokenAmount(ctx, event.target.value.replace(',', '.'))}
          // Amount and symbol read left to right as one, in a right-to-left sentence too (every
          // table keeps '{amount} {symbol}' together): a left-to-right isolate around the two.
          hint={t('send.available', {
            amount: `\u2066${formatTokenAmount(available, locale)}`,
            symbol: `${symbol}\u2069`,
          })}
          trailing={
            <Button variant="ghost" onClick={() => fillMaxAmount(ctx)}>
              {t('send.max')}
            </Button>
          }
          data-autofocus
        />
        <Input
          label={t('send.receiver')}
          autoComplete="off"
          spellCheck={false}
          value={form.receiverAddress ?? ''}
          onChange={(event) => Send.setReceiverAddress(ctx, event.target.value.trim())}
        />
        {lowGas && (
          <Alert
            variant="warning"
            title={t('send.insufficientGas', { symbol: network.nativeCurrency.symbol })}
          />
        )}
        {problem && <Alert title={problem} />}
        <Button type="submit" fullWidth loading={form.loading} disabled={lowGas}>
          {t('send.review')}
        </Button>
      </form>
    </ViewBody>
  )
}

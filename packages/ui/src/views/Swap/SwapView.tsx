import * as Router from '@latchkey/controllers/router'
import * as Swap from '@latchkey/controllers/swap'
import { formatUnits } from '@latchkey/core'
import { useEffect } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Button } from '../../components/Button/Button'
import { IconButton } from '../../components/Button/IconButton'
import { Input } from '../../components/Input/Input'
import { SwapIcon } from '../../components/icons'
import { useFormats } from '../../format/useFormats'
import { useStyles } from '../../styles/StyleRootContext'
import { ViewBody } from '../shared/ViewBody'
import { SwapDetails } from './SwapDetails'
import { SwapTokenButton } from './SwapTokenButton'
import { swapCss } from './swapCss'
import { useSwapT } from './swapMessages'
import { usdText, useSwap } from './useSwap'

// A quote waits for typing to pause, and is asked again while the form stays open.
const QUOTE_DEBOUNCE_MS = 350
const QUOTE_REFRESH_MS = 10_000

/** The swap form (loaded on demand): both tokens, the amount, a live quote, then Review. */
export function SwapView() {
  useStyles(swapCss)
  const t = useSwapT()
  const format = useFormats()
  const { ctx, state, chain } = useSwap()
  const network = chain.activeCaipNetwork

  const from = state.sourceToken?.address
  const to = state.toToken?.address
  const amount = state.sourceTokenAmount
  useEffect(() => {
    if (!from || !to || !amount) return
    const quote = () => Swap.fetchQuote(ctx).catch(() => {})
    const first = setTimeout(quote, QUOTE_DEBOUNCE_MS)
    const again = setInterval(quote, QUOTE_REFRESH_MS)
    return () => {
      clearTimeout(first)
      clearInterval(again)
    }
  }, [ctx, from, to, amount])

  if (!network) return null
  const source = state.sourceToken
  const held = source ? formatUnits(Swap.held(ctx, source), source.decimals) : undefined
  const noAmount = Swap.sourceAmount(ctx) <= 0n
  const lowBalance = Swap.hasInsufficientBalance(ctx)
  const lowGas = !noAmount && Swap.hasInsufficientGas(ctx)
  const label = noAmount
    ? t('swap.enterAmount')
    : lowBalance && source
      ? t('swap.insufficientBalance', { symbol: source.symbol })
      : t('swap.review')

  return (
    <ViewBody busy={state.loadingTokens}>
      <section className="lk-swap-side" aria-label={t('swap.from')}>
        <span className="lk-swap-side-title">{t('swap.from')}</span>
        <div className="lk-swap-row">
          <Input
            label={t('swap.amount')}
            hideLabel
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={amount}
            onChange={(event) => Swap.setSourceTokenAmount(ctx, event.target.value)}
            data-testid="swap-amount"
            data-autofocus
          />
          <SwapTokenButton
            token={source}
            onClick={() => Swap.selectFor(ctx, 'source')}
            testId="swap-from-token"
          />
        </div>
        <span className="lk-swap-usd">
          {source && held !== undefined && (
            <>
              {t('swap.balance', { amount: format.amount(held), symbol: source.symbol })}{' '}
              <Button variant="ghost" onClick={() => Swap.setSourceTokenAmount(ctx, held)}>
                {t('swap.max')}
              </Button>
            </>
          )}
          <span className="lk-ltr">{usdText(Swap.usd(ctx, source, amount), format)}</span>
        </span>
      </section>
      <IconButton
        className="lk-swap-switch"
        label={t('swap.switch')}
        icon={<SwapIcon size={18} />}
        onClick={() => Swap.switchTokens(ctx)}
      />
      <section className="lk-swap-side" aria-label={t('swap.to')}>
        <span className="lk-swap-side-title">{t('swap.to')}</span>
        <div className="lk-swap-row">
          <Input
            label={t('swap.received')}
            hideLabel
            readOnly
            placeholder="0"
            value={state.toTokenAmount ? format.amount(state.toTokenAmount) : ''}
            data-testid="swap-to-amount"
          />
          <SwapTokenButton
            token={state.toToken}
            onClick={() => Swap.selectFor(ctx, 'to')}
            testId="swap-to-token"
          />
        </div>
        <span className="lk-swap-usd" aria-live="polite">
          {state.loadingQuote && !state.quote ? (
            t('swap.quoting')
          ) : (
            <span className="lk-ltr">
              {usdText(Swap.usd(ctx, state.toToken, state.toTokenAmount), format)}
            </span>
          )}
        </span>
      </section>
      <SwapDetails />
      {lowGas && (
        <Alert
          variant="warning"
          title={t('swap.insufficientGas', { symbol: network.nativeCurrency.symbol })}
        />
      )}
      <Button
        fullWidth
        disabled={noAmount || lowBalance || lowGas || !state.quote}
        loading={state.loadingQuote && !state.quote && !noAmount}
        onClick={() => Router.push(ctx, 'SwapPreview')}
        data-testid="swap-review"
      >
        {label}
      </Button>
    </ViewBody>
  )
}

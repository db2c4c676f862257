import * as Swap from '@latchkey/controllers/swap'
import { useFormats } from '../../format/useFormats'
import { useSwapT } from './swapMessages'
import { usdText, useSwap } from './useSwap'

/** The quote's figures: price impact, network fee in USD, slippage and, in review, the minimum. */
export function SwapDetails({ withMinimum }: { withMinimum?: boolean }) {
  const t = useSwapT()
  const { ctx, state } = useSwap()
  const format = useFormats()
  const quote = state.quote
  if (!quote || !state.toToken) return null
  const minimum = (Number(state.toTokenAmount) * (100 - state.slippage)) / 100
  return (
    <dl className="lk-swap-details" aria-label={t('swap.review')}>
      <dt>{t('swap.priceImpact')}</dt>
      <dd data-testid="swap-price-impact">
        {quote.priceImpact === undefined ? t('swap.unknown') : format.percent(quote.priceImpact, 2)}
      </dd>
      <dt>{t('swap.networkFee')}</dt>
      <dd data-testid="swap-network-fee">
        <span className="lk-ltr">
          {usdText(Swap.networkFeeUsd(ctx), format) ?? t('swap.unknown')}
        </span>
      </dd>
      {quote.feeBps !== undefined && (
        <>
          <dt>{t('swap.poolFee')}</dt>
          <dd>{format.percent(quote.feeBps / 100)}</dd>
        </>
      )}
      <dt>{t('swap.slippage')}</dt>
      <dd>{format.percent(state.slippage)}</dd>
      {withMinimum && (
        <>
          <dt>{t('swap.minimum')}</dt>
          <dd>
            {format.amount(String(minimum))} {state.toToken.symbol}
          </dd>
        </>
      )}
    </dl>
  )
}

import * as Swap from '@latchkey/controllers/swap'
import { Button } from '../../components/Button/Button'
import { useFormats } from '../../format/useFormats'
import { useStyles } from '../../styles/StyleRootContext'
import { ViewBody } from '../shared/ViewBody'
import { SwapDetails } from './SwapDetails'
import { swapCss } from './swapCss'
import { useSwapT } from './swapMessages'
import { usdText, useSwap } from './useSwap'

/** The review: what is paid and received, the quote's figures, then approve (when short) and swap. */
export function SwapPreviewView() {
  useStyles(swapCss)
  const t = useSwapT()
  const format = useFormats()
  const { ctx, state } = useSwap()
  const { sourceToken: from, toToken: to } = state
  if (!from || !to || !state.quote)
    return (
      <ViewBody>
        <p className="lk-muted">{t('swap.enterAmount')}</p>
      </ViewBody>
    )
  const busy = state.step !== undefined
  const confirm = Swap.isNativeSwapToken(from)
    ? t('swap.confirm')
    : t('swap.approveAndSwap', { symbol: from.symbol })
  return (
    <ViewBody>
      <section className="lk-swap-side" aria-label={t('swap.from')}>
        <span className="lk-swap-side-title">{t('swap.from')}</span>
        <strong data-testid="swap-preview-from">
          <span className="lk-ltr">
            {format.amount(state.sourceTokenAmount)} {from.symbol}
          </span>
        </strong>
        <span className="lk-swap-usd">
          <span className="lk-ltr">
            {usdText(Swap.usd(ctx, from, state.sourceTokenAmount), format)}
          </span>
        </span>
      </section>
      <section className="lk-swap-side" aria-label={t('swap.to')}>
        <span className="lk-swap-side-title">{t('swap.to')}</span>
        <strong data-testid="swap-preview-to">
          <span className="lk-ltr">
            {format.amount(state.toTokenAmount)} {to.symbol}
          </span>
        </strong>
        <span className="lk-swap-usd">
          <span className="lk-ltr">{usdText(Swap.usd(ctx, to, state.toTokenAmount), format)}</span>
        </span>
      </section>
      <SwapDetails withMinimum />
      <p className="lk-muted" aria-live="polite">
        {state.step === 'approve' && t('swap.approving', { symbol: from.symbol })}
        {state.step === 'swap' && t('swap.swapping')}
      </p>
      <Button
        fullWidth
        loading={busy}
        disabled={!state.quote || Swap.hasInsufficientBalance(ctx) || Swap.hasInsufficientGas(ctx)}
        onClick={() => Swap.swap(ctx).catch(() => {})}
        data-testid="swap-confirm"
      >
        {confirm}
      </Button>
    </ViewBody>
  )
}

import * as OnRamp from '@latchkey/controllers/onramp'
import * as Router from '@latchkey/controllers/router'
import { useEffect } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Button } from '../../components/Button/Button'
import { Input } from '../../components/Input/Input'
import { useFormats } from '../../format/useFormats'
import { useStyles } from '../../styles/StyleRootContext'
import { ViewBody } from '../shared/ViewBody'
import { limitParams } from './limitParams'
import { onrampCss } from './onrampCss'
import { useOnRampT } from './onrampMessages'
import { PartnerChoice } from './PartnerChoice'
import { useOnRamp } from './useOnRamp'

// Quotes wait for typing to pause.
const QUOTE_DEBOUNCE_MS = 350

/**
 * The Buy form (loaded on demand): the fiat amount within its limits, the currency and the token,
 * the partners' quotes, then the chosen partner's checkout in a new window.
 */
export function OnRampProvidersView() {
  useStyles(onrampCss)
  const t = useOnRampT()
  const format = useFormats()
  const { ctx, state, toast } = useOnRamp()
  const { paymentAmount: amount, paymentCurrency, purchaseCurrency } = state
  const problem = OnRamp.amountProblem(ctx)

  useEffect(() => {
    if (!amount || problem || !purchaseCurrency || !paymentCurrency) return
    const timer = setTimeout(() => OnRamp.fetchQuotes(ctx).catch(toast), QUOTE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [ctx, amount, problem, purchaseCurrency, paymentCurrency, toast])

  const limit = OnRamp.limit(ctx)
  const currency = paymentCurrency?.id ?? ''
  const limits = limitParams(limit, currency)
  const error =
    !amount || !problem || problem === 'empty'
      ? undefined
      : problem === 'invalid'
        ? t('onramp.invalidAmount')
        : problem === 'below'
          ? t('onramp.below', limits)
          : t('onramp.above', limits)
  const partner = state.partners.find((p) => p.id === state.selectedPartner)
  const quote = state.selectedPartner ? state.quotes[state.selectedPartner] : undefined

  const buy = () => {
    // Opened now, inside the click, so no pop-up blocker stops it; pointed at the checkout once
    // its (scheme-checked) URL is known, and cut off from this page.
    const popup = window.open('about:blank', '_blank')
    if (popup) popup.opener = null
    OnRamp.checkoutUrl(ctx)
      .then((url) => {
        if (popup) popup.location.href = url
        Router.push(ctx, 'OnRampActivity', {
          onrampCheckout: { url, partner: partner?.name ?? '' },
        })
      })
      .catch((failure: unknown) => {
        popup?.close()
        toast(failure)
      })
  }

  return (
    <ViewBody busy={state.loadingOptions}>
      {state.fallback && <Alert variant="warning" title={t('onramp.fallback')} />}
      <div className="lk-onramp-row">
        <Input
          label={t('onramp.amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={amount}
          onChange={(event) => OnRamp.setPaymentAmount(ctx, event.target.value)}
          hint={limits ? t('onramp.limits', limits) : undefined}
          error={error}
          data-testid="onramp-amount"
          data-autofocus
        />
        <Button
          variant="secondary"
          className="lk-onramp-pick"
          onClick={() => Router.push(ctx, 'OnRampFiatSelect')}
          aria-label={currency ? t('onramp.currency', { currency }) : t('onramp.chooseCurrency')}
          data-testid="onramp-currency"
        >
          {currency || t('onramp.chooseCurrency')}
        </Button>
      </div>
      <Button
        variant="secondary"
        fullWidth
        onClick={() => Router.push(ctx, 'OnRampTokenSelect')}
        data-testid="onramp-token"
      >
        {purchaseCurrency
          ? t('onramp.token', { symbol: purchaseCurrency.symbol })
          : t('onramp.chooseToken')}
      </Button>
      {!state.loadingOptions && state.purchaseCurrencies.length === 0 && (
        <p className="lk-onramp-note">{t('onramp.noToken')}</p>
      )}
      <PartnerChoice />
      <Button
        fullWidth
        disabled={Boolean(problem) || !quote || !partner}
        loading={state.opening || (state.loadingQuotes && !quote && !problem)}
        onClick={buy}
        data-testid="onramp-continue"
      >
        {!amount
          ? t('onramp.enterAmount')
          : partner
            ? t('onramp.continue', { partner: partner.name })
            : t('onramp.noPartner')}
      </Button>
      {quote && (
        <p className="lk-onramp-note" aria-live="polite">
          {t('onramp.receive', {
            amount: format.amount(quote.purchaseAmount.amount),
            symbol: quote.purchaseAmount.currency,
          })}
        </p>
      )}
    </ViewBody>
  )
}

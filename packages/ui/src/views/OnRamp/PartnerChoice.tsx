import * as OnRamp from '@latchkey/controllers/onramp'
import { useId } from 'react'
import { useFormats } from '../../format/useFormats'
import { useOnRampT } from './onrampMessages'
import { useOnRamp } from './useOnRamp'

/** The partners selling here, as radio buttons with each one's quote (SPEC §9: fees 1–2 %). */
export function PartnerChoice() {
  const t = useOnRampT()
  const format = useFormats()
  const { ctx, state } = useOnRamp()
  const name = useId()
  if (state.partners.length === 0) return null
  return (
    <fieldset className="lk-onramp-partners" aria-busy={state.loadingQuotes ? 'true' : undefined}>
      <legend className="lk-visually-hidden">{t('onramp.partners')}</legend>
      {state.partners.map((partner) => {
        const quote = state.quotes[partner.id]
        return (
          <label
            key={partner.id}
            className="lk-onramp-partner"
            data-testid={`onramp-partner-${partner.id}`}
          >
            <input
              type="radio"
              name={name}
              value={partner.id}
              checked={state.selectedPartner === partner.id}
              onChange={() => OnRamp.selectPartner(ctx, partner.id)}
            />
            <strong>{partner.name}</strong>
            <small>
              {quote
                ? [
                    t('onramp.receive', {
                      amount: format.amount(quote.purchaseAmount.amount),
                      symbol: quote.purchaseAmount.currency,
                    }),
                    t('onramp.fee', {
                      fee: format.amount(quote.coinbaseFee.amount),
                      currency: quote.coinbaseFee.currency,
                    }),
                    quote.mocked ? t('onramp.estimate') : undefined,
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : state.loadingQuotes
                  ? t('onramp.quoting')
                  : format.percent(partner.feePct)}
            </small>
          </label>
        )
      })}
    </fieldset>
  )
}

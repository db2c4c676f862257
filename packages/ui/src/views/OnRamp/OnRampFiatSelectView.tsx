import * as OnRamp from '@latchkey/controllers/onramp'
import * as Router from '@latchkey/controllers/router'
import { ListItem } from '../../components/ListItem/ListItem'
import { useStyles } from '../../styles/StyleRootContext'
import { ViewBody } from '../shared/ViewBody'
import { limitParams } from './limitParams'
import { onrampCss } from './onrampCss'
import { useOnRampT } from './onrampMessages'
import { useOnRamp } from './useOnRamp'

/** The fiat currencies the partners take, each with its limits. */
export function OnRampFiatSelectView() {
  useStyles(onrampCss)
  const t = useOnRampT()
  const { ctx, state } = useOnRamp()
  return (
    <ViewBody busy={state.loadingOptions}>
      <ul className="lk-onramp-list">
        {state.paymentCurrencies.map((currency) => {
          const limits = limitParams(currency.payment_method_limits[0], currency.id)
          return (
            <li key={currency.id}>
              <ListItem
                name={currency.id}
                description={limits ? t('onramp.limits', limits) : undefined}
                aria-current={state.paymentCurrency?.id === currency.id ? 'true' : undefined}
                data-testid={`onramp-currency-${currency.id}`}
                onClick={() => {
                  OnRamp.setPaymentCurrency(ctx, currency.id)
                  Router.goBack(ctx)
                }}
              />
            </li>
          )
        })}
      </ul>
    </ViewBody>
  )
}

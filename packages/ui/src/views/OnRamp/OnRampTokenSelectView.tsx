import * as OnRamp from '@latchkey/controllers/onramp'
import * as Options from '@latchkey/controllers/options'
import * as Router from '@latchkey/controllers/router'
import { useControllerState } from '../../app/controllerState'
import { ListItem } from '../../components/ListItem/ListItem'
import { useStyles } from '../../styles/StyleRootContext'
import { providerImageUrl } from '../shared/providerImageUrl'
import { ViewBody } from '../shared/ViewBody'
import { onrampCss } from './onrampCss'
import { useOnRampT } from './onrampMessages'
import { useOnRamp } from './useOnRamp'

/** The tokens the partners sell on the active network. */
export function OnRampTokenSelectView() {
  useStyles(onrampCss)
  const t = useOnRampT()
  const { ctx, state } = useOnRamp()
  const options = useControllerState(Options.state(ctx))
  return (
    <ViewBody busy={state.loadingOptions}>
      {state.purchaseCurrencies.length === 0 && !state.loadingOptions ? (
        <p className="lk-onramp-note">{t('onramp.noToken')}</p>
      ) : (
        <ul className="lk-onramp-list">
          {state.purchaseCurrencies.map((currency) => (
            <li key={currency.id}>
              <ListItem
                name={currency.symbol}
                description={`${currency.name} · ${OnRamp.networkOf(ctx, currency)?.display_name ?? ''}`}
                imageUrl={providerImageUrl(options, 'tokens', currency.symbol)}
                imageShape="circle"
                aria-current={state.purchaseCurrency?.id === currency.id ? 'true' : undefined}
                data-testid={`onramp-token-${currency.symbol}`}
                onClick={() => {
                  OnRamp.setPurchaseCurrency(ctx, currency.id)
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

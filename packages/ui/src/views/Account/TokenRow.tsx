import * as Options from '@latchkey/controllers/options'
import type { TokenBalance } from '@latchkey/core'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { ImageWithFallback } from '../../components/Image/ImageWithFallback'
import { useFormats } from '../../format/useFormats'
import { providerImageUrl } from '../shared/providerImageUrl'

/**
 * One token of the balance list: icon, name, amount cut to 3 decimals, and its value in dollars
 * except on testnets, whose tokens have no price (SPEC §5).
 */
export function TokenRow({ token, testnet }: { token: TokenBalance; testnet: boolean }) {
  const options = useControllerState(Options.state(useControllers()))
  const format = useFormats()
  // Its own icon, else the provider's image of its symbol (SPEC §7 GET images).
  const iconUrl = token.iconUrl || providerImageUrl(options, 'tokens', token.symbol)
  return (
    <li className="lk-token-row">
      <ImageWithFallback src={iconUrl} name={token.symbol || token.name} size={36} shape="circle" />
      <span className="lk-token-row-text">
        <span className="lk-token-row-name">{token.name}</span>
        <span className="lk-token-row-amount">
          <span className="lk-ltr">
            {format.amount(token.quantity.numeric)} {token.symbol}
          </span>
        </span>
      </span>
      {!testnet && <span className="lk-token-row-value lk-ltr">{format.fiat(token.value)}</span>}
    </li>
  )
}

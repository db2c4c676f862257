import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { ListItem } from '../../components/ListItem/ListItem'
import { useT } from '../../i18n'
import { networkImageUrl } from '../shared/networkImageUrl'

/** The active network, drawn as the page's network button draws it; opens the network list. */
export function NetworkRow() {
  const ctx = useControllers()
  const t = useT()
  const chain = useControllerState(ctx.chain)
  const options = useControllerState(ctx.options)
  const network = chain.activeCaipNetwork
  if (!network) return null
  return (
    <ListItem
      name={t('account.network', { name: network.name })}
      imageUrl={networkImageUrl(options, network)}
      imageName={network.name}
      imageShape="circle"
      chevron
      onClick={() => ctx.router.push('Networks')}
    />
  )
}

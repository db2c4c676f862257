import * as Chain from '@latchkey/controllers/chain'
import * as Options from '@latchkey/controllers/options'
import * as Router from '@latchkey/controllers/router'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { ListItem } from '../../components/ListItem/ListItem'
import { useT } from '../../i18n'
import { networkImageUrl } from '../shared/networkImageUrl'

/** The active network, drawn as the page's network button draws it; opens the network list. */
export function NetworkRow() {
  const ctx = useControllers()
  const t = useT()
  const chain = useControllerState(Chain.state(ctx))
  const options = useControllerState(Options.state(ctx))
  const network = chain.activeCaipNetwork
  if (!network) return null
  return (
    <ListItem
      name={t('account.network', { name: network.name })}
      imageUrl={networkImageUrl(options, network)}
      imageName={network.name}
      imageShape="circle"
      chevron
      onClick={() => Router.push(ctx, 'Networks')}
    />
  )
}

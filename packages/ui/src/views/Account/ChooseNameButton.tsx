import * as Chain from '@latchkey/controllers/chain'
import * as Options from '@latchkey/controllers/options'
import * as Router from '@latchkey/controllers/router'
import { namespaceProfile } from '@latchkey/core'
import { activeAccount } from '../../app/activeAccount'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { ChevronRightIcon } from '../../components/icons'
import { useT } from '../../i18n'

/** Leads to RegisterAccountName where SPEC §9 offers names: mainnets of a namespace with names, with a provider. */
export function ChooseNameButton() {
  const ctx = useControllers()
  const t = useT()
  const chain = useControllerState(Chain.state(ctx))
  const options = useControllerState(Options.state(ctx))
  const network = chain.activeCaipNetwork
  const offered =
    network &&
    options.hasProvider &&
    namespaceProfile(network.chainNamespace).names &&
    !network.testnet &&
    !activeAccount(chain)?.profileName
  if (!offered) return null
  return (
    <Button variant="ghost" onClick={() => Router.push(ctx, 'RegisterAccountName')}>
      {t('account.chooseName')}
      <ChevronRightIcon size={16} />
    </Button>
  )
}

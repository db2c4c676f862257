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
  const chain = useControllerState(ctx.chain)
  const options = useControllerState(ctx.options)
  const network = chain.activeCaipNetwork
  const offered =
    network &&
    options.hasProvider &&
    namespaceProfile(network.chainNamespace).names &&
    !network.testnet &&
    !activeAccount(chain)?.profileName
  if (!offered) return null
  return (
    <Button variant="ghost" onClick={() => ctx.router.push('RegisterAccountName')}>
      {t('account.chooseName')}
      <ChevronRightIcon size={16} />
    </Button>
  )
}

import * as Chain from '@latchkey/controllers/chain'
import * as Router from '@latchkey/controllers/router'
import { activeAccount } from '../../app/activeAccount'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { ChevronRightIcon } from '../../components/icons'
import { useT } from '../../i18n'

/** SPEC §4 e-mail update, for the embedded wallet only (its views load on demand). */
export function ChangeEmailButton() {
  const ctx = useControllers()
  const t = useT()
  const chain = useControllerState(Chain.state(ctx))
  if (activeAccount(chain)?.connectedWalletInfo?.type !== 'AUTH') return null
  return (
    <Button variant="ghost" onClick={() => Router.push(ctx, 'UpdateEmailWallet')}>
      {t('updateEmail.open')}
      <ChevronRightIcon size={16} />
    </Button>
  )
}

import type { RouterData } from '@latchkey/controllers'
import * as Chain from '@latchkey/controllers/chain'
import * as Names from '@latchkey/controllers/names'
import * as Router from '@latchkey/controllers/router'
import { activeAccount } from '../../app/activeAccount'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { CheckIcon } from '../../components/icons'
import { Spinner } from '../../components/Spinner/Spinner'
import { useT } from '../../i18n'
import { ViewBody } from '../shared/ViewBody'

/** SPEC §2 RegisterAccountNameSuccess: waits for the signature and registration, then confirms. */
export function RegisterAccountNameSuccessView({ data }: { data: RouterData | undefined }) {
  const ctx = useControllers()
  const t = useT()
  const names = useControllerState(Names.state(ctx))
  const chain = useControllerState(Chain.state(ctx))
  // Opened without the name (a host's open({ view })): the account's name, if it has one now.
  const label = data?.registerAccountName
  const name = label ? Names.fullName(ctx, label) : (activeAccount(chain)?.profileName ?? '')
  if (names.loading)
    return (
      <ViewBody centered>
        <Spinner />
        <p role="status">
          {name ? t('registerSuccess.pending', { name }) : t('registerSuccess.pendingUnnamed')}
        </p>
      </ViewBody>
    )
  return (
    <ViewBody centered>
      <CheckIcon size={40} />
      <p role="status">
        {name ? t('registerSuccess.done', { name }) : t('registerSuccess.doneUnnamed')}
      </p>
      <Button fullWidth onClick={() => Router.reset(ctx, 'Account')} data-autofocus>
        {t('registerSuccess.back')}
      </Button>
    </ViewBody>
  )
}

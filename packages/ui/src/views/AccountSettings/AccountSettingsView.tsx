import * as Chain from '@latchkey/controllers/chain'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import { activeAccount } from '../../app/activeAccount'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { useT } from '../../i18n'
import { AccountTypeToggle } from '../Account/AccountTypeToggle'
import { ChangeEmailButton } from '../Account/ChangeEmailButton'
import { ChooseNameButton } from '../Account/ChooseNameButton'
import { NetworkRow } from '../Account/NetworkRow'
import { DisconnectButton } from '../shared/DisconnectButton'
import { ViewBody } from '../shared/ViewBody'

/**
 * The account's settings: its network, its name (SPEC §9 names), the embedded wallet's e-mail
 * (§4 e-mail update) and account type (§3/§4 preferred account type), and disconnect (§4).
 */
export function AccountSettingsView() {
  const ctx = useControllers()
  const t = useT()
  const chain = useControllerState(Chain.state(ctx))
  const account = activeAccount(chain)
  // Nothing to set without an account: connecting comes first.
  if (!account?.address) {
    return (
      <ViewBody>
        <p className="lk-empty">{t('settings.notConnected')}</p>
        <Button fullWidth onClick={() => Router.reset(ctx, Modal.firstView(ctx))}>
          {t('connect.title')}
        </Button>
      </ViewBody>
    )
  }
  const wallet = account.connectedWalletInfo
  const email = account.user?.email
  return (
    <ViewBody>
      <section className="lk-section" aria-label={t('settings.account')}>
        {wallet && <p className="lk-muted">{t('account.wallet', { name: wallet.name })}</p>}
        {email && <p className="lk-muted">{t('settings.email', { email })}</p>}
        <NetworkRow />
        <ChooseNameButton />
        <ChangeEmailButton />
        <AccountTypeToggle />
      </section>
      <DisconnectButton />
    </ViewBody>
  )
}

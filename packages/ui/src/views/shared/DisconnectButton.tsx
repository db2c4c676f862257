import * as Connection from '@latchkey/controllers/connection'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import { useControllers } from '../../app/ControllersContext'
import { Button } from '../../components/Button/Button'
import { LogoutIcon } from '../../components/icons'
import { useT } from '../../i18n'

/**
 * Disconnects every namespace (SPEC §4). A failed disconnect still resets every chain and shows
 * its toast: the visitor lands on connecting again instead of an empty view.
 */
export function DisconnectButton() {
  const ctx = useControllers()
  const t = useT()
  const disconnect = () =>
    Connection.disconnect(ctx).then(
      () => Modal.close(ctx),
      () => Router.reset(ctx, Modal.firstView(ctx)),
    )
  return (
    <Button variant="danger" fullWidth onClick={() => void disconnect()}>
      <LogoutIcon size={18} />
      {t('common.disconnect')}
    </Button>
  )
}

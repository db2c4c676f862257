import * as Chain from '@latchkey/controllers/chain'
import * as Modal from '@latchkey/controllers/modal'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { WarningIcon } from '../../components/icons'
import { useT } from '../../i18n'
import { NetworkList } from '../Networks/NetworkList'
import { DisconnectButton } from '../shared/DisconnectButton'
import { ViewBody } from '../shared/ViewBody'

/** SPEC §2 UnsupportedChain: the wallet sits on a network the app did not ask for. */
export function UnsupportedChainView() {
  const ctx = useControllers()
  const t = useT()
  // isConnected() reads the chain state.
  useControllerState(Chain.state(ctx))
  return (
    <ViewBody>
      <p className="lk-row lk-muted">
        <WarningIcon size={18} />
        {t('unsupported.body')}
      </p>
      <NetworkList label={t('unsupported.networks')} onSwitched={() => Modal.close(ctx)} />
      {Chain.isConnected(ctx) && <DisconnectButton />}
    </ViewBody>
  )
}

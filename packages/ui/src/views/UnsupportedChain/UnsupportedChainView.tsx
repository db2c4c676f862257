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
  useControllerState(ctx.chain)
  return (
    <ViewBody>
      <p className="lk-row lk-muted">
        <WarningIcon size={18} />
        {t('unsupported.body')}
      </p>
      <NetworkList label={t('unsupported.networks')} onSwitched={() => ctx.modal.close()} />
      {ctx.chain.isConnected() && <DisconnectButton />}
    </ViewBody>
  )
}

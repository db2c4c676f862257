import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { WarningIcon } from '../../components/icons'
import { useT } from '../../i18n'
import { NetworkList } from '../Networks/NetworkList'
import { ViewBody } from '../shared/ViewBody'

/** SPEC §2 UnsupportedChain: the wallet sits on a network the app did not ask for. */
export function UnsupportedChainView() {
  const ctx = useControllers()
  const t = useT()
  // isConnected() reads the chain state.
  useControllerState(ctx.chain)
  // A failed disconnect still resets every chain (SPEC §4) and shows its toast: lead on to
  // connecting again instead of an empty view.
  const disconnect = () =>
    ctx.connection.disconnect().then(
      () => ctx.modal.close(),
      () => ctx.router.reset(ctx.modal.firstView()),
    )
  return (
    <ViewBody>
      <p className="lk-row lk-muted">
        <WarningIcon size={18} />
        {t('unsupported.body')}
      </p>
      <NetworkList label={t('unsupported.networks')} onSwitched={() => ctx.modal.close()} />
      {ctx.chain.isConnected() && (
        <Button variant="danger" fullWidth onClick={disconnect}>
          {t('common.disconnect')}
        </Button>
      )}
    </ViewBody>
  )
}

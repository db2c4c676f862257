import { useControllers } from '../../app/ControllersContext'
import { useT } from '../../i18n'
import { ViewBody } from '../shared/ViewBody'
import { NetworkList } from './NetworkList'

/** The network switcher: after a switch it returns to where it was opened from. */
export function NetworksView() {
  const ctx = useControllers()
  const t = useT()
  const done = () => {
    if (ctx.router.state.view !== 'Networks') return
    if (ctx.router.state.history.length > 1) ctx.router.goBack()
    else ctx.modal.close()
  }
  return (
    <ViewBody>
      <NetworkList label={t('networks.title')} onSwitched={done} />
    </ViewBody>
  )
}

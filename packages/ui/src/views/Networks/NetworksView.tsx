import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import { useControllers } from '../../app/ControllersContext'
import { readControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { InfoIcon } from '../../components/icons'
import { useT } from '../../i18n'
import { ViewBody } from '../shared/ViewBody'
import { NetworkList } from './NetworkList'

/** The network switcher: after a switch it returns to where it was opened from. */
export function NetworksView() {
  const ctx = useControllers()
  const t = useT()
  const done = () => {
    // Read after the switch, not at render: the visitor may have moved on meanwhile.
    const router = readControllerState(Router.state(ctx))
    if (router.view !== 'Networks') return
    if (router.history.length > 1) Router.goBack(ctx)
    else Modal.close(ctx)
  }
  return (
    <ViewBody>
      <NetworkList label={t('networks.title')} onSwitched={done} />
      <Button variant="ghost" onClick={() => Router.push(ctx, 'WhatIsANetwork')}>
        <InfoIcon size={16} />
        {t('whatIsANetwork.open')}
      </Button>
    </ViewBody>
  )
}

import * as Router from '@latchkey/controllers/router'
import { useControllers } from '../../app/ControllersContext'
import { Button } from '../../components/Button/Button'
import { NetworkIcon, PlusIcon, SwapIcon } from '../../components/icons'
import { useT } from '../../i18n'
import { Explainer } from '../shared/Explainer'

/** What a network is, then on to the networks this app offers (testnets marked, one click to switch). */
export function WhatIsANetworkView() {
  const ctx = useControllers()
  const t = useT()
  return (
    <Explainer
      points={[
        ['whatIsANetwork.ledger', <NetworkIcon key="ledger" size={18} />],
        ['whatIsANetwork.switch', <SwapIcon key="switch" size={18} />],
        ['whatIsANetwork.fees', <PlusIcon key="fees" size={18} />],
      ]}
    >
      <Button fullWidth onClick={() => Router.push(ctx, 'Networks')}>
        {t('whatIsANetwork.seeNetworks')}
      </Button>
    </Explainer>
  )
}

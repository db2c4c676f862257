import { completeSocialLogin } from '@latchkey/controllers'
import * as Chain from '@latchkey/controllers/chain'
import { activeAccount } from '../../app/activeAccount'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { useT } from '../../i18n'
import { SOCIAL_NAMES } from '../Connect/socialNames'
import { ConnectingStatus } from '../shared/ConnectingStatus'
import { useConnectAttempt } from '../shared/useConnectAttempt'
import { useLoginAbandon } from '../shared/useLoginAbandon'
import { ViewBody } from '../shared/ViewBody'

/** SPEC §2/§4 social login: the provider's page in a popup (or the whole tab), then connected. */
export function ConnectingSocialView() {
  const ctx = useControllers()
  const t = useT()
  const chain = useControllerState(Chain.state(ctx))
  const social = activeAccount(chain)?.socialProvider
  const name = social ? SOCIAL_NAMES[social] : ''
  const { status, error, retry } = useConnectAttempt(async () => {
    const { status } = await completeSocialLogin(ctx)
    // The page is leaving for the provider's: the view waits for it to go.
    if (status === 'REDIRECTED') await new Promise(() => {})
  })
  useLoginAbandon()
  return (
    <ViewBody centered>
      <ConnectingStatus
        name={name}
        status={status}
        error={error}
        onRetry={retry}
        hint={t('social.hint', { provider: name })}
      />
    </ViewBody>
  )
}

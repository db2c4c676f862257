import { activeAccount } from '../../app/activeAccount'
import { useControllers } from '../../app/ControllersContext'
import { readControllerState, useControllerState } from '../../app/controllerState'
import { useT } from '../../i18n'
import { SOCIAL_NAMES } from '../Connect/socialNames'
import { afterConnect } from '../shared/afterConnect'
import { ConnectingStatus } from '../shared/ConnectingStatus'
import { useConnectAttempt } from '../shared/useConnectAttempt'
import { ViewBody } from '../shared/ViewBody'
import { socialLogin } from './socialLogin'

/** SPEC §2/§4 social login: the provider's page in a popup (or the whole tab), then connected. */
export function ConnectingSocialView() {
  const ctx = useControllers()
  const t = useT()
  const chain = useControllerState(ctx.chain)
  const social = activeAccount(chain)?.socialProvider
  const name = social ? SOCIAL_NAMES[social] : ''
  const { status, error, retry } = useConnectAttempt(async () => {
    await socialLogin(ctx)
    if (readControllerState(ctx.router).view === 'ConnectingSocial')
      afterConnect(ctx, 'ConnectingSocial')
  })
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

import type { RouterData } from '@latchkey/controllers'
import * as Connection from '@latchkey/controllers/connection'
import * as Options from '@latchkey/controllers/options'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { useT } from '../../i18n'
import { afterConnect } from '../shared/afterConnect'
import { ConnectingStatus } from '../shared/ConnectingStatus'
import { walletImageUrl } from '../shared/providerImageUrl'
import { useConnectAttempt } from '../shared/useConnectAttempt'
import { ViewBody } from '../shared/ViewBody'

/** SPEC §2 ConnectingExternal: asks an injected or external wallet to connect, with retry. */
export function ConnectingExternalView({ data }: { data: RouterData | undefined }) {
  const ctx = useControllers()
  const t = useT()
  const options = useControllerState(Options.state(ctx))
  const connector = data?.connector
  const { status, error, retry } = useConnectAttempt(async () => {
    if (!connector) throw new Error(t('connect.noWallets'))
    await Connection.connect(ctx, {
      connectorId: connector.id,
      namespace: connector.chain,
      ...(data?.wallet ? { wallet: data.wallet } : {}),
    })
    afterConnect(ctx, 'ConnectingExternal')
  })
  const name = connector?.name ?? data?.wallet?.name ?? ''
  return (
    <ViewBody>
      <ConnectingStatus
        name={name}
        imageUrl={connector?.imageUrl ?? (data?.wallet && walletImageUrl(options, data.wallet))}
        status={status}
        error={error}
        onRetry={retry}
        hint={connector?.installed === false ? t('connecting.notInstalled', { name }) : undefined}
      />
    </ViewBody>
  )
}

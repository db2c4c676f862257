import type { ChainNamespace } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Connection from '../controllers/ConnectionController'
import * as Connectors from '../controllers/ConnectorController'
import * as Events from '../controllers/EventsController'
import * as Modal from '../controllers/ModalController'
import type { Config } from '../core/Config'

export interface ShowRequestedConnectParameters {
  namespace: ChainNamespace
  connectorId: string
}

export type ShowRequestedConnectContext = Config

/**
 * The app's own library started a connect through a connector that needs the modal (wagmi's
 * `connect` with WalletConnect, or with the embedded wallet and no login): the modal shows its
 * view (SPEC §2 ConnectingWalletConnect for that pairing's code; Connect for the e-mail login of
 * §4), whose connect joins the app's. Closing the modal before a wallet connects gives it up;
 * an embedded modal never reads closed, so the close itself (MODAL_CLOSE) is what is heard.
 */
export async function showRequestedConnect(
  ctx: ShowRequestedConnectContext,
  { namespace, connectorId }: ShowRequestedConnectParameters,
): Promise<void> {
  const connector = Connectors.getConnector(ctx, connectorId, namespace)
  if (!connector) return
  await Modal.open(
    ctx,
    connector.type === 'WALLET_CONNECT'
      ? { view: 'ConnectingWalletConnect', data: { connector }, namespace }
      : { view: 'Connect', namespace },
  )
  const stop = Events.subscribe(ctx, (event) => {
    if (event.event !== 'MODAL_CLOSE') return
    stop()
    const connected =
      Chain.isConnected(ctx, namespace) &&
      Connectors.state(ctx).activeConnectorIds[namespace] === connectorId
    if (connected) return
    Connection.dropPendingPairing(ctx)
    ctx.adapters.get(namespace)?.cancelPairing?.({ connectorId })
  })
}

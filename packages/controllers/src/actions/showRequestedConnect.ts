import type { ChainNamespace } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'

export interface ShowRequestedConnectParameters {
  namespace: ChainNamespace
  connectorId: string
}

export type ShowRequestedConnectContext = Pick<
  CoreContext,
  'adapters' | 'chain' | 'connection' | 'connectors' | 'events' | 'modal'
>

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
  const connector = ctx.connectors.getConnector(connectorId, namespace)
  if (!connector) return
  await ctx.modal.open(
    connector.type === 'WALLET_CONNECT'
      ? { view: 'ConnectingWalletConnect', data: { connector }, namespace }
      : { view: 'Connect', namespace },
  )
  const stop = ctx.events.subscribe((event) => {
    if (event.event !== 'MODAL_CLOSE') return
    stop()
    const connected =
      ctx.chain.isConnected(namespace) &&
      ctx.connectors.state.activeConnectorIds[namespace] === connectorId
    if (connected) return
    ctx.connection.dropPendingPairing()
    ctx.adapters.get(namespace)?.cancelPairing?.({ connectorId })
  })
}

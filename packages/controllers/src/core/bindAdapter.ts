import type { AdapterSetup, ChainAdapter } from '@latchkey/adapter-kit'
import type { CaipNetwork } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Connectors from '../controllers/ConnectorController'
import type { Config } from './Config'
import { type LateControllers, withLateControllers } from './loadLateControllers'

/**
 * Registers an adapter: hands it its setup, then its namespace's chain state, its connectors and
 * its wallet events.
 */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const bindAdapter = (function bindAdapter(
  ctx: Config,
  adapter: ChainAdapter,
  networks: CaipNetwork[],
  defaultNetwork: CaipNetwork | undefined,
  setup: (networks: readonly CaipNetwork[]) => AdapterSetup,
): () => void {
  const ns = adapter.namespace
  const own: CaipNetwork[] = []
  for (const network of networks) if (network.chainNamespace === ns) own.push(network)
  adapter.setUp?.(setup(own))
  ctx.adapters.set(adapter)
  Chain.initChain(ctx, {
    namespace: ns,
    caipNetworks: networks,
    ...(defaultNetwork ? { defaultNetwork } : {}),
    defaultAccountType: adapter.defaultAccountType,
  })
  Connectors.setConnectors(ctx, ns, adapter.getConnectors())

  const isOurs = (connectorId?: string) =>
    Chain.isConnected(ctx, ns) &&
    (connectorId === undefined || connectorId === Connectors.state(ctx).activeConnectorIds[ns])

  // At once when the chunk is in (it is while a connection stands), else once it loads.
  const onLate = (run: (late: LateControllers) => unknown) =>
    void withLateControllers(run).catch((error: unknown) => ctx.logger.error(error))

  const unsubscribes = [
    adapter.on('connectorsChanged', ({ connectors }) =>
      Connectors.setConnectors(ctx, ns, connectors),
    ),
    // Only while connected, so the chunk is in: reactions/walletChanged there, as one module.
    adapter.on('accountsChanged', ({ connectorId, ...account }) => {
      if (isOurs(connectorId)) onLate((late) => late.accountChanged(ctx, ns, account))
    }),
    adapter.on('chainChanged', ({ caipNetworkId, connectorId }) => {
      if (isOurs(connectorId)) onLate((late) => late.networkChanged(ctx, ns, caipNetworkId))
    }),
    adapter.on('connected', (connection) => {
      const { address, connectorId } = connection
      const known = Chain.isConnected(ctx, ns) && Chain.getAccount(ctx, ns)?.address === address
      if (known && Connectors.state(ctx).activeConnectorIds[ns] === connectorId) return
      // Made outside the modal (the app's wagmi connect, a wagmi reconnect at load): taking it
      // reaches the on-demand controllers, which may not have loaded yet.
      onLate((late) => late.acceptConnection(ctx, ns, connection))
    }),
    adapter.on('connectRequested', ({ connectorId }) =>
      onLate((late) => late.showRequestedConnect(ctx, { namespace: ns, connectorId })),
    ),
    adapter.on('disconnect', ({ connectorId }) => {
      // The same clean-up as the visitor's disconnect (reactions/accountsGone).
      if (isOurs(connectorId)) onLate((late) => late.accountsGone(ctx, [ns]))
    }),
  ]
  // Discovery is local to the page (no request); it begins with the others' (ConnectorController).
  unsubscribes.push(Connectors.onDiscover(ctx, () => void adapter.syncConnectors?.()))
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
})

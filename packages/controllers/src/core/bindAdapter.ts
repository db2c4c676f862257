import type { AdapterSetup, ChainAdapter } from '@latchkey/adapter-kit'
import type { CaipNetwork } from '@latchkey/core'
import type { CoreContext } from './CoreContext'
import { loadLateControllers, withLateControllers } from './loadLateControllers'

/**
 * Registers an adapter: hands it its setup, then its namespace's chain state, its connectors and
 * its wallet events.
 */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const bindAdapter = (function bindAdapter(
  ctx: CoreContext,
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
  ctx.chain.initChain({
    namespace: ns,
    caipNetworks: networks,
    ...(defaultNetwork ? { defaultNetwork } : {}),
    defaultAccountType: adapter.defaultAccountType,
  })
  ctx.connectors.setConnectors(ns, adapter.getConnectors())

  const isOurs = (connectorId?: string) =>
    ctx.chain.isConnected(ns) &&
    (connectorId === undefined || connectorId === ctx.connectors.state.activeConnectorIds[ns])

  const unsubscribes = [
    adapter.on('connectorsChanged', ({ connectors }) =>
      ctx.connectors.setConnectors(ns, connectors),
    ),
    adapter.on('accountsChanged', ({ address, accounts, connectorId }) => {
      if (!isOurs(connectorId)) return
      const changed = ctx.chain.getAccount(ns)?.address !== address
      ctx.chain.setAddress(ns, address)
      // The activity list and the token lists belong to the account they were fetched for.
      if (changed && ns === ctx.chain.state.activeNamespace) {
        ctx.transactions.reset()
        ctx.send.reset()
        void ctx.balance.fetchTokenBalances(ns)
      }
      // The kind of the account now in use follows it (the embedded wallet's smart account).
      const type = accounts?.find((entry) => entry.address === address)?.type
      if (accounts)
        ctx.chain.setAccount(ns, {
          allAccounts: accounts,
          ...(type ? { preferredAccountType: type } : {}),
        })
      void ctx.balance.fetchNativeBalance(ns)
      void ctx.names.fetchProfile(ns)
    }),
    adapter.on('chainChanged', ({ caipNetworkId, connectorId }) => {
      if (!isOurs(connectorId)) return
      ctx.network.applyWalletChain(ns, caipNetworkId, false)
      void ctx.balance.fetchNativeBalance(ns)
      void ctx.names.fetchProfile(ns)
    }),
    adapter.on('connected', (connection) => {
      const { address, connectorId } = connection
      const known = ctx.chain.isConnected(ns) && ctx.chain.getAccount(ns)?.address === address
      if (known && ctx.connectors.state.activeConnectorIds[ns] === connectorId) return
      // Made outside the modal (the app's wagmi connect, a wagmi reconnect at load): taking it
      // reaches the on-demand controllers, which may not have loaded yet.
      loadLateControllers()
        .then((late) => late.acceptConnection(ctx, ns, connection))
        .catch((error: unknown) => ctx.logger.error(error))
    }),
    adapter.on('connectRequested', ({ connectorId }) =>
      loadLateControllers()
        .then((late) => late.showRequestedConnect(ctx, { namespace: ns, connectorId }))
        .catch((error: unknown) => ctx.logger.error(error)),
    ),
    adapter.on('disconnect', ({ connectorId }) => {
      if (!isOurs(connectorId)) return
      // The same clean-up as the visitor's disconnect; a connection stood, so the chunk is in.
      void withLateControllers((late) => late.accountsGone(ctx, [ns])).catch((error: unknown) =>
        ctx.logger.error(error),
      )
    }),
  ]
  // Discovery is local to the page (no request); it begins with the others' (ConnectorController).
  unsubscribes.push(ctx.connectors.onDiscover(() => void adapter.syncConnectors?.()))
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
})

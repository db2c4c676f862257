import type { ChainNamespace, ConnectorType } from '@latchkey/core'
import { subscribe } from 'valtio/vanilla'
import * as Chain from '../../controllers/ChainController'
import * as Connectors from '../../controllers/ConnectorController'
import type { Config } from '../Config'
import { currentThenChanges, stableReadout, unsubscribeAll } from './frozenReadouts'
import type { WalletProviderOverview, WalletProviders } from './overviews'

type ProviderContext = Config

/**
 * The connected wallets' own providers (EIP-1193, Wallet Standard …) for the host's chain library:
 * the field's `getWalletProvider` / `subscribeProviders` shapes, and ours by namespace.
 */
export function createProviderReadouts(ctx: ProviderContext) {
  const overviews = stableReadout<WalletProviderOverview>()
  const byNamespace = stableReadout<Partial<Record<ChainNamespace, unknown>>>()

  /** Nothing while the namespace is disconnected, even if a connector is still remembered. */
  function getWalletProviderOverview(namespace: ChainNamespace): Readonly<WalletProviderOverview> {
    const connector = Chain.isConnected(ctx, namespace)
      ? Connectors.getActiveConnector(ctx, namespace)
      : undefined
    return overviews(namespace, {
      walletProvider: connector?.provider,
      walletProviderType: connector?.type,
    })
  }

  const resolve = (namespace?: ChainNamespace) => namespace ?? Chain.state(ctx).activeNamespace

  function getProviders(): WalletProviders {
    const namespaces = Object.keys(Chain.state(ctx).chains) as ChainNamespace[]
    const entries = namespaces
      .map((namespace) => [namespace, getWalletProviderOverview(namespace).walletProvider] as const)
      .filter(([, provider]) => provider !== undefined)
    return byNamespace('', Object.fromEntries(entries))
  }

  const watch = (notify: () => void) =>
    unsubscribeAll([subscribe(Connectors.state(ctx), notify), subscribe(Chain.state(ctx), notify)])

  return {
    /** The provider of the wallet connected on `namespace` (the active one by default). */
    getWalletProvider(namespace?: ChainNamespace): unknown {
      const resolved = resolve(namespace)
      return resolved ? getWalletProviderOverview(resolved).walletProvider : undefined
    },
    /** The kind of connector behind that provider (INJECTED, ANNOUNCED, WALLET_CONNECT, AUTH …). */
    getWalletProviderType(namespace?: ChainNamespace): ConnectorType | undefined {
      const resolved = resolve(namespace)
      return resolved ? getWalletProviderOverview(resolved).walletProviderType : undefined
    },
    getWalletProviderOverview,
    /** Every connected namespace's provider, e.g. `{ eip155: provider }`. */
    getProviders,
    /** Hears `getProviders()` now and on each change. */
    subscribeProviders(listener: (providers: WalletProviders) => void) {
      return currentThenChanges(getProviders, listener, watch)
    },
    /** Hears one namespace's provider and its type now and on each change. */
    subscribeWalletProvider(
      listener: (provider: Readonly<WalletProviderOverview>) => void,
      namespace: ChainNamespace,
    ) {
      return currentThenChanges(() => getWalletProviderOverview(namespace), listener, watch)
    },
  }
}

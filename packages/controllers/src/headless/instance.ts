import { subscribe as watch } from 'valtio/vanilla'
import * as Connectors from '../controllers/ConnectorController'
import { appKitInstance } from '../core/appKitInstance'
import type { Config } from '../core/Config'

/**
 * The config of the page's instance (createAppKitCore's or createAppKit's), or undefined before
 * there is one: what a renderer hands every headless function.
 */
export function getInstanceConfig(): Config | undefined {
  return appKitInstance.get<{ controllers: Config }>()?.controllers
}

/** Calls `listener` when the page's instance is created or reset; returns the stop. */
export function subscribeInstance(listener: () => void): () => void {
  return appKitInstance.subscribe(listener)
}

/**
 * Calls `listener` when the wallets on offer change (a wallet announced itself over EIP-6963,
 * an adapter was added or removed, a connection changed the active connector): the moment to
 * ask getWalletList or getSocialProviders again. Returns the stop.
 */
export function watchWallets(config: Config, listener: () => void): () => void {
  return watch(Connectors.state(config), listener)
}

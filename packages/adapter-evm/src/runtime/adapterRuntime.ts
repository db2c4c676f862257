// The adapter's one lazy entry (./loadAdapterRuntime): what start-up code needs only once a
// wallet is used or WalletConnect starts. Start-up keeps one dynamic import for the whole package;
// the actions, viem and the WalletConnect session are imported from here, on their first need.
import type { ChainAdapterEvents } from '@latchkey/adapter-kit'
import { createTtlCache, type Emitter, systemClock, TIMING } from '@latchkey/core'
import type { AdapterContext } from '../actions/AdapterContext'
import { act as actWhenLoaded, loadActions } from '../actions/loadActions'
import { createLazyPublicClients } from '../clients/createLazyPublicClients'
import { loadViemRuntime } from '../clients/loadViemRuntime'
import type { PublicClientsOptions } from '../clients/rpcUrlsFor'
import type { ConnectorRegistry } from '../connectors/createConnectorRegistry'
import type { EvmAdapterOptions } from '../evmAdapter'
import { createSession } from '../session/createSession'
import { createUsdtStyleMatcher } from '../tokens/usdtStyleMatcher'

export { loadActions }

/**
 * Runs an action once the actions' chunk is in. viem's chunk, which the wallet actions need next
 * (a restore's eth_accounts, a connect), is fetched alongside rather than after it (issue 36:
 * one round trip less between a reload and the restored account).
 */
export const act: typeof actWhenLoaded = (use) => {
  void loadViemRuntime().catch(() => undefined)
  return actWhenLoaded(use)
}
/** What a stored session's syncConnection runs: the actions and viem, fetched side by side. */
export const preloadSync = (): Promise<unknown> => Promise.all([loadActions(), loadViemRuntime()])
export {
  ownSessionView,
  sharedSessionView,
} from '../connectors/walletConnect/sessionViews'
export { createWalletConnectViewCore } from '../connectors/walletConnect/viewCore'

/** What evmAdapter() made at start-up; the actions' context is made from it on first need. */
export interface AdapterParts {
  readonly options: EvmAdapterOptions
  readonly registry: ConnectorRegistry
  readonly emitter: Emitter<ChainAdapterEvents>
  /** Read when the first client is made (the core's gateway joins at setUp). */
  readonly readOptions: PublicClientsOptions
  context?: AdapterContext
  destroyed?: boolean
}

/** How long syncConnection waits for a remembered wallet to announce itself, by default. */
const DEFAULT_DISCOVERY_TIMEOUT_MS = 1_000

/** What every action works on, made on the adapter's first action (kept in `parts`). */
export function contextOf(parts: AdapterParts): AdapterContext {
  if (parts.context) return parts.context
  const { options, registry, emitter, readOptions } = parts
  const clock = options.clock ?? systemClock
  parts.context = {
    registry,
    session: createSession(emitter),
    publicClients: createLazyPublicClients(readOptions),
    nativeBalances: createTtlCache<bigint>(clock, TIMING.NATIVE_BALANCE_CACHE_MS),
    pendingBalances: new Map(),
    isUsdtStyle: createUsdtStyleMatcher(options.usdtStyleTokens),
    clock,
    discoveryTimeoutMs: options.discoveryTimeoutMs ?? DEFAULT_DISCOVERY_TIMEOUT_MS,
    simulateWrites: options.simulateWrites ?? true,
  }
  // An action after destroy() reads nothing in the background.
  if (parts.destroyed) parts.context.publicClients.stop()
  return parts.context
}

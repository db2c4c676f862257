// The adapter's one lazy entry (./loadAdapterRuntime): what start-up code needs only once a
// wallet is used or WalletConnect starts. Start-up keeps one dynamic import for the whole package;
// the actions, viem and the WalletConnect session are imported from here, on their first need.
import type { ChainAdapterEvents } from '@latchkey/controllers'
import { type Clock, createTtlCache, type Emitter, TIMING } from '@latchkey/core'
import type { AdapterContext } from '../actions/AdapterContext'
import { createLazyPublicClients } from '../clients/createLazyPublicClients'
import type { PublicClientsOptions } from '../clients/rpcUrlsFor'
import type { ConnectorRegistry } from '../connectors/createConnectorRegistry'
import type { EvmAdapterOptions } from '../evmAdapter'
import { createSession } from '../session/createSession'
import { createUsdtStyleMatcher } from '../tokens/usdtStyleMatcher'

export { act, loadActions } from '../actions/loadActions'
export {
  ownSessionView,
  sharedSessionView,
} from '../connectors/walletConnect/sessionViews'
export { createWalletConnectViewCore } from '../connectors/walletConnect/viewCore'

/** What evmAdapter() made at start-up that the actions' context holds too. */
export interface AdapterParts {
  registry: ConnectorRegistry
  emitter: Emitter<ChainAdapterEvents>
  clock: Clock
  /** Read when the first client is made (the core's gateway joins at setUp). */
  readOptions: PublicClientsOptions
}

/** How long syncConnection waits for a remembered wallet to announce itself, by default. */
const DEFAULT_DISCOVERY_TIMEOUT_MS = 1_000

/** What every action works on, made on the adapter's first action. */
export function createAdapterContext(
  options: EvmAdapterOptions,
  { registry, emitter, clock, readOptions }: AdapterParts,
): AdapterContext {
  return {
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
}

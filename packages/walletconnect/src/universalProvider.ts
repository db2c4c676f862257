import type { WalletConnectStorage } from '@latchkey/adapter-kit'
import type Provider from '@walletconnect/universal-provider'

export type UniversalProviderModule = typeof import('@walletconnect/universal-provider')
export type UniversalProviderInstance = Provider

/** What the dapp tells wallets about itself (shown in the wallet's approval prompt). */
export interface WalletConnectMetadata {
  name: string
  description: string
  /** The app's origin, e.g. https://app.example.com */
  url: string
  icons: string[]
}

export interface UniversalProviderConfig {
  projectId: string
  relayUrl: string
  metadata: WalletConnectMetadata
  storagePrefix: string
  storage: WalletConnectStorage | undefined
  logger: string
}

/** The large WalletConnect client, fetched only when a WalletConnect connection is first used. */
export const loadUniversalProvider = (): Promise<UniversalProviderModule> =>
  import('@walletconnect/universal-provider')

/**
 * A UniversalProvider that talks to `relayUrl` and nothing else: telemetry off, no provider
 * pings, and the verify service (an iframe and fetches to WalletConnect's hosts) switched off.
 */
export async function createUniversalProvider(
  config: UniversalProviderConfig,
  load: () => Promise<UniversalProviderModule>,
): Promise<UniversalProviderInstance> {
  const { UniversalProvider } = await load()
  const provider = await UniversalProvider.init({
    projectId: config.projectId,
    relayUrl: config.relayUrl,
    metadata: config.metadata,
    customStoragePrefix: config.storagePrefix,
    ...(config.storage ? { storage: config.storage as never } : {}),
    telemetryEnabled: false,
    disableProviderPing: true,
    logger: config.logger,
  })
  switchOffVerify(provider)
  // A restored session must hear the wallet at once (a disconnect, a chain change), not at the
  // first request. A new core connects at start-up by itself; one taken up again from globalThis
  // (WalletConnect keeps a core per storage prefix, and a shut-down one is not restarted) does not.
  // The core's transportOpen opens a new socket even over a live one, and the client restarting
  // its subscriptions over the first socket's logs "Restore will override": only open when
  // there is no socket and no attempt under way.
  const relayer = provider.client.core.relayer
  if (provider.session && !relayer.connected && !relayer.connecting)
    void relayer.transportOpen().catch(() => undefined)
  return provider
}

/**
 * The core has no option for this: its verify client registers each proposal with an iframe
 * from WalletConnect's verify host, and resolves incoming ones by fetching from it. An empty
 * attestation tells the wallet there is none to look up.
 */
function switchOffVerify(provider: UniversalProviderInstance): void {
  const verify = provider.client.core.verify as unknown as {
    register: () => Promise<string>
    resolve: () => Promise<undefined>
  }
  verify.register = async () => ''
  verify.resolve = async () => undefined
}

/** Closes the relay socket and the heartbeat timer, so nothing keeps running after a stop. */
export async function shutDownUniversalProvider(
  provider: UniversalProviderInstance,
  storagePrefix: string,
): Promise<void> {
  // The core counts inits per prefix and warns from the second on: a shut-down one no longer counts.
  const counts = globalThis as Record<string, unknown>
  const counter = `_walletConnectCore_${storagePrefix}_count`
  const count = counts[counter]
  if (typeof count === 'number' && count > 0) counts[counter] = count - 1
  const core = provider.client.core
  core.heartbeat.stop()
  await core.relayer.transportClose().catch(() => undefined)
}

import type { BasicModeApi, Connector, WalletConnectOptions } from '@latchkey/adapter-kit'
import type { CaipNetwork, ChainNamespace, Clock } from '@latchkey/core'
import { createUniversalAdapter, type UniversalAdapter } from './universalAdapter'
import { scopeOf } from './universalNamespaces'
import type { UniversalProviderModule, WalletConnectMetadata } from './universalProvider'
import { createWalletConnectSession, type WalletConnectSession } from './walletConnectSession'

export const UNIVERSAL_CONNECTOR_ID = 'walletConnect'

export interface UniversalAdaptersParameters extends Omit<WalletConnectOptions, 'loadProvider'> {
  loadProvider?: () => Promise<UniversalProviderModule>
  relayUrl: string
  projectId: string
  metadata: WalletConnectMetadata
  networks: readonly CaipNetwork[]
  getApi?: () => BasicModeApi | undefined
  clock?: Clock
}

export interface UniversalAdapters {
  /** One adapter per requested namespace, first requested first. */
  adapters: UniversalAdapter[]
  session: WalletConnectSession
}

/**
 * Basic mode (SPEC §2, no adapters): one WalletConnect session for every requested namespace,
 * seen by the controllers as one adapter per namespace sharing a WALLET_CONNECT connector whose
 * `chains` lists them all, so connect picks up every approved namespace and a disconnect of
 * one reaches the others (§4).
 */
export function createUniversalAdapters(
  parameters: UniversalAdaptersParameters,
): UniversalAdapters {
  const namespaces = [...new Set(parameters.networks.map((n) => n.chainNamespace))]
  const scope = scopeOf(parameters.networks, parameters.rpcMap)
  const session = createWalletConnectSession({
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl,
    metadata: parameters.metadata,
    scope: () => scope,
    ...(parameters.storagePrefix ? { storagePrefix: parameters.storagePrefix } : {}),
    ...(parameters.storage ? { storage: parameters.storage } : {}),
    ...(parameters.logLevel ? { logLevel: parameters.logLevel } : {}),
    ...(parameters.clock ? { clock: parameters.clock } : {}),
    ...(parameters.loadProvider ? { loadProvider: parameters.loadProvider } : {}),
  })
  const connector = (chain: ChainNamespace): Connector => ({
    id: UNIVERSAL_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain,
    chains: [...namespaces],
  })
  // The session is shared: the last adapter destroyed shuts it down.
  let alive = namespaces.length
  const release = () => {
    alive -= 1
    if (alive === 0) void session.shutDown()
  }
  const adapters = namespaces.map((namespace) =>
    createUniversalAdapter({
      namespace,
      session,
      connector: connector(namespace),
      getApi: parameters.getApi ?? (() => undefined),
      onDestroy: release,
    }),
  )
  return { adapters, session }
}

import type { AdapterSetup } from '@latchkey/controllers'
import type { CaipNetwork, ChainNamespace } from '@latchkey/core'
import { pageMetadata } from './pageMetadata'
import { scopeOf } from './universalNamespaces'
import { loadUniversalProvider, type UniversalProviderModule } from './universalProvider'
import { createWalletConnectSession, type WalletConnectSession } from './walletConnectSession'

/** One adapter's share of the core's WalletConnect session. */
export interface SharedSession {
  readonly session: WalletConnectSession
  /** Every namespace that joined, first joined first: what the WALLET_CONNECT connector serves. */
  namespaces(): ChainNamespace[]
  /** Calls back when another namespace joins. */
  onNamespaces(listener: (namespaces: ChainNamespace[]) => void): () => void
  /** This adapter leaves; when the last one leaves the session shuts down. */
  release(): void
}

interface Hub {
  join(namespace: ChainNamespace, networks: readonly CaipNetwork[]): SharedSession
}

/**
 * Joins the core's one WalletConnect session (issue 11: one session for every adapter), made by
 * the first adapter that asks; its proposal holds every joined namespace's networks. Undefined
 * when WalletConnect is off or no relay is known.
 */
export function joinSharedSession(
  setup: AdapterSetup,
  namespace: ChainNamespace,
): SharedSession | undefined {
  const options = setup.walletConnect
  if (!options) return undefined
  return setup
    .shared('walletconnect', () => createHub(setup, options))
    .join(namespace, setup.networks)
}

function createHub(setup: AdapterSetup, options: NonNullable<AdapterSetup['walletConnect']>): Hub {
  const networks = new Map<ChainNamespace, readonly CaipNetwork[]>()
  const listeners = new Set<(namespaces: ChainNamespace[]) => void>()
  let members = 0
  const session = createWalletConnectSession({
    projectId: setup.projectId ?? '',
    relayUrl: options.relayUrl,
    metadata: setup.metadata ?? pageMetadata(),
    scope: () => scopeOf([...networks.values()].flat(), options.rpcMap),
    storagePrefix: options.storagePrefix ?? 'latchkey',
    storage: options.storage,
    logLevel: options.logLevel ?? 'error',
    clock: setup.clock,
    loadProvider:
      (options.loadProvider as (() => Promise<UniversalProviderModule>) | undefined) ??
      loadUniversalProvider,
  })
  return {
    join(namespace, joined) {
      networks.set(namespace, joined)
      members += 1
      for (const listener of [...listeners]) listener([...networks.keys()])
      let left = false
      return {
        session,
        namespaces: () => [...networks.keys()],
        onNamespaces(listener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
        release() {
          if (left) return
          left = true
          members -= 1
          if (members === 0) void session.shutDown()
        },
      }
    },
  }
}

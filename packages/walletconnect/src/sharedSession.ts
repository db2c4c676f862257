import type { AdapterSetup } from '@latchkey/adapter-kit'
import type { CaipNetwork, ChainNamespace } from '@latchkey/core'
import { pageMetadata } from './pageMetadata'
import { scopeOf } from './universalNamespaces'
import type { UniversalProviderModule } from './universalProvider'
import { createWalletConnectSession, type WalletConnectSession } from './walletConnectSession'

/** One adapter's share of the core's WalletConnect session. */
export interface SharedSession {
  readonly session: WalletConnectSession
  /** Every namespace that joined and has not left, first joined first. */
  namespaces(): ChainNamespace[]
  /** Calls back when a namespace joins or leaves (the connector lists them in `chains`). */
  onNamespaces(listener: () => void): () => void
  /** This adapter leaves (idempotent); when the last one leaves the session shuts down. */
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
  const members = new Map<ChainNamespace, number>()
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  const { relayUrl, rpcMap, loadProvider, ...rest } = options
  const session = createWalletConnectSession({
    ...rest,
    projectId: setup.projectId ?? '',
    relayUrl,
    metadata: setup.metadata ?? pageMetadata(),
    scope: () => scopeOf([...networks.values()].flat(), rpcMap),
    clock: setup.clock,
    ...(loadProvider
      ? { loadProvider: loadProvider as () => Promise<UniversalProviderModule> }
      : {}),
  })
  return {
    join(namespace, joined) {
      networks.set(namespace, joined)
      members.set(namespace, (members.get(namespace) ?? 0) + 1)
      notify()
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
          const remaining = (members.get(namespace) ?? 1) - 1
          if (remaining > 0) members.set(namespace, remaining)
          else {
            // A namespace that left is no longer asked for, nor listed by the connector.
            members.delete(namespace)
            networks.delete(namespace)
            notify()
          }
          if (members.size === 0) void session.shutDown()
        },
      }
    },
  }
}

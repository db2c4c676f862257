import { type Clock, systemClock } from '@latchkey/core'
import {
  createWalletConnectMemoryStorage as createMemoryStorage,
  createPairingFlow,
  createUniversalProvider,
  disconnectedError,
  loadUniversalProvider,
  shutDownUniversalProvider,
  toEip1193Error,
  type UniversalProviderInstance,
  type UniversalProviderModule,
  type WalletConnectMetadata,
  type WalletConnectStorage,
} from '@latchkey/walletconnect'
import type { ConnectorSource, EvmConnector } from '../EvmConnector'
import { proposalNamespaces, sessionChainIds } from './namespaces'
import { peerWallet } from './peerWallet'
import { createWalletConnectEip1193, type WalletConnectEip1193 } from './walletConnectEip1193'

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

export interface WalletConnectParameters {
  /** The project id the relay and wallets see. */
  projectId: string
  /** The relay's WebSocket URL (the provider's own relay, or a local one): no other host is used. */
  relayUrl: string
  metadata: WalletConnectMetadata
  /** RPC URL per chain id for reads made through the session; without one they are refused. */
  rpcMap?: Readonly<Record<number, string>>
  /** eip155 chains to ask the wallet for, after the one connect names. Default: rpcMap's. */
  chainIds?: readonly number[]
  /** Solana CAIP-2 chain ids to ask for as well (e.g. SOLANA_CHAINS); none by default. */
  solanaChains?: readonly string[]
  /** Keeps several WalletConnect clients on one page apart. Default 'latchkey'. */
  storagePrefix?: string
  /** Where sessions are kept. Default: IndexedDB in a browser, memory elsewhere. */
  storage?: WalletConnectStorage
  /** WalletConnect's log level (pino): 'error' by default, 'silent' for none. */
  logLevel?: string
  clock?: Clock
  /** Loads @walletconnect/universal-provider; a seam for tests. */
  loadProvider?: () => Promise<UniversalProviderModule>
}

/** The WalletConnect connector: published at once, its client loaded on first use. */
export interface WalletConnectConnector extends EvmConnector {
  open(params?: { onUri?: (uri: string) => void; chainId?: number }): Promise<void>
  close(): Promise<void>
}

/** The source, with the connector it publishes and what only the host needs to see. */
export interface WalletConnectSource extends ConnectorSource {
  readonly connector: WalletConnectConnector
  /** The pairing URI on show, while it is valid. */
  readonly uri: string | undefined
  /** Whether the WalletConnect client was loaded (it is only when used). */
  readonly loaded: boolean
  /** Closes the relay socket and forgets the client; the next use loads it again. */
  shutDown(): Promise<void>
}

interface Live {
  universal: UniversalProviderInstance
  eip1193: WalletConnectEip1193
}

/**
 * WalletConnect as an adapter-evm connector source (SPEC §2 QR code and deep link): one
 * WALLET_CONNECT connector whose open() pairs (the URI goes to `onUri` for the QR view), and
 * whose provider routes requests through the session. A reload finds the session again in
 * storage, without pairing.
 */
export function walletConnect(parameters: WalletConnectParameters): WalletConnectSource {
  const rpcMap = parameters.rpcMap ?? {}
  const clock = parameters.clock ?? systemClock
  const storagePrefix = parameters.storagePrefix ?? 'latchkey'
  let live: Promise<Live> | undefined
  let loaded = false
  let chainIds: number[] = []

  function ready(): Promise<Live> {
    live ??= createUniversalProvider(
      {
        projectId: parameters.projectId,
        relayUrl: parameters.relayUrl,
        metadata: parameters.metadata,
        storagePrefix,
        storage: parameters.storage ?? (hasIndexedDb() ? undefined : createMemoryStorage()),
        logger: parameters.logLevel ?? 'error',
      },
      parameters.loadProvider ?? loadUniversalProvider,
    ).then(
      (universal) => {
        loaded = true
        universal.on('display_uri', (uri: string) => showUri?.(uri))
        return { universal, eip1193: createWalletConnectEip1193(universal, rpcMap) }
      },
      (error: unknown) => {
        live = undefined
        throw error
      },
    )
    return live
  }

  let showUri: ((uri: string) => void) | undefined
  const pairing = createPairingFlow(
    clock,
    async (onUri) => {
      const { universal } = await ready()
      showUri = onUri
      await universal.connect({
        optionalNamespaces: proposalNamespaces({
          chainIds,
          rpcMap,
          solanaChains: parameters.solanaChains ?? [],
        }) as never,
      })
    },
    // A wallet that approves a pairing given up (closed, shut down) is told the session ended.
    async () => {
      const current = await live
      await current?.universal.disconnect()
    },
  )

  const connector: WalletConnectConnector = {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chains: (parameters.solanaChains?.length ?? 0) > 0 ? ['eip155', 'solana'] : ['eip155'],
    async getProvider() {
      return (await ready()).eip1193
    },
    async open({ onUri, chainId } = {}) {
      const { universal } = await ready()
      if (universal.session) return
      const offered = parameters.chainIds ?? Object.keys(rpcMap).map(Number)
      chainIds = chainId ? [chainId, ...offered] : [...offered]
      if (chainIds.length === 0) chainIds = [1]
      try {
        await pairing.open(onUri)
      } catch (error) {
        throw toEip1193Error(error)
      }
      // Land on the chain the app asked for when the wallet approved it.
      const session = universal.session as
        | { namespaces: Record<string, { chains?: string[]; accounts: string[] }> }
        | undefined
      const eip155 = session?.namespaces.eip155
      if (
        chainId &&
        eip155 &&
        sessionChainIds(eip155.chains ?? [], eip155.accounts).includes(chainId)
      )
        universal.setDefaultChain(`eip155:${chainId}`)
    },
    async peerWallet() {
      return live ? peerWallet((await live).universal.session) : undefined
    },
    cancelPairing() {
      pairing.cancel(disconnectedError('The pairing was given up'))
    },
    async close() {
      pairing.cancel(disconnectedError('The pairing was closed'))
      if (!live) return
      const { universal } = await live
      if (universal.session) await universal.disconnect().catch(() => undefined)
    },
  }

  let closing: Promise<void> | undefined
  /** Idempotent: a second call waits for the first to finish closing. */
  async function shutDown(): Promise<void> {
    pairing.cancel(disconnectedError('The pairing was closed'))
    const current = live
    live = undefined
    loaded = false
    if (current)
      closing = current.then(
        async ({ universal, eip1193 }) => {
          eip1193.dispose()
          await shutDownUniversalProvider(universal, storagePrefix)
        },
        () => undefined,
      )
    await closing
  }

  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    connector,
    get uri() {
      return pairing.uri
    },
    get loaded() {
      return loaded
    },
    shutDown,
    start({ publish }) {
      publish([connector])
      return () => {
        void shutDown()
      }
    },
  }
}

function hasIndexedDb(): boolean {
  return typeof (globalThis as { indexedDB?: unknown }).indexedDB !== 'undefined'
}

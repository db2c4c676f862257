import {
  type ChainNamespace,
  CONSTANTS,
  type ConnectionStatus,
  type DeepLinkChoice,
  latchkeyError,
  type WalletListEntry,
} from '@latchkey/core'
import { proxy } from 'valtio/vanilla'
import type { AdapterConnection, ChainAdapter } from '../adapter/ChainAdapter'
import { applyConnection } from '../connection/applyConnection'
import { disconnectNamespaces } from '../connection/disconnect'
import { restoreSession } from '../connection/restoreSession'
import { siblingConnection } from '../connection/siblingConnection'
import type { CoreContext } from '../core/CoreContext'
import { STORAGE_KEYS } from '../core/storageKeys'

export interface ConnectionState {
  status: ConnectionStatus
  /** WalletConnect pairing URI shown as QR code or deep link. */
  wcUri: string | undefined
  /** When the pairing URI stops working (ms since epoch, on the core's clock). */
  wcPairingExpiry: number | undefined
  wcLinking: DeepLinkChoice | undefined
  wcError: boolean
  /** The wallet being connected right now. */
  recentWallet: WalletListEntry | undefined
  /** The last wallets used, newest first, at most 2 (SPEC §3). */
  recentWallets: WalletListEntry[]
  /** The connector a connect call is waiting on. */
  connectingConnectorId: string | undefined
}

interface PairingInFlight {
  connectorId: string
  namespace: ChainNamespace
  /** The registry entry picked last for this pairing. */
  wallet: WalletListEntry | undefined
  promise: Promise<AdapterConnection>
  /** Given up because another wallet connected or the user disconnected meanwhile. */
  cancelled?: boolean
}

export interface ConnectParams {
  connectorId: string
  /** Defaults to the connector's own namespace. */
  namespace?: ChainNamespace
  /** The registry entry picked in the wallet list, remembered among recent wallets. */
  wallet?: WalletListEntry
}

/** Connection status, WalletConnect pairing, recent wallets; connect, restore and disconnect. */
export function createConnectionController(ctx: CoreContext) {
  const state = proxy<ConnectionState>({
    status: 'disconnected',
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    wcError: false,
    recentWallet: undefined,
    // Read from storage by restore(), so that creating touches no storage.
    recentWallets: [],
    connectingConnectorId: undefined,
  })

  function setStatus(status: ConnectionStatus) {
    state.status = status
    ctx.storage.set(STORAGE_KEYS.CONNECTION_STATUS, status)
  }

  function setRecentWallet(wallet: WalletListEntry) {
    state.recentWallet = { ...wallet }
    const others = state.recentWallets.filter((w) => w.id !== wallet.id)
    state.recentWallets = [{ ...wallet }, ...others].slice(0, CONSTANTS.MAX_RECENT_WALLETS)
    ctx.storage.set(STORAGE_KEYS.RECENT_WALLETS, state.recentWallets)
  }

  function setUri(uri: string) {
    // The connector shows a still-valid pairing again when the QR view reopens: its life runs on.
    if (uri === state.wcUri && state.wcPairingExpiry !== undefined) return
    state.wcUri = uri
    state.wcPairingExpiry = ctx.clock.now() + CONSTANTS.PAIRING_LIFETIME_MS
  }

  function resetWcConnection() {
    state.wcUri = undefined
    state.wcPairingExpiry = undefined
    state.wcLinking = undefined
    state.wcError = false
    state.recentWallet = undefined
    setStatus('disconnected')
    ctx.transactions.reset()
    ctx.storage.remove(STORAGE_KEYS.DEEP_LINK)
  }

  /** The registry's entry for a wallet that named itself (a WalletConnect peer), if listed. */
  function registryWalletNamed(name: string | undefined): WalletListEntry | undefined {
    const wanted = name?.trim().toLowerCase()
    if (!wanted) return undefined
    const { recommended, featured, wallets, search } = ctx.walletList.state
    return [...recommended, ...featured, ...wallets, ...search].find(
      (entry) => entry.name.toLowerCase() === wanted,
    )
  }

  /** One WalletConnect session serves several namespaces: pick up their accounts too. */
  async function syncSiblings(namespace: ChainNamespace, connectorId: string) {
    const connector = ctx.connectors.getConnector(connectorId, namespace)
    if (connector?.type !== 'WALLET_CONNECT') return
    const siblings = (connector.chains ?? []).filter((ns) => ns !== namespace)
    await Promise.all(
      siblings.map(async (ns) => {
        const adapter = ctx.adapters.get(ns)
        if (!adapter || ctx.chain.isConnected(ns)) return
        const result = await adapter
          .syncConnection({ connectorId, caipNetwork: ctx.chain.getChain(ns)?.caipNetwork })
          .catch(() => undefined)
        if (result) applyConnection(ctx, ns, result, false)
      }),
    )
  }

  /** The WalletConnect connect waiting on a wallet; a second ask for it joins instead of racing. */
  let pairing: PairingInFlight | undefined

  function connect(params: ConnectParams): Promise<AdapterConnection> {
    const { connectorId, namespace, wallet } = params
    const connector = ctx.connectors.getConnector(connectorId, namespace)
    const ns = namespace ?? connector?.chain
    const adapter = ctx.adapters.get(ns)
    if (!ns || !adapter) return Promise.reject(latchkeyError('ADAPTER_NOT_FOUND'))
    if (connector?.type !== 'WALLET_CONNECT') return run(params, ns, adapter)
    if (pairing?.connectorId === connectorId && pairing.namespace === ns) {
      // The view asks again (reopened, or its code expired): the adapter shows the pairing's URI
      // again or a fresh one, and settles both asks alike; the first one applies the outcome.
      if (wallet) pairing.wallet = wallet
      state.connectingConnectorId = connectorId
      setStatus('connecting')
      adapter
        .connect({ connectorId, caipNetwork: ctx.chain.getChain(ns)?.caipNetwork, onUri: setUri })
        .catch(() => undefined)
      return pairing.promise
    }
    const flight: PairingInFlight = { connectorId, namespace: ns, wallet, promise: undefined! }
    pairing = flight
    flight.promise = run(params, ns, adapter, flight).finally(() => {
      if (pairing === flight) pairing = undefined
    })
    return flight.promise
  }

  /**
   * SPEC §4 status when the QR view closes with no wallet yet: buttons show Connect again. The
   * pairing stays open until it expires, so a wallet that still approves it connects.
   */
  function setPairingAside() {
    if (!pairing || state.connectingConnectorId !== pairing.connectorId) return
    state.connectingConnectorId = undefined
    setStatus(ctx.chain.connectedNamespaces().length > 0 ? 'connected' : 'disconnected')
  }

  /** Gives up a pending WalletConnect pairing: its wallet's late approval connects nothing. */
  function dropPendingPairing() {
    const pending = pairing
    if (!pending) return
    pairing = undefined
    pending.cancelled = true
    ctx.adapters.get(pending.namespace)?.cancelPairing?.({ connectorId: pending.connectorId })
  }

  async function run(
    { connectorId, wallet }: ConnectParams,
    ns: ChainNamespace,
    adapter: ChainAdapter,
    flight?: PairingInFlight,
  ): Promise<AdapterConnection> {
    const connector = ctx.connectors.getConnector(connectorId, ns)
    state.connectingConnectorId = connectorId
    setStatus('connecting')
    ctx.events.send('CONNECT_STARTED', { connector: connector?.name ?? connectorId })
    let result: AdapterConnection
    let connected = ns
    try {
      result = await adapter
        .connect({ connectorId, caipNetwork: ctx.chain.getChain(ns)?.caipNetwork, onUri: setUri })
        .catch(async (error: unknown) => {
          if (flight?.cancelled) throw error
          // The wallet may have approved only other namespaces of the session: those connect.
          const sibling = await siblingConnection(ctx, ns, connectorId)
          if (!sibling) throw error
          connected = sibling.namespace
          return sibling.result
        })
      applyConnection(ctx, connected, result)
      // A QR code set aside earlier must not take this connection's place when scanned later.
      if (!flight) dropPendingPairing()
      await syncSiblings(connected, connectorId)
      const picked = (flight ? flight.wallet : wallet) ?? registryWalletNamed(result.wallet?.name)
      if (picked) setRecentWallet(picked)
      setStatus('connected')
      ctx.events.send('CONNECT_SUCCESS', {
        method: connector?.type === 'WALLET_CONNECT' ? 'qrcode' : 'browser',
        name: ctx.chain.getAccount(connected)?.connectedWalletInfo?.name ?? connectorId,
        namespace: connected,
      })
    } catch (error) {
      // A pairing given up for another connection fails quietly: that one owns the status.
      if (flight?.cancelled) throw error
      setStatus(ctx.chain.connectedNamespaces().length > 0 ? 'connected' : 'disconnected')
      state.wcError = connector?.type === 'WALLET_CONNECT'
      ctx.events.send('CONNECT_ERROR', { message: errorText(error) })
      throw error
    } finally {
      if (state.connectingConnectorId === connectorId) state.connectingConnectorId = undefined
    }
    // The connection stands; a sign-in problem is the sign-in's own to report (it never throws).
    await ctx.siwx.onConnect()
    return result
  }

  return {
    state,
    setStatus,
    setUri,
    setRecentWallet,
    resetWcConnection,
    connect,
    setPairingAside,

    /** SPEC §4: expired 4 minutes after the URI was set, or when 10 seconds or less remain. */
    isPairingExpired(): boolean {
      if (state.wcPairingExpiry === undefined) return true
      return state.wcPairingExpiry - ctx.clock.now() <= CONSTANTS.PAIRING_EXPIRY_MARGIN_MS
    },

    setWcLinking(link: DeepLinkChoice) {
      state.wcLinking = { ...link }
      ctx.storage.set(STORAGE_KEYS.DEEP_LINK, link)
    },

    setWcError(value: boolean) {
      state.wcError = value
    },

    /** Start-up: brings back the recent wallets and the stored session (SPEC §3, §4). */
    restore() {
      const recent = ctx.storage.get<WalletListEntry[]>(STORAGE_KEYS.RECENT_WALLETS)
      if (recent) state.recentWallets = recent
      return restoreSession(ctx, setStatus)
    },

    /** Disconnects a namespace (and those sharing its connector kind), or every namespace. */
    disconnect: (namespace?: ChainNamespace) => {
      dropPendingPairing()
      return disconnectNamespaces(ctx, namespace)
    },
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export type ConnectionController = ReturnType<typeof createConnectionController>

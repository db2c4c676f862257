import {
  type ChainNamespace,
  type ConnectionStatus,
  type DeepLinkChoice,
  isPairingExpired,
  LIMITS,
  pairingExpiresAt,
  type WalletListEntry,
} from '@latchkey/core'
import { proxy } from 'valtio/vanilla'
import type { ConnectParameters, PendingPairing } from '../actions/connect'
import { restore as restoreAction } from '../actions/restore'
import type { AdapterConnection } from '../adapter/ChainAdapter'
import { createPairingRenewal, PAIRING_VIEWS } from '../connection/pairingRenewal'
import type { CoreContext } from '../core/CoreContext'
import { withLateControllers } from '../core/loadLateControllers'
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

interface PairingInFlight extends PendingPairing {
  connectorId: string
  namespace: ChainNamespace
  promise: Promise<AdapterConnection>
}

export type ConnectParams = Omit<ConnectParameters, 'pairing'>

/** Connection status, WalletConnect pairing, recent wallets; connect, restore and disconnect. */
export function createConnectionController(
  ctx: Pick<
    CoreContext,
    | 'adapters'
    | 'balance'
    | 'chain'
    | 'clock'
    | 'connection'
    | 'connectors'
    | 'events'
    | 'logger'
    | 'modal'
    | 'names'
    | 'network'
    | 'options'
    | 'router'
    | 'send'
    | 'services'
    | 'siwx'
    | 'snack'
    | 'storage'
    | 'transactions'
    | 'walletList'
  >,
) {
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
    state.recentWallets = [{ ...wallet }, ...others].slice(0, LIMITS.MAX_RECENT_WALLETS)
    ctx.storage.set(STORAGE_KEYS.RECENT_WALLETS, state.recentWallets)
  }

  function setUri(uri: string) {
    // The connector shows a still-valid pairing again when the QR view reopens: its life runs on.
    if (uri === state.wcUri && state.wcPairingExpiry !== undefined) return
    state.wcUri = uri
    state.wcPairingExpiry = pairingExpiresAt(ctx.clock.now())
    renewal.schedule(state.wcPairingExpiry)
  }

  function resetWcConnection() {
    renewal.cancel()
    state.wcUri = undefined
    state.wcPairingExpiry = undefined
    state.wcLinking = undefined
    state.wcError = false
    state.recentWallet = undefined
    setStatus('disconnected')
    ctx.transactions.reset()
    ctx.storage.remove(STORAGE_KEYS.DEEP_LINK)
  }

  /** The WalletConnect connect waiting on a wallet; a second ask for it joins instead of racing. */
  let pairing: PairingInFlight | undefined

  /**
   * SPEC §4: a code on show is replaced on its own once it expires: while its connect still
   * waits and a WalletConnect view shows it in an open modal. A closed modal starts nothing.
   */
  function renewShownPairing() {
    const flight = pairing
    if (!flight || !isPairingExpired(state.wcPairingExpiry, ctx.clock.now())) return
    const open = ctx.modal.state.open || ctx.options.state.enableEmbedded
    if (!open || !PAIRING_VIEWS.has(ctx.router.state.view)) return
    void connect({ connectorId: flight.connectorId, namespace: flight.namespace }).catch(
      () => undefined,
    )
  }
  const renewal = createPairingRenewal(ctx.clock, renewShownPairing)

  function connect(params: ConnectParams): Promise<AdapterConnection> {
    const { connectorId, wallet } = params
    const connector = ctx.connectors.getConnector(connectorId, params.namespace)
    const namespace = params.namespace ?? connector?.chain
    const adapter = ctx.adapters.get(namespace)
    // Only a WalletConnect pairing outlives the view that asked for it.
    if (connector?.type !== 'WALLET_CONNECT' || !namespace || !adapter)
      return withLateControllers((late) => late.connect(ctx, params))
    if (pairing?.connectorId === connectorId && pairing.namespace === namespace) {
      // The view asks again (reopened, or its code expired): the adapter shows the pairing's URI
      // again or a fresh one, and settles both asks alike; the first one applies the outcome.
      if (wallet) pairing.wallet = wallet
      state.connectingConnectorId = connectorId
      setStatus('connecting')
      adapter
        .connect({
          connectorId,
          caipNetwork: ctx.chain.getChain(namespace)?.caipNetwork,
          onUri: setUri,
        })
        .catch(() => undefined)
      return pairing.promise
    }
    const flight: PairingInFlight = { connectorId, namespace, wallet, promise: undefined! }
    pairing = flight
    flight.promise = withLateControllers((late) =>
      late.connect(ctx, { ...params, namespace, pairing: flight }),
    ).finally(() => {
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

  return {
    state,
    setStatus,
    setUri,
    setRecentWallet,
    resetWcConnection,
    connect,
    setPairingAside,
    dropPendingPairing,
    renewShownPairing,
    /** Stops the pairing-renewal timer: the core is being destroyed. */
    stopTimers: () => renewal.cancel(),

    /** The connector a connect call is waiting on (SPEC §4 Connection status). */
    setConnectingConnectorId(connectorId: string | undefined) {
      state.connectingConnectorId = connectorId
    },

    /** SPEC §4: expired 4 minutes after the URI was set, or when 10 seconds or less remain. */
    isPairingExpired: () => isPairingExpired(state.wcPairingExpiry, ctx.clock.now()),

    setWcLinking(link: DeepLinkChoice) {
      state.wcLinking = { ...link }
      ctx.storage.set(STORAGE_KEYS.DEEP_LINK, link)
    },

    setWcError(value: boolean) {
      state.wcError = value
    },

    /** Start-up: brings back the recent wallets and the stored session (SPEC §3, §4). */
    restore() {
      // SPEC §3: at most 2, whatever storage holds (another version, another tab, a hand edit).
      const recent = ctx.storage.get<unknown>(STORAGE_KEYS.RECENT_WALLETS)
      if (Array.isArray(recent))
        state.recentWallets = recent
          .filter((w): w is WalletListEntry => typeof (w as WalletListEntry)?.id === 'string')
          .slice(0, LIMITS.MAX_RECENT_WALLETS)
      return restoreAction(ctx)
    },

    /** Disconnects a namespace (and those sharing its connector kind), or every namespace. */
    disconnect: (namespace?: ChainNamespace) =>
      withLateControllers((late) => late.disconnect(ctx, namespace ? { namespace } : {})),
  }
}

export type ConnectionController = ReturnType<typeof createConnectionController>

import type { AdapterConnection } from '@latchkey/adapter-kit'
import {
  type ChainNamespace,
  type ConnectionStatus,
  type DeepLinkChoice,
  isPairingExpired,
  LIMITS,
  type WalletListEntry,
} from '@latchkey/core'
import type { ConnectParameters } from '../actions/connect'
import { type ConnectionAttempts, deriveConnectionStatus } from '../connection/connectionStatus'
import type { WalletConnectPairing } from '../connection/walletConnectPairing'
import type { CoreContext } from '../core/CoreContext'
import { lateControllers, withLateControllers } from '../core/loadLateControllers'
import { slice } from '../core/store'
import { frozenRef } from '../state/frozenRef'

export interface ConnectionState extends ConnectionAttempts {
  /** Derived from the accounts and the attempts (connection/connectionStatus); never set. */
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
}

export type ConnectParams = Omit<ConnectParameters, 'pairing'>

/** What the connection controller and its WalletConnect pairing reach. */
export type ConnectionContext = Pick<
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
  | 'store'
  | 'transactions'
  | 'walletList'
>

/** Connection status, WalletConnect pairing, recent wallets; connect, restore and disconnect. */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const createConnectionController = (function createConnectionController(
  ctx: ConnectionContext,
) {
  const state = slice(ctx.store, 'connection', () => ({
    status: 'disconnected',
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    wcError: false,
    recentWallet: undefined,
    // Handed over by actions/restore, so that creating touches no storage.
    recentWallets: frozenRef([]),
    connectingConnectorId: undefined,
    restoring: false,
    loginInFlight: false,
  }))
  const stopDeriving = deriveConnectionStatus(ctx.chain.state, state)

  function setRecentWallet(wallet: WalletListEntry) {
    state.recentWallet = { ...wallet }
    const others = state.recentWallets.filter((w) => w.id !== wallet.id)
    state.recentWallets = frozenRef([{ ...wallet }, ...others].slice(0, LIMITS.MAX_RECENT_WALLETS))
  }

  /** The WalletConnect pairing's state machine, in the on-demand chunk, made on first need. */
  let wc: WalletConnectPairing | undefined
  const pairing = () => {
    wc ??= lateControllers().createWalletConnectPairing(ctx, state)
    return wc
  }

  function connect(params: ConnectParams): Promise<AdapterConnection> {
    ctx.connectors.discover()
    const connector = ctx.connectors.getConnector(params.connectorId, params.namespace)
    const namespace = params.namespace ?? connector?.chain
    // Only a WalletConnect pairing outlives the view that asked for it.
    return withLateControllers((late) =>
      connector?.type === 'WALLET_CONNECT' && namespace && ctx.adapters.get(namespace)
        ? pairing().connect(params, namespace)
        : late.connect(ctx, params),
    )
  }

  return {
    state,
    setRecentWallet,
    connect,
    /** A pairing URI from the connector: shown as QR code or link until it expires (SPEC §4). */
    setUri: (uri: string) => pairing().setUri(uri),
    /** Forgets the WalletConnect pairing's code and link, and reads disconnected. */
    resetWcConnection: () => pairing().reset(),
    // Before the chunk (and a pairing) exists, these have nothing to do.
    setPairingAside: () => wc?.setPairingAside(),
    dropPendingPairing: () => wc?.dropPendingPairing(),
    renewShownPairing: () => wc?.renewShownPairing(),
    /** Stops the pairing-renewal timer and the status derivation: the core is being destroyed. */
    stopTimers: () => {
      stopDeriving()
      wc?.stop()
    },

    /** The connector a connect call is waiting on (SPEC §4 Connection status). */
    setConnectingConnectorId(connectorId: string | undefined) {
      state.connectingConnectorId = connectorId
    },

    /** A stored session is syncing at start-up (actions/restore): status reads connecting. */
    setRestoring(restoring: boolean) {
      state.restoring = restoring
    },

    /** An embedded-wallet login is under way: status reads connecting until it ends. */
    setLoginInFlight(inFlight: boolean) {
      state.loginInFlight = inFlight
    },

    /**
     * @deprecated Status is derived (connection/connectionStatus): 'connecting' marks a login in
     * flight (setLoginInFlight(true)), anything else ends it. Kept for the login workflows.
     */
    setStatus(status: ConnectionStatus) {
      state.loginInFlight = status === 'connecting'
    },

    /** SPEC §4: expired 4 minutes after the URI was set, or when 10 seconds or less remain. */
    isPairingExpired: () => isPairingExpired(state.wcPairingExpiry, ctx.clock.now()),

    setWcLinking(link: DeepLinkChoice) {
      state.wcLinking = { ...link }
    },

    setWcError(value: boolean) {
      state.wcError = value
    },

    /** Disconnects a namespace (and those sharing its connector kind), or every namespace. */
    disconnect: (namespace?: ChainNamespace) =>
      withLateControllers((late) => late.disconnect(ctx, namespace ? { namespace } : {})),
  }
})

export type ConnectionController = ReturnType<typeof createConnectionController>

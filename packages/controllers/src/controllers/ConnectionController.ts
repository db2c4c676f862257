import type { AdapterConnection } from '@latchkey/adapter-kit'
import {
  type ChainNamespace,
  type ConnectionStatus,
  type DeepLinkChoice,
  LIMITS,
  isPairingExpired as pairingExpired,
  type WalletListEntry,
} from '@latchkey/core'
import type { ConnectParameters } from '../actions/connect'
import { type ConnectionAttempts, deriveConnectionStatus } from '../connection/connectionStatus'
import type { WalletConnectPairing } from '../connection/walletConnectPairing'
import type { Config } from '../core/Config'
import { type LateControllers, withLateControllers } from '../core/loadLateControllers'
import { instanceData, slice } from '../core/store'
import { frozenRef } from '../state/frozenRef'
import * as Chain from './ChainController'
import * as Connectors from './ConnectorController'

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
export type ConnectionContext = Config

type StoreConfig = Pick<Config, 'store'>

/** The store's connection slice: status, WalletConnect pairing, recent wallets. */
export function state(config: StoreConfig): ConnectionState {
  return slice(config.store, 'connection', () => ({
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
}

const internal = instanceData(() => ({
  /** The WalletConnect pairing's state machine, in the on-demand chunk, made on first need. */
  wc: undefined as WalletConnectPairing | undefined,
  /** Ends the status derivation(s) watchConnectionStatus started. */
  stopDeriving: [] as (() => void)[],
}))

/** The pairing, made with the on-demand chunk (which every caller has loaded). */
const pairing = (config: ConnectionContext, late: LateControllers) => {
  const data = internal(config)
  data.wc ??= late.createWalletConnectPairing(config, state(config))
  return data.wc
}

/**
 * Keeps `status` derived from the accounts and the attempts (connection/connectionStatus) until
 * stopTimers; buildContext starts it for every instance.
 */
export function watchConnectionStatus(config: Config): () => void {
  const stop = deriveConnectionStatus(Chain.state(config), state(config))
  internal(config).stopDeriving.push(stop)
  return stop
}

export function setRecentWallet(config: StoreConfig, wallet: WalletListEntry): void {
  const s = state(config)
  s.recentWallet = { ...wallet }
  const others = s.recentWallets.filter((w) => w.id !== wallet.id)
  s.recentWallets = frozenRef([{ ...wallet }, ...others].slice(0, LIMITS.MAX_RECENT_WALLETS))
}

export function connect(
  config: ConnectionContext,
  params: ConnectParams,
): Promise<AdapterConnection> {
  Connectors.discover(config)
  const connector = Connectors.getConnector(config, params.connectorId, params.namespace)
  const namespace = params.namespace ?? connector?.chain
  // Only a WalletConnect pairing outlives the view that asked for it.
  return withLateControllers((late) =>
    connector?.type === 'WALLET_CONNECT' && namespace && config.adapters.get(namespace)
      ? pairing(config, late).connect(params, namespace)
      : late.connect(config, params),
  )
}

/** A pairing URI from the connector: shown as QR code or link until it expires (SPEC §4). */
export function setUri(config: ConnectionContext, uri: string): void {
  void withLateControllers((late) => pairing(config, late).setUri(uri))
}

/** Forgets the WalletConnect pairing's code and link, and reads disconnected. */
export function resetWcConnection(config: ConnectionContext): void {
  void withLateControllers((late) => pairing(config, late).reset())
}

// Before the chunk (and a pairing) exists, these three have nothing to do.
export function setPairingAside(config: StoreConfig): void {
  internal(config).wc?.setPairingAside()
}

export function dropPendingPairing(config: StoreConfig): void {
  internal(config).wc?.dropPendingPairing()
}

export function renewShownPairing(config: StoreConfig): void {
  internal(config).wc?.renewShownPairing()
}

/** Stops the pairing-renewal timer and the status derivation: the core is being destroyed. */
export function stopTimers(config: StoreConfig): void {
  const data = internal(config)
  for (const stop of data.stopDeriving.splice(0)) stop()
  data.wc?.stop()
}

/** The connector a connect call is waiting on (SPEC §4 Connection status). */
export function setConnectingConnectorId(config: StoreConfig, connectorId: string | undefined) {
  state(config).connectingConnectorId = connectorId
}

/** A stored session is syncing at start-up (actions/restore): status reads connecting. */
export function setRestoring(config: StoreConfig, restoring: boolean): void {
  state(config).restoring = restoring
}

/** An embedded-wallet login is under way: status reads connecting until it ends. */
export function setLoginInFlight(config: StoreConfig, inFlight: boolean): void {
  state(config).loginInFlight = inFlight
}

/**
 * @deprecated Status is derived (connection/connectionStatus): 'connecting' marks a login in
 * flight (setLoginInFlight(true)), anything else ends it. Kept for the login workflows.
 */
export function setStatus(config: StoreConfig, status: ConnectionStatus): void {
  state(config).loginInFlight = status === 'connecting'
}

/** SPEC §4: expired 4 minutes after the URI was set, or when 10 seconds or less remain. */
export function isPairingExpired(config: Pick<Config, 'store' | 'clock'>): boolean {
  return pairingExpired(state(config).wcPairingExpiry, config.clock.now())
}

export function setWcLinking(config: StoreConfig, link: DeepLinkChoice): void {
  state(config).wcLinking = { ...link }
}

export function setWcError(config: StoreConfig, value: boolean): void {
  state(config).wcError = value
}

/** Disconnects a namespace (and those sharing its connector kind), or every namespace. */
export function disconnect(config: ConnectionContext, namespace?: ChainNamespace) {
  return withLateControllers((late) => late.disconnect(config, namespace ? { namespace } : {}))
}

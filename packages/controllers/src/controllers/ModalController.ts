import { type ChainNamespace, startupError, TIMING } from '@latchkey/core'
import type { Config } from '../core/Config'
import {
  lateControllersLoaded,
  loadedLateControllers,
  loadLateControllers,
} from '../core/loadLateControllers'
import { instanceData, slice } from '../core/store'
import { rejectPendingRequests } from '../embedded/rejectPendingRequests'
import type { RouterData, View } from '../router/views'
import * as Chain from './ChainController'
import * as Connection from './ConnectionController'
import * as Connectors from './ConnectorController'
import * as Events from './EventsController'
import * as Options from './OptionsController'
import * as Router from './RouterController'
import * as Siwx from './SiwxController'

export interface ModalState {
  open: boolean
  loading: boolean
  /** True for 500 ms after a refused action, so the UI can shake the modal. */
  shake: boolean
}

export interface OpenModalParams {
  view?: View
  namespace?: ChainNamespace
  data?: RouterData
}

/** Opening, closing and shaking the modal (SPEC §2, §4). */
export function state(config: Pick<Config, 'store'>): ModalState {
  return slice(config.store, 'modal', () => ({ open: false, loading: false, shake: false }))
}

const internal = instanceData(() => ({
  openedBefore: false,
  shakeTimer: undefined as unknown,
  /** What the first open starts; unset, the on-demand chunk's prefetchOnFirstOpen (setOnFirstOpen). */
  onFirstOpen: undefined as (() => void) | undefined,
}))

/**
 * Replaces what the first open starts (supported chains, wallet list, analytics config: the
 * chunk's prefetchOnFirstOpen by default): tests that start nothing on the first open.
 */
export function setOnFirstOpen(config: Pick<Config, 'store'>, onFirstOpen: () => void): void {
  internal(config).onFirstOpen = onFirstOpen
}

export function shake(config: Pick<Config, 'store' | 'clock'>): void {
  const data = internal(config)
  const modal = state(config)
  if (data.shakeTimer !== undefined) config.clock.clearTimeout(data.shakeTimer)
  modal.shake = true
  data.shakeTimer = config.clock.setTimeout(() => {
    data.shakeTimer = undefined
    modal.shake = false
  }, TIMING.SHAKE_MS)
}

/** SPEC §2: the view opening shows when none is asked for. */
export function firstView(config: Config): View {
  if (Chain.isConnected(config)) return 'Account'
  // No adapters, or only basic mode's WalletConnect ones (SPEC §2).
  if (config.adapters.list().every((adapter) => adapter.basic === true))
    return config.environment.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return 'Connect'
}

export async function open(config: Config, params: OpenModalParams = {}): Promise<void> {
  // The Connect view lists what discovery finds.
  Connectors.discover(config)
  // The views' controllers are in the on-demand chunk (loaded at idle, or now).
  // Loaded already, it goes on in this task (a view the wallet's change asks for shows at once).
  const late = loadedLateControllers() ?? (await loadLateControllers())
  const data = internal(config)
  if (!data.openedBefore) {
    data.openedBefore = true
    // Lazy start: supported chains, wallet list and analytics config load on first open only.
    if (data.onFirstOpen) data.onFirstOpen()
    else late.prefetchOnFirstOpen(config)
  }
  if (params.namespace && params.namespace !== Chain.state(config).activeNamespace)
    await late.Network.switchActiveNamespace(config, params.namespace)
  late.showOpening(config, params.view ?? firstView(config), params.data)
  const modal = state(config)
  if (modal.open) return
  modal.open = true
  // A code that expired while the modal was closed is replaced as the QR view shows again.
  Connection.renewShownPairing(config)
  // Only a closed modal opening counts; changing the view of an open one is not an open.
  Events.send(config, 'MODAL_OPEN', { connected: Chain.isConnected(config) })
}

/** Closes, unless sign-in is required and still missing; then it shakes instead. */
export function close(config: Config): void {
  // Nothing can be open before the on-demand controllers are there.
  if (!lateControllersLoaded()) return
  if (Siwx.isCloseBlocked(config)) {
    shake(config)
    return
  }
  const modal = state(config)
  const embedded = Options.state(config).enableEmbedded
  if (!modal.open && !embedded) return
  const connected = Chain.isConnected(config)
  rejectPendingRequests(config, startupError('REQUEST_ABORTED'))
  // A QR code no one sees any more is not "connecting"; a late approval still connects.
  Connection.setPairingAside(config)
  // An embedded modal stays on the page: "closing" returns it to its resting view.
  if (embedded) Router.reset(config, connected ? 'Account' : 'Connect')
  else modal.open = false
  Events.send(config, 'MODAL_CLOSE', { connected })
}

export function setLoading(config: Pick<Config, 'store'>, loading: boolean): void {
  state(config).loading = loading
}

export function hasOpened(config: Pick<Config, 'store'>): boolean {
  return internal(config).openedBefore
}

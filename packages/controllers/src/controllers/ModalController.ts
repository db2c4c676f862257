import { type ChainNamespace, startupError, TIMING } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import { lateControllersLoaded, loadLateControllers } from '../core/loadLateControllers'
import { slice } from '../core/store'
import type { RouterData, View } from '../router/views'

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
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const createModalController = (function createModalController(
  ctx: CoreContext,
  onFirstOpen: () => void,
) {
  const state = slice(ctx.store, 'modal', () => ({ open: false, loading: false, shake: false }))
  let openedBefore = false
  let shakeTimer: unknown

  function firstView(): View {
    if (ctx.chain.isConnected()) return 'Account'
    // No adapters, or only basic mode's WalletConnect ones (SPEC §2).
    if (ctx.adapters.list().every((adapter) => adapter.basic === true))
      return ctx.environment.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
    return 'Connect'
  }

  function shake() {
    if (shakeTimer !== undefined) ctx.clock.clearTimeout(shakeTimer)
    state.shake = true
    shakeTimer = ctx.clock.setTimeout(() => {
      shakeTimer = undefined
      state.shake = false
    }, TIMING.SHAKE_MS)
  }

  return {
    state,
    shake,
    /** SPEC §2: the view opening shows when none is asked for. */
    firstView,

    async open(params: OpenModalParams = {}) {
      // The Connect view lists what discovery finds.
      ctx.connectors.discover()
      // The views' controllers are in the on-demand chunk (loaded at idle, or now).
      if (!lateControllersLoaded()) await loadLateControllers()
      if (!openedBefore) {
        openedBefore = true
        // Lazy start: supported chains, wallet list and analytics config load on first open only.
        onFirstOpen()
      }
      if (params.namespace && params.namespace !== ctx.chain.state.activeNamespace)
        await ctx.network.switchActiveNamespace(params.namespace)
      ctx.router.reset(params.view ?? firstView(), params.data)
      if (state.open) return
      state.open = true
      // A code that expired while the modal was closed is replaced as the QR view shows again.
      ctx.connection.renewShownPairing()
      // Only a closed modal opening counts; changing the view of an open one is not an open.
      ctx.events.send('MODAL_OPEN', { connected: ctx.chain.isConnected() })
    },

    /** Closes, unless sign-in is required and still missing; then it shakes instead. */
    close() {
      // Nothing can be open before the on-demand controllers are there.
      if (!lateControllersLoaded()) return
      if (ctx.siwx.isCloseBlocked()) return shake()
      const embedded = ctx.options.state.enableEmbedded
      if (!state.open && !embedded) return
      const connected = ctx.chain.isConnected()
      ctx.pendingRequests.rejectAll(startupError('REQUEST_ABORTED'))
      // A QR code no one sees any more is not "connecting"; a late approval still connects.
      ctx.connection.setPairingAside()
      // An embedded modal stays on the page: "closing" returns it to its resting view.
      if (embedded) ctx.router.reset(connected ? 'Account' : 'Connect')
      else state.open = false
      ctx.events.send('MODAL_CLOSE', { connected })
    },

    setLoading(loading: boolean) {
      state.loading = loading
    },

    get hasOpened() {
      return openedBefore
    },
  }
})

export type ModalController = ReturnType<typeof createModalController>

import { type CaipNetworkId, type ChainNamespace, lazyModule } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import { slice } from '../core/store'
import type { AppKitOptions } from '../options/AppKitOptions'
import type { SiwxFlowContext } from '../siwx/siwxFlow'

export interface SiwxState {
  status: 'idle' | 'signing' | 'success' | 'error'
  /** A session exists for the connected account and network. */
  hasSession: boolean
}

/**
 * Sign-in with a wallet (SPEC §4): when to ask, signing, cancelling; the config does the rest.
 * The steps themselves (siwx/siwxFlow) load on first use: apps without sign-in never fetch them.
 */
export function createSiwxController(
  ctx: CoreContext,
  options: Pick<AppKitOptions, 'siwx' | 'siweConfig'>,
) {
  const state = slice(ctx.store, 'siwx', () => ({ status: 'idle', hasSession: false }))
  const flow: SiwxFlowContext = { ctx, options, state, memo: {} }
  const steps = lazyModule(() => import('../siwx/siwxFlow')).load
  const { siwx, siweConfig } = options
  const enabled = siwx !== undefined || siweConfig !== undefined
  const required = () => (siwx ? siwx.getRequired?.() === true : siweConfig?.required === true)

  return {
    state,
    /** The app's `siwx` option, for hosts that call it themselves (revoke, list sessions). */
    config: siwx,

    isEnabled: () => enabled,
    isRequired: required,

    /** SPEC §4: the approve and sign views cannot close while a required sign-in is missing. */
    isCloseBlocked(): boolean {
      if (!required() || state.hasSession) return false
      const view = ctx.router.state.view
      return view === 'SIWXSignMessage' || view === 'ApproveTransaction'
    },

    /** Asks to sign in when the connected pair has no session (siwxFlow.ensureSession). */
    async ensureSession(): Promise<void> {
      if (enabled) await (await steps()).ensureSession(flow)
    },

    /** After a connect (the connect action awaits it): a new connection is always asked about. */
    async onConnect(): Promise<void> {
      flow.memo.checked = undefined
      if (enabled) await (await steps()).ensureSession(flow)
    },

    async requestSignMessage(): Promise<void> {
      return (await steps()).requestSignMessage(flow)
    },

    /** SPEC §4: disconnects when sign-in is required, else closes; then back to Connect. */
    async cancel() {
      const isRequired = required()
      ctx.events.send('CLICK_CANCEL_SIWX', { required: isRequired })
      if (isRequired) await ctx.connection.disconnect()
      else ctx.modal.close()
      ctx.router.reset('Connect')
    },

    /**
     * Before a disconnect of these namespaces: forgets the session flag and, when the config
     * signs out on disconnect, revokes their accounts' sessions (in the background).
     */
    onDisconnect(namespaces: readonly ChainNamespace[]) {
      state.hasSession = false
      state.status = 'idle'
      flow.memo = {}
      if (!(siwx ?? siweConfig)?.signOutOnDisconnect) return
      // The pairs are read now: the disconnect resets the accounts right after.
      const pairs = namespaces.flatMap((ns): [CaipNetworkId, string][] => {
        const chainId = ctx.chain.getChain(ns)?.caipNetwork?.caipNetworkId
        const address = ctx.chain.getAccount(ns)?.address
        return chainId && address ? [[chainId, address]] : []
      })
      void steps().then((m) => m.signOut(flow, pairs))
    },
  }
}

export type SiwxController = ReturnType<typeof createSiwxController>

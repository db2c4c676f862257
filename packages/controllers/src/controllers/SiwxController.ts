import { errorMessage, latchkeyError } from '@latchkey/core'
import { proxy } from 'valtio/vanilla'
import type { CoreContext } from '../core/CoreContext'
import { signingToastText } from '../errors/toastText'
import type { SiwxConfig } from '../siwx/SiwxConfig'

export interface SiwxState {
  status: 'idle' | 'signing' | 'success' | 'error'
  /** A session exists for the connected account and network. */
  hasSession: boolean
}

/** Sign-in with a wallet (SPEC §4): when to ask, signing, cancelling; the config does the rest. */
export function createSiwxController(ctx: CoreContext, config: SiwxConfig | undefined) {
  const state = proxy<SiwxState>({ status: 'idle', hasSession: false })

  function active() {
    if (!config) throw latchkeyError('SIWX_NOT_ENABLED')
    const network = ctx.chain.state.activeCaipNetwork
    const address = ctx.chain.getAccount()?.address
    if (!address) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
    const adapter = ctx.adapters.get(network?.chainNamespace)
    if (!network || !adapter) throw latchkeyError('NO_ACTIVE_CAIP_NETWORK_OR_CLIENT')
    return { config, network, address, adapter }
  }

  return {
    state,

    isEnabled: () => config !== undefined,
    isRequired: () => config?.required === true,

    /** SPEC §4: the approve and sign views cannot close while a required sign-in is missing. */
    isCloseBlocked(): boolean {
      if (config?.required !== true || state.hasSession) return false
      const view = ctx.router.state.view
      return view === 'SIWXSignMessage' || view === 'ApproveTransaction'
    },

    /**
     * After a connect: asks to sign in when enabled, the network is supported and no session
     * exists. Never rejects: a failed session lookup is logged, toasted and treated as no session.
     */
    async onConnect() {
      if (!config) return
      try {
        const { network, address } = active()
        if (config.isNetworkSupported && !config.isNetworkSupported(network.caipNetworkId)) return
        const sessions = await config.getSessions(network.caipNetworkId, address)
        state.hasSession = sessions.length > 0
      } catch (error) {
        ctx.logger.error(error)
        state.hasSession = false
        ctx.snack.showError(errorMessage('SOMETHING_WENT_WRONG'))
      }
      if (!state.hasSession) await ctx.modal.open({ view: 'SIWXSignMessage' })
    },

    /** Creates the message, signs it through the adapter, stores the session and closes. */
    async requestSignMessage() {
      const { config: siwx, network, address, adapter } = active()
      state.status = 'signing'
      try {
        const { data, message } = await siwx.createMessage({
          accountAddress: address,
          chainId: network.caipNetworkId,
        })
        const connectorId = ctx.connectors.state.activeConnectorIds[network.chainNamespace]
        const { signature } = await adapter.signMessage({
          message,
          address,
          caipNetwork: network,
          ...(connectorId ? { connectorId } : {}),
        })
        await siwx.addSession({ data, message, signature })
        state.hasSession = true
        state.status = 'success'
        ctx.modal.close()
        ctx.events.send('SIWX_AUTH_SUCCESS', { network: network.caipNetworkId })
      } catch (error) {
        state.status = 'error'
        await ctx.modal.open({ view: 'SIWXSignMessage' })
        ctx.logger.error(error)
        // A wallet's or verifier's own words are not §8 texts; the error itself is rethrown.
        ctx.snack.showError(signingToastText(error, errorMessage('SOMETHING_WENT_WRONG')))
        ctx.events.send('SIWX_AUTH_ERROR', { network: network.caipNetworkId })
        throw error
      }
    },

    /** SPEC §4: disconnects when sign-in is required, else closes; then back to Connect. */
    async cancel() {
      ctx.events.send('CLICK_CANCEL_SIWX', { required: config?.required === true })
      if (config?.required) await ctx.connection.disconnect()
      else ctx.modal.close()
      ctx.router.reset('Connect')
    },

    /** Forgets the session flag after a disconnect (sessions themselves stay in the config). */
    forgetSession() {
      state.hasSession = false
      state.status = 'idle'
    },
  }
}

export type SiwxController = ReturnType<typeof createSiwxController>

import type { CaipNetworkId, ChainNamespace } from '@latchkey/core'
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
  // The (network, account) last looked up, and the lookup under way, so each is asked once.
  let checked: string | undefined
  let pending: { key: string; done: Promise<void> } | undefined

  const required = () => config?.getRequired?.() === true

  function active() {
    if (!config) throw latchkeyError('SIWX_NOT_ENABLED')
    const network = ctx.chain.state.activeCaipNetwork
    const address = ctx.chain.getAccount()?.address
    if (!address) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
    const adapter = ctx.adapters.get(network?.chainNamespace)
    if (!network || !adapter) throw latchkeyError('NO_ACTIVE_CAIP_NETWORK_OR_CLIENT')
    return { config, network, address, adapter }
  }

  /** The active (network, account) when connected; sessions belong to that pair. */
  function activeKey(): { key: string; chainId: CaipNetworkId; address: string } | undefined {
    const chainId = ctx.chain.state.activeCaipNetwork?.caipNetworkId
    const address = ctx.chain.getAccount()?.address
    if (!chainId || !address || !ctx.chain.isConnected()) return undefined
    return { key: `${chainId}|${address}`, chainId, address }
  }

  async function lookUp(siwx: SiwxConfig, key: string, chainId: CaipNetworkId, address: string) {
    if (siwx.isNetworkSupported && !siwx.isNetworkSupported(chainId)) {
      state.hasSession = false
      return
    }
    let found = false
    try {
      found = (await siwx.getSessions(chainId, address)).length > 0
    } catch (error) {
      ctx.logger.error(error)
      ctx.snack.showError(errorMessage('SOMETHING_WENT_WRONG'))
    }
    // The wallet moved on while we asked: the newer pair's lookup decides.
    if (activeKey()?.key !== key) return
    state.hasSession = found
    if (!found) await ctx.modal.open({ view: 'SIWXSignMessage' })
    else if (ctx.router.state.view === 'SIWXSignMessage' && ctx.modal.state.open) ctx.modal.close()
  }

  /**
   * SPEC §4: asks to sign in when enabled, the network is supported and the connected account
   * has no session on it; after a connect, a reload, or the wallet switching account or network.
   * Never rejects: a failed lookup is logged, toasted and treated as no session.
   */
  function ensureSession(): Promise<void> {
    const current = activeKey()
    if (!config || !current) return Promise.resolve()
    if (pending?.key === current.key) return pending.done
    if (checked === current.key) return Promise.resolve()
    checked = current.key
    const done = lookUp(config, current.key, current.chainId, current.address).finally(() => {
      if (pending?.done === done) pending = undefined
    })
    pending = { key: current.key, done }
    return done
  }

  return {
    state,
    /** The app's config, for hosts that call it themselves (revoke, list sessions). */
    config,

    isEnabled: () => config !== undefined,
    isRequired: required,

    /** SPEC §4: the approve and sign views cannot close while a required sign-in is missing. */
    isCloseBlocked(): boolean {
      if (!required() || state.hasSession) return false
      const view = ctx.router.state.view
      return view === 'SIWXSignMessage' || view === 'ApproveTransaction'
    },

    ensureSession,
    /** After a connect (the connect action awaits it): a new connection is always asked about. */
    onConnect(): Promise<void> {
      checked = undefined
      return ensureSession()
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
        checked = `${network.caipNetworkId}|${address}`
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
      checked = undefined
      pending = undefined
      if (!config?.signOutOnDisconnect) return
      for (const ns of namespaces) {
        const chainId = ctx.chain.getChain(ns)?.caipNetwork?.caipNetworkId
        const address = ctx.chain.getAccount(ns)?.address
        if (chainId && address)
          void config.revokeSession(chainId, address).catch((error) => ctx.logger.error(error))
      }
    },
  }
}

export type SiwxController = ReturnType<typeof createSiwxController>

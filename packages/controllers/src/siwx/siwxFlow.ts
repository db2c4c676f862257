import { type CaipNetworkId, latchkeyError } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Connectors from '../controllers/ConnectorController'
import * as Events from '../controllers/EventsController'
import * as Modal from '../controllers/ModalController'
import * as Router from '../controllers/RouterController'
import type { SiwxState } from '../controllers/SiwxController'
import * as Snack from '../controllers/SnackController'
import type { Config } from '../core/Config'
import { signingToast } from '../errors/toastText'
import type { AppKitOptions } from '../options/AppKitOptions'
import { resolveSiwx } from './resolveSiwx'
import type { SiwxConfig } from './SiwxConfig'

/** What the sign-in steps share with their controller: its state and what was looked up. */
export interface SiwxFlowContext {
  ctx: Config
  options: Pick<AppKitOptions, 'siwx' | 'siweConfig'>
  /** Made from the options on first use (a legacy siweConfig needs its adapter). */
  config?: SiwxConfig | undefined
  state: SiwxState
  /** The (network, account) last looked up, and the lookup under way, so each is asked once. */
  memo: { checked?: string | undefined; pending?: { key: string; done: Promise<void> } | undefined }
}

/** The app's sign-in config, made once. */
export function configOf(flow: SiwxFlowContext): SiwxConfig | undefined {
  flow.config ??= resolveSiwx(flow.options, flow.ctx)
  return flow.config
}

function active(flow: SiwxFlowContext) {
  const { ctx } = flow
  const config = configOf(flow)
  if (!config) throw latchkeyError('SIWX_NOT_ENABLED')
  const network = Chain.state(ctx).activeCaipNetwork
  const address = Chain.getAccount(ctx)?.address
  if (!address) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
  const adapter = ctx.adapters.get(network?.chainNamespace)
  if (!network || !adapter) throw latchkeyError('NO_ACTIVE_CAIP_NETWORK_OR_CLIENT')
  return { config, network, address, adapter }
}

/** The active (network, account) when connected; sessions belong to that pair. */
function activeKey({ ctx }: SiwxFlowContext) {
  const chainId = Chain.state(ctx).activeCaipNetwork?.caipNetworkId
  const address = Chain.getAccount(ctx)?.address
  if (!chainId || !address || !Chain.isConnected(ctx)) return undefined
  return { key: `${chainId}|${address}`, chainId, address }
}

async function lookUp(flow: SiwxFlowContext, key: string, chainId: CaipNetworkId, address: string) {
  const { ctx, state } = flow
  const config = configOf(flow)
  if (!config || (config.isNetworkSupported && !config.isNetworkSupported(chainId))) {
    state.hasSession = false
    return
  }
  let found = false
  try {
    found = (await config.getSessions(chainId, address)).length > 0
  } catch (error) {
    ctx.logger.error(error)
    Snack.showError(ctx, { code: 'SOMETHING_WENT_WRONG' })
  }
  // The wallet moved on while we asked: the newer pair's lookup decides.
  if (activeKey(flow)?.key !== key) return
  state.hasSession = found
  if (!found) await Modal.open(ctx, { view: 'SIWXSignMessage' })
  else if (Router.state(ctx).view === 'SIWXSignMessage' && Modal.state(ctx).open) Modal.close(ctx)
}

/**
 * SPEC §4: asks to sign in when enabled, the network is supported and the connected account
 * has no session on it; after a connect, a reload, or the wallet switching account or network.
 * Never rejects: a failed lookup is logged, toasted and treated as no session.
 */
export function ensureSession(flow: SiwxFlowContext): Promise<void> {
  const { memo } = flow
  const current = activeKey(flow)
  if (!configOf(flow) || !current) return Promise.resolve()
  if (memo.pending?.key === current.key) return memo.pending.done
  if (memo.checked === current.key) return Promise.resolve()
  memo.checked = current.key
  const done = lookUp(flow, current.key, current.chainId, current.address).finally(() => {
    if (memo.pending?.done === done) memo.pending = undefined
  })
  memo.pending = { key: current.key, done }
  return done
}

/** Creates the message, signs it (or signs in) through the adapter, stores the session and closes. */
export async function requestSignMessage(flow: SiwxFlowContext): Promise<void> {
  const { ctx, state } = flow
  const { config, network, address, adapter } = active(flow)
  state.status = 'signing'
  try {
    const { data, message } = await config.createMessage({
      accountAddress: address,
      chainId: network.caipNetworkId,
    })
    const connectorId = Connectors.state(ctx).activeConnectorIds[network.chainNamespace]
    const wallet = { address, caipNetwork: network, ...(connectorId ? { connectorId } : {}) }
    // A wallet with its own sign-in writes the text it signs: the session keeps that text.
    const signed = (await adapter.signIn?.({ data, ...wallet })) ?? {
      message,
      signature: (await adapter.signMessage({ message, ...wallet })).signature,
    }
    // SPEC §8: the signed session is checked (by the app's server or the provider) meanwhile.
    Snack.showLoading(ctx, { code: 'AUTHENTICATING' })
    await config.addSession({ data, message: signed.message, signature: signed.signature })
    Snack.hide(ctx)
    state.hasSession = true
    state.status = 'success'
    flow.memo.checked = `${network.caipNetworkId}|${address}`
    Modal.close(ctx)
    Events.send(ctx, 'SIWX_AUTH_SUCCESS', { network: network.caipNetworkId })
  } catch (error) {
    state.status = 'error'
    // The failure replaces the 'Authenticating...' toast at once (no 150 ms turn-over).
    if (Snack.state(ctx).variant === 'loading') Snack.hide(ctx)
    await Modal.open(ctx, { view: 'SIWXSignMessage' })
    ctx.logger.error(error)
    // A wallet's or verifier's own words are not §8 texts; the error itself is rethrown.
    Snack.showError(ctx, signingToast(error, { code: 'SOMETHING_WENT_WRONG' }))
    Events.send(ctx, 'SIWX_AUTH_ERROR', { network: network.caipNetworkId })
    throw error
  }
}

/** Revokes the sessions of these (network, account) pairs, in the background. */
export function signOut(flow: SiwxFlowContext, pairs: [CaipNetworkId, string][]): void {
  const config = configOf(flow)
  for (const [chainId, address] of pairs)
    void config?.revokeSession(chainId, address).catch((error) => flow.ctx.logger.error(error))
}

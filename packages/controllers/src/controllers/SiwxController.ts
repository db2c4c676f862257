import { type CaipNetworkId, type ChainNamespace, lazyModule } from '@latchkey/core'
import type { Config } from '../core/Config'
import { instanceData, slice } from '../core/store'
import type { SiwxConfig } from '../siwx/SiwxConfig'
import type { SiwxFlowContext } from '../siwx/siwxFlow'
import * as Chain from './ChainController'
import * as Connection from './ConnectionController'
import * as Events from './EventsController'
import * as Modal from './ModalController'
import * as Router from './RouterController'

export interface SiwxState {
  status: 'idle' | 'signing' | 'success' | 'error'
  /** A session exists for the connected account and network. */
  hasSession: boolean
}

type HostOptions = Pick<Config, 'hostOptions'>

/**
 * Sign-in with a wallet (SPEC §4): when to ask, signing, cancelling; the config does the rest.
 * The steps themselves (siwx/siwxFlow) load on first use: apps without sign-in never fetch them.
 */
export function state(config: Pick<Config, 'store'>): SiwxState {
  return slice(config.store, 'siwx', () => ({ status: 'idle', hasSession: false }))
}

const steps = lazyModule(() => import('../siwx/siwxFlow')).load

const internal = instanceData(() => ({
  /** What the steps share: made on first use, its memo dropped on a connect or disconnect. */
  flow: undefined as SiwxFlowContext | undefined,
}))

function flowOf(config: Config): SiwxFlowContext {
  const data = internal(config)
  data.flow ??= { ctx: config, options: config.hostOptions, state: state(config), memo: {} }
  return data.flow
}

/** The app's `siwx` option, for hosts that call it themselves (revoke, list sessions). */
export function config(ctx: HostOptions): SiwxConfig | undefined {
  return ctx.hostOptions.siwx
}

export function isEnabled(config: HostOptions): boolean {
  const { siwx, siweConfig } = config.hostOptions
  return siwx !== undefined || siweConfig !== undefined
}

export function isRequired(config: HostOptions): boolean {
  const { siwx, siweConfig } = config.hostOptions
  return siwx ? siwx.getRequired?.() === true : siweConfig?.required === true
}

/** SPEC §4: the approve and sign views cannot close while a required sign-in is missing. */
export function isCloseBlocked(config: Config): boolean {
  if (!isRequired(config) || state(config).hasSession) return false
  const view = Router.state(config).view
  return view === 'SIWXSignMessage' || view === 'ApproveTransaction'
}

/** Asks to sign in when the connected pair has no session (siwxFlow.ensureSession). */
export async function ensureSession(config: Config): Promise<void> {
  if (isEnabled(config)) await (await steps()).ensureSession(flowOf(config))
}

/** After a connect (the connect action awaits it): a new connection is always asked about. */
export async function onConnect(config: Config): Promise<void> {
  flowOf(config).memo.checked = undefined
  if (isEnabled(config)) await (await steps()).ensureSession(flowOf(config))
}

export async function requestSignMessage(config: Config): Promise<void> {
  return (await steps()).requestSignMessage(flowOf(config))
}

/** SPEC §4: disconnects when sign-in is required, else closes; then back to Connect. */
export async function cancel(config: Config): Promise<void> {
  const required = isRequired(config)
  Events.send(config, 'CLICK_CANCEL_SIWX', { required })
  if (required) await Connection.disconnect(config)
  else Modal.close(config)
  Router.reset(config, 'Connect')
}

/**
 * Before a disconnect of these namespaces: forgets the session flag and, when the config
 * signs out on disconnect, revokes their accounts' sessions (in the background).
 */
export function onDisconnect(config: Config, namespaces: readonly ChainNamespace[]): void {
  const siwx = state(config)
  siwx.hasSession = false
  siwx.status = 'idle'
  const flow = flowOf(config)
  flow.memo = {}
  const { siwx: option, siweConfig } = config.hostOptions
  if (!(option ?? siweConfig)?.signOutOnDisconnect) return
  // The pairs are read now: the disconnect resets the accounts right after.
  const pairs = namespaces.flatMap((ns): [CaipNetworkId, string][] => {
    const chainId = Chain.getChain(config, ns)?.caipNetwork?.caipNetworkId
    const address = Chain.getAccount(config, ns)?.address
    return chainId && address ? [[chainId, address]] : []
  })
  void steps().then((m) => m.signOut(flow, pairs))
}

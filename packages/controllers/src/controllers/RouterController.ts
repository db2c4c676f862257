import { TIMING } from '@latchkey/core'
import { ref } from 'valtio/vanilla'
import type { Config } from '../core/Config'
import { instanceData, slice } from '../core/store'
import type { RouterData, View } from '../router/views'
import * as Chain from './ChainController'
import * as Connectors from './ConnectorController'
import * as Modal from './ModalController'

export interface RouterState {
  view: View
  history: View[]
  data: RouterData | undefined
}

/** A step of a multi-view transaction (sign-in, name registration…) and where it returns to. */
export interface TransactionAction {
  /** On success go back one view. */
  goBack?: boolean
  /** On success return to the view before ConnectingSiwe, or close when there is none. */
  replace?: boolean
  /** On success reset to this view. */
  view?: View
  onSuccess?: () => void
  onCancel?: () => void
}

type RouterConfig = Pick<Config, 'store'>

/** The modal's stack of named views (SPEC §2): no URLs, just history. */
export function state(config: RouterConfig): RouterState {
  return slice(config.store, 'router', () => ({
    view: 'Connect',
    history: ['Connect'],
    data: undefined,
  }))
}

const internal = instanceData(() => ({
  // Data per history entry, so going back restores what the earlier view was showing.
  dataHistory: [undefined] as (RouterData | undefined)[],
  transactionStack: [] as TransactionAction[],
}))

function show(config: RouterConfig, view: View, data: RouterData | undefined) {
  const router = state(config)
  router.view = view
  router.data = data ? ref({ ...data }) : undefined
}

export function push(config: RouterConfig, view: View, data?: RouterData): boolean {
  const router = state(config)
  if (view === router.view) return false
  router.history.push(view)
  internal(config).dataHistory.push(data)
  show(config, view, data)
  return true
}

export function reset(config: RouterConfig, view: View, data?: RouterData): void {
  const { dataHistory } = internal(config)
  state(config).history = [view]
  dataHistory.splice(0, dataHistory.length, data)
  show(config, view, data)
}

export function replace(config: RouterConfig, view: View, data?: RouterData): boolean {
  const router = state(config)
  if (router.history.at(-1) === view) return false
  const last = Math.max(0, router.history.length - 1)
  router.history[last] = view
  internal(config).dataHistory[last] = data
  show(config, view, data)
  return true
}

/** Pops back to the entry at `index`; `data`, when given, replaces what that entry held. */
export function goBackToIndex(config: RouterConfig, index: number, data?: RouterData): void {
  const router = state(config)
  const { dataHistory } = internal(config)
  if (index < 0 || index >= router.history.length) return
  router.history.splice(index + 1)
  dataHistory.splice(index + 1)
  if (data) dataHistory[index] = data
  show(config, router.history[index] as View, dataHistory[index])
}

/** Back to `view` when it is the previous entry (no duplicate), else the current one becomes it. */
export function returnTo(config: RouterConfig, view: View, data?: RouterData): void {
  const { history } = state(config)
  const previous = history.length - 2
  if (history[previous] === view) goBackToIndex(config, previous, data)
  else replace(config, view, data)
}

function leaveFarcaster(config: Config) {
  const namespace = Chain.state(config).activeNamespace
  if (namespace) Chain.setAccountProp(config, namespace, 'farcasterUrl', undefined)
  // The frame keeps the abandoned login alive; a fresh one is needed for the next try.
  config.clock.setTimeout(
    () => Connectors.reloadAuthConnector(config),
    TIMING.FARCASTER_BACK_RELOAD_MS,
  )
}

export function goBack(config: Config): void {
  const router = state(config)
  if (router.view === 'ConnectingFarcaster' && !Chain.isConnected(config)) leaveFarcaster(config)
  if (router.history.length > 1 && !router.history.includes('UnsupportedChain')) {
    goBackToIndex(config, router.history.length - 2)
  } else {
    Modal.close(config)
  }
}

function finishTransaction(config: Config, action: TransactionAction) {
  if (action.goBack) return goBack(config)
  const router = state(config)
  if (action.replace) {
    const siweIndex = router.history.indexOf('ConnectingSiwe')
    if (siweIndex > 0) return goBackToIndex(config, siweIndex - 1)
    Modal.close(config)
    // Only a modal that really closed forgets its views: a blocked close (shake) keeps them,
    // and an embedded modal has just been reset to its resting view.
    if (!Modal.state(config).open) {
      router.history = []
      internal(config).dataHistory.splice(0)
    }
    return
  }
  if (action.view) reset(config, action.view)
}

export function pushTransactionStack(config: RouterConfig, action: TransactionAction): void {
  internal(config).transactionStack.push({ ...action })
}

/** Ends the newest transaction step: navigate as it says, or go back on cancel. */
export function popTransactionStack(config: Config, result: 'success' | 'cancel'): void {
  const action = internal(config).transactionStack.pop()
  if (!action) return
  if (result === 'cancel') {
    goBack(config)
    action.onCancel?.()
    return
  }
  finishTransaction(config, action)
  action.onSuccess?.()
}

export function transactionStackSize(config: RouterConfig): number {
  return internal(config).transactionStack.length
}

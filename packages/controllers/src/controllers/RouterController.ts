import { TIMING } from '@latchkey/core'
import { ref } from 'valtio/vanilla'
import type { CoreContext } from '../core/CoreContext'
import { slice } from '../core/store'
import type { RouterData, View } from '../router/views'

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

/** The modal's stack of named views (SPEC §2): no URLs, just history. */
export function createRouterController(ctx: CoreContext) {
  const state = slice(ctx.store, 'router', () => ({
    view: 'Connect',
    history: ['Connect'],
    data: undefined,
  }))
  // Data per history entry, so going back restores what the earlier view was showing.
  const dataHistory: (RouterData | undefined)[] = [undefined]
  const transactionStack: TransactionAction[] = []

  function show(view: View, data: RouterData | undefined) {
    state.view = view
    state.data = data ? ref({ ...data }) : undefined
  }

  function push(view: View, data?: RouterData): boolean {
    if (view === state.view) return false
    state.history.push(view)
    dataHistory.push(data)
    show(view, data)
    return true
  }

  function reset(view: View, data?: RouterData) {
    state.history = [view]
    dataHistory.splice(0, dataHistory.length, data)
    show(view, data)
  }

  function replace(view: View, data?: RouterData): boolean {
    if (state.history.at(-1) === view) return false
    const last = Math.max(0, state.history.length - 1)
    state.history[last] = view
    dataHistory[last] = data
    show(view, data)
    return true
  }

  /** Pops back to the entry at `index`; `data`, when given, replaces what that entry held. */
  function goBackToIndex(index: number, data?: RouterData) {
    if (index < 0 || index >= state.history.length) return
    state.history.splice(index + 1)
    dataHistory.splice(index + 1)
    if (data) dataHistory[index] = data
    show(state.history[index] as View, dataHistory[index])
  }

  /** Back to `view` when it is the previous entry (no duplicate), else the current one becomes it. */
  function returnTo(view: View, data?: RouterData) {
    const previous = state.history.length - 2
    if (state.history[previous] === view) goBackToIndex(previous, data)
    else replace(view, data)
  }

  function leaveFarcaster() {
    const namespace = ctx.chain.state.activeNamespace
    if (namespace) ctx.chain.setAccountProp(namespace, 'farcasterUrl', undefined)
    // The frame keeps the abandoned login alive; a fresh one is needed for the next try.
    ctx.clock.setTimeout(
      () => ctx.connectors.reloadAuthConnector(),
      TIMING.FARCASTER_BACK_RELOAD_MS,
    )
  }

  function goBack() {
    if (state.view === 'ConnectingFarcaster' && !ctx.chain.isConnected()) leaveFarcaster()
    if (state.history.length > 1 && !state.history.includes('UnsupportedChain')) {
      goBackToIndex(state.history.length - 2)
    } else {
      ctx.modal.close()
    }
  }

  function finishTransaction(action: TransactionAction) {
    if (action.goBack) return goBack()
    if (action.replace) {
      const siweIndex = state.history.indexOf('ConnectingSiwe')
      if (siweIndex > 0) return goBackToIndex(siweIndex - 1)
      ctx.modal.close()
      // Only a modal that really closed forgets its views: a blocked close (shake) keeps them,
      // and an embedded modal has just been reset to its resting view.
      if (!ctx.modal.state.open) {
        state.history = []
        dataHistory.splice(0)
      }
      return
    }
    if (action.view) reset(action.view)
  }

  return {
    state,
    push,
    reset,
    replace,
    goBack,
    goBackToIndex,
    returnTo,

    pushTransactionStack(action: TransactionAction) {
      transactionStack.push({ ...action })
    },

    /** Ends the newest transaction step: navigate as it says, or go back on cancel. */
    popTransactionStack(result: 'success' | 'cancel') {
      const action = transactionStack.pop()
      if (!action) return
      if (result === 'cancel') {
        goBack()
        action.onCancel?.()
        return
      }
      finishTransaction(action)
      action.onSuccess?.()
    },

    get transactionStackSize() {
      return transactionStack.length
    },
  }
}

export type RouterController = ReturnType<typeof createRouterController>

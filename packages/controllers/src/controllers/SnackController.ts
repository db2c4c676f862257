import { type Clock, type Message, TIMING, type ToastVariant } from '@latchkey/core'
import { createStore, type Store, slice } from '../core/store'

/** SPEC §3 toast. */
export interface SnackState {
  /** A code and its parameters (the ui words it in the visitor's locale), or a host's own text. */
  message: Message | undefined
  variant: ToastVariant
  /** Optional icon name the UI shows instead of the variant's. */
  svg: string | undefined
  open: boolean
  autoClose: boolean
}

export interface ShowToastOptions {
  svg?: string
  autoClose?: boolean
}

/**
 * The toast. Showing one while another is open hides it first and re-shows after 150 ms. An
 * autoClose toast hides itself after TOAST_AUTO_CLOSE_MS here, not in the UI, so one shown while
 * the modal is closed (or closed before its time) does not come back when the modal reopens.
 */
export function createSnackController(clock: Clock, store: Store = createStore()) {
  const state = slice(store, 'snack', () => ({
    message: undefined,
    variant: 'success',
    svg: undefined,
    open: false,
    autoClose: true,
  }))
  let pending: unknown
  let autoHide: unknown

  function clearTimers() {
    if (pending !== undefined) clock.clearTimeout(pending)
    if (autoHide !== undefined) clock.clearTimeout(autoHide)
    pending = undefined
    autoHide = undefined
  }

  function apply(message: Message, variant: ToastVariant, options: ShowToastOptions) {
    pending = undefined
    state.message = { ...message } as Message
    state.variant = variant
    state.svg = options.svg
    state.autoClose = options.autoClose ?? variant !== 'loading'
    state.open = true
    if (state.autoClose)
      autoHide = clock.setTimeout(() => {
        autoHide = undefined
        state.open = false
      }, TIMING.TOAST_AUTO_CLOSE_MS)
  }

  function show(message: Message, variant: ToastVariant, options: ShowToastOptions = {}) {
    clearTimers()
    if (!state.open) return apply(message, variant, options)
    // Closing first lets the UI replay its entry animation for the new toast.
    state.open = false
    pending = clock.setTimeout(() => apply(message, variant, options), TIMING.TOAST_RESHOW_DELAY_MS)
  }

  return {
    state,
    show,
    showSuccess: (message: Message, options?: ShowToastOptions) =>
      show(message, 'success', options),
    showError: (message: Message, options?: ShowToastOptions) => show(message, 'error', options),
    showLoading: (message: Message, options?: ShowToastOptions) =>
      show(message, 'loading', options),

    hide() {
      clearTimers()
      state.open = false
    },
  }
}

export type SnackController = ReturnType<typeof createSnackController>

import { type Message, TIMING, type ToastVariant } from '@latchkey/core'
import type { Config } from '../core/Config'
import { instanceData, slice } from '../core/store'

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

type SnackConfig = Pick<Config, 'store' | 'clock'>

/**
 * The toast. Showing one while another is open hides it first and re-shows after 150 ms. An
 * autoClose toast hides itself after TOAST_AUTO_CLOSE_MS here, not in the UI, so one shown while
 * the modal is closed (or closed before its time) does not come back when the modal reopens.
 */
export function state(config: Pick<Config, 'store'>): SnackState {
  return slice(config.store, 'snack', () => ({
    message: undefined,
    variant: 'success',
    svg: undefined,
    open: false,
    autoClose: true,
  }))
}

/** The re-show delay's and the auto-close's timers. */
const internal = instanceData(() => ({
  pending: undefined as unknown,
  autoHide: undefined as unknown,
}))

function clearTimers(config: SnackConfig) {
  const timers = internal(config)
  if (timers.pending !== undefined) config.clock.clearTimeout(timers.pending)
  if (timers.autoHide !== undefined) config.clock.clearTimeout(timers.autoHide)
  timers.pending = undefined
  timers.autoHide = undefined
}

function apply(
  config: SnackConfig,
  message: Message,
  variant: ToastVariant,
  options: ShowToastOptions,
) {
  const timers = internal(config)
  const snack = state(config)
  timers.pending = undefined
  snack.message = { ...message } as Message
  snack.variant = variant
  snack.svg = options.svg
  snack.autoClose = options.autoClose ?? variant !== 'loading'
  snack.open = true
  if (snack.autoClose)
    timers.autoHide = config.clock.setTimeout(() => {
      timers.autoHide = undefined
      snack.open = false
    }, TIMING.TOAST_AUTO_CLOSE_MS)
}

export function show(
  config: SnackConfig,
  message: Message,
  variant: ToastVariant,
  options: ShowToastOptions = {},
): void {
  clearTimers(config)
  const snack = state(config)
  if (!snack.open) {
    apply(config, message, variant, options)
    return
  }
  // Closing first lets the UI replay its entry animation for the new toast.
  snack.open = false
  internal(config).pending = config.clock.setTimeout(
    () => apply(config, message, variant, options),
    TIMING.TOAST_RESHOW_DELAY_MS,
  )
}

export function showSuccess(config: SnackConfig, message: Message, options?: ShowToastOptions) {
  show(config, message, 'success', options)
}

export function showError(config: SnackConfig, message: Message, options?: ShowToastOptions) {
  show(config, message, 'error', options)
}

export function showLoading(config: SnackConfig, message: Message, options?: ShowToastOptions) {
  show(config, message, 'loading', options)
}

export function hide(config: SnackConfig): void {
  clearTimers(config)
  state(config).open = false
}

import type { AlertCode, AlertMessage } from '@latchkey/core'
import { createStore, type Store, slice } from '../core/store'

export interface AlertState {
  open: boolean
  /** The alert's code only: the ui words its title and explanation in the visitor's locale. */
  alert: AlertMessage | undefined
}

/** SPEC §8 alerts: a banner for configuration problems, each shown at most once per session. */
export function createAlertController(store: Store = createStore()) {
  const state = slice(store, 'alert', () => ({ open: false, alert: undefined }))
  const shown = new Set<AlertCode>()

  return {
    state,

    /** Shows the alert unless this code was already shown; returns whether it showed. */
    showOnce(alert: AlertMessage): boolean {
      if (shown.has(alert.code)) return false
      shown.add(alert.code)
      state.alert = { code: alert.code }
      state.open = true
      return true
    },

    close() {
      state.open = false
    },

    wasShown(code: AlertCode): boolean {
      return shown.has(code)
    },
  }
}

export type AlertController = ReturnType<typeof createAlertController>

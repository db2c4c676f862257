import type { AlertCode, AlertMessage } from '@latchkey/core'
import type { Config } from '../core/Config'
import { instanceData, slice } from '../core/store'

export interface AlertState {
  open: boolean
  /** The alert's code only: the ui words its title and explanation in the visitor's locale. */
  alert: AlertMessage | undefined
}

type AlertConfig = Pick<Config, 'store'>

/** SPEC §8 alerts: a banner for configuration problems, each shown at most once per session. */
export function state(config: AlertConfig): AlertState {
  return slice(config.store, 'alert', () => ({ open: false, alert: undefined }))
}

/** The codes shown this session (not state: the banner shows one alert at a time). */
const internal = instanceData(() => ({ shown: new Set<AlertCode>() }))

/** Shows the alert unless this code was already shown; returns whether it showed. */
export function showOnce(config: AlertConfig, alert: AlertMessage): boolean {
  const { shown } = internal(config)
  if (shown.has(alert.code)) return false
  shown.add(alert.code)
  const alertState = state(config)
  alertState.alert = { code: alert.code }
  alertState.open = true
  return true
}

export function close(config: AlertConfig): void {
  state(config).open = false
}

export function wasShown(config: AlertConfig, code: AlertCode): boolean {
  return internal(config).shown.has(code)
}

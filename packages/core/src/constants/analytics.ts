/** SPEC §7: the only events sent to analytics (MODAL_CREATED is deliberately absent). */
export const ANALYTICS_EVENTS = Object.freeze([
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SWITCH_NETWORK',
  'CONNECT_SUCCESS',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SEND_ERROR',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
  'SET_PREFERRED_ACCOUNT_TYPE',
  'ERROR_FETCH_TRANSACTIONS',
] as const)

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number]

export function isAnalyticsEvent(name: unknown): name is AnalyticsEventName {
  return typeof name === 'string' && (ANALYTICS_EVENTS as readonly string[]).includes(name)
}

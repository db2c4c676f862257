import { NETWORK_NOT_FOUND_ALERT, PROJECT_ID_NOT_CONFIGURED_ALERT } from './startupAlerts'

export { NETWORK_NOT_FOUND_ALERT, PROJECT_ID_NOT_CONFIGURED_ALERT }

/** An alert shown once per session: a stable code, a title and an explanation in our words. */
export interface Alert {
  code: AlertCode
  shortMessage: string
  longMessage: string
}

export type AlertCode =
  | 'NETWORK_NOT_FOUND'
  | 'INVALID_APP_CONFIGURATION'
  | 'SESSION_EXPIRED'
  | 'INVALID_PROJECT_ID'
  | 'PROJECT_ID_NOT_CONFIGURED'
  | 'SOCIAL_TIMEOUT'
  | 'UNSUPPORTED_RPC_METHOD'
  | 'EMBEDDED_WALLET_LOAD_TIMEOUT'

/** The §8 alerts. Titles follow the spec; explanations are Latchkey's own. */
export const ALERTS: Readonly<Record<AlertCode, Alert>> = Object.freeze({
  NETWORK_NOT_FOUND: NETWORK_NOT_FOUND_ALERT,
  INVALID_APP_CONFIGURATION: {
    code: 'INVALID_APP_CONFIGURATION',
    shortMessage: 'Invalid App Configuration',
    longMessage:
      "This site's origin is not on the project's allowlist. Add it in the provider's project settings.",
  },
  SESSION_EXPIRED: {
    code: 'SESSION_EXPIRED',
    shortMessage: 'Session Expired',
    longMessage: 'The sign-in token is no longer valid. Sign in again to continue.',
  },
  INVALID_PROJECT_ID: {
    code: 'INVALID_PROJECT_ID',
    shortMessage: 'Invalid Project ID',
    longMessage: 'The provider does not know this project id. Check the projectId option.',
  },
  PROJECT_ID_NOT_CONFIGURED: PROJECT_ID_NOT_CONFIGURED_ALERT,
  SOCIAL_TIMEOUT: {
    code: 'SOCIAL_TIMEOUT',
    shortMessage: 'Invalid App Configuration',
    longMessage:
      'The social login window did not answer in time. The origin may be missing from the allowlist.',
  },
  UNSUPPORTED_RPC_METHOD: {
    code: 'UNSUPPORTED_RPC_METHOD',
    shortMessage: 'Unsupported RPC Method',
    longMessage: 'The embedded wallet refused a method it does not allow. Use a supported method.',
  },
  EMBEDDED_WALLET_LOAD_TIMEOUT: {
    code: 'EMBEDDED_WALLET_LOAD_TIMEOUT',
    shortMessage: 'Invalid App Configuration',
    longMessage:
      'The embedded wallet frame did not load in time. Check that this origin is on the allowlist.',
  },
})

/** Phrases that providers put in their error messages, matched case-insensitively. */
const PROVIDER_MESSAGE_ALERTS: ReadonlyArray<[RegExp, AlertCode]> = [
  [
    /origin\b.*\bnot (allowed|allowlisted|authori[sz]ed)|unauthori[sz]ed origin/i,
    'INVALID_APP_CONFIGURATION',
  ],
  [/ORIGIN_NOT_ALLOWED/, 'INVALID_APP_CONFIGURATION'],
  [
    /jwt.*not (yet )?(valid|active)|token.*not yet valid|invalid jwt|jwt expired/i,
    'SESSION_EXPIRED',
  ],
  [/invalid (project )?(key|id)|INVALID_PROJECT_ID|project (id )?not found/i, 'INVALID_PROJECT_ID'],
]

/** Maps a provider's error message (or error code) to the alert it should raise, if any. */
export function mapProviderMessageToAlert(message: unknown): Alert | undefined {
  if (typeof message !== 'string' || message.length === 0) return undefined
  const match = PROVIDER_MESSAGE_ALERTS.find(([pattern]) => pattern.test(message))
  return match ? ALERTS[match[1]] : undefined
}

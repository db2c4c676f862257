import type { Alert } from './alerts'

// The two alerts start-up code can raise, in a module of their own: a bundler places a module
// as a whole, so the table and the phrase matching in ./alerts stay out of an app's start-up
// (issue 13).
export const NETWORK_NOT_FOUND_ALERT: Alert = {
  code: 'NETWORK_NOT_FOUND',
  shortMessage: 'Network Not Found',
  longMessage:
    'The selected network is not one this app was set up with. Add it to the networks option or pick another one.',
}

export const PROJECT_ID_NOT_CONFIGURED_ALERT: Alert = {
  code: 'PROJECT_ID_NOT_CONFIGURED',
  shortMessage: 'Project ID Not Configured',
  longMessage: 'No projectId was passed to createAppKit. Set one to use the provider services.',
}

import type { Alert } from './alerts'

// Two of the §8 alerts, in a module of their own since issue 13. Start-up code now raises them
// by code alone (`showOnce({ code })`: state holds the code, the ui words it), so neither these
// texts nor the table in ./alerts load at an app's start-up (issue 34).
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
